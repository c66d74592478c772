import { TAG_MESSAGES as M, actorId, newEvent, type Actor, type DomainEvent } from '@tsuzuki/events';
import { isDataMod } from '@tsuzuki/events/roles';
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import type { Decider } from '../../framework/command.ts';
import type { MediaTagState } from '../tag/tag.ts';
import type { MediaTagsCommand } from './commands.ts';
import type { MediaTagFacts } from './facts.ts';
import {
  evolveMediaTags,
  foldMediaTags,
  initialMediaTagsState,
  type MediaTagEntry,
  type MediaTagProposal,
  type MediaTagsState,
} from './mediaTags.ts';

/** What a media-tag decision reads elsewhere: the media, and the tag the command names (by id, or by name). */
export interface MediaTagsContext {
  media: MediaTagFacts | null;
  /** null: no tag stream holds that id or name. */
  tag: MediaTagState | null;
}

type Of<T extends MediaTagsCommand['type']> = Extract<MediaTagsCommand, { type: T }>;

function memberId(actor: Actor): number {
  if (actor.kind !== 'user') throw new UnauthorizedError();
  return actor.id;
}

function mediaOf(context: MediaTagsContext): MediaTagFacts {
  if (!context.media) throw new NotFoundError(M.mediaNotFound);
  return context.media;
}

/**
 * Whether a tag is on the media now: what this stream last did to it, else a submission of it accepted for this
 * media (recorded in the tag's own stream), else the media's imported list.
 */
export function tagOnMedia(state: MediaTagsState, context: MediaTagsContext, mediaId: number, tagId: number): MediaTagEntry | null {
  const entry = state.entries.get(tagId);
  if (entry) return entry.present ? entry : null;
  const tag = context.tag;
  if (tag?.exists && tag.tagId === tagId && tag.status === 'APPROVED' && tag.submission?.mediaId === mediaId) {
    return { present: true, isMediaSpoiler: tag.submission.isMediaSpoiler, userId: tag.submission.userId };
  }
  const imported = context.media?.imported.get(tagId);
  return imported === undefined ? null : { present: true, isMediaSpoiler: imported, userId: null };
}

function present(state: MediaTagsState, context: MediaTagsContext, mediaId: number, tagId: number): MediaTagEntry {
  mediaOf(context);
  const entry = tagOnMedia(state, context, mediaId, tagId);
  if (!entry) throw new NotFoundError(M.notOnMedia);
  return entry;
}

/** One vote per member per media tag; voting the level already standing changes nothing. */
function vote(command: Of<'SaveMediaTagVote'>, state: MediaTagsState, context: MediaTagsContext): DomainEvent[] {
  const userId = memberId(command.metadata.actor);
  const { mediaId, tagId, vote: level } = command.payload;
  present(state, context, mediaId, tagId);
  if (state.votes.get(tagId)?.get(userId) === level) return [];
  return [newEvent('MediaTagVoted', { mediaId, tagId, userId, vote: level })];
}

/**
 * A known tag, by name; adult tags only on adult media (core §5). A member's waits for a data moderator (social §4,
 * ADR 67): refused while one waits for this media, or after a denial, with the reason. A data moderator's is accepted
 * in the same append (they would review it themselves).
 */
function add(command: Of<'AddMediaTag'>, state: MediaTagsState, context: MediaTagsContext): DomainEvent[] {
  const userId = memberId(command.metadata.actor);
  const media = mediaOf(context);
  const tag = context.tag;
  if (!tag?.exists || tag.status !== 'APPROVED') throw new NotFoundError(M.unknownTag);
  if (tag.isAdult && !media.isAdult) throw new ValidationError({ name: [M.adultOnly] }, M.adultOnly);
  if (tagOnMedia(state, context, media.mediaId, tag.tagId)) throw new ConflictError(M.alreadyOnMedia);
  const reviewer = actorIsDataMod(command.metadata.actor);
  const open = state.proposals.get(tag.tagId);
  if (open?.status === 'PENDING') throw new ConflictError(M.proposalAwaitingReview);
  if (open?.status === 'DENIED' && !reviewer) throw new ConflictError(M.proposalDenied(open.reason ?? ''));
  const proposalId = command.metadata.pools.mediaTagProposal?.[0];
  if (proposalId === undefined) throw new Error('AddMediaTag needs a mediaTagProposal id from its pools');
  const pair = { mediaId: media.mediaId, tagId: tag.tagId, proposalId, userId, isMediaSpoiler: command.payload.isMediaSpoiler };
  const proposed = newEvent('MediaTagProposed', pair);
  return reviewer ? [proposed, newEvent('MediaTagProposalAccepted', { ...pair, moderatorId: userId })] : [proposed];
}

const actorIsDataMod = (actor: Actor) => actor.kind === 'user' && isDataMod(actor.moderatorRoles);

/** The waiting proposal a review names; one accepted or denied already is reviewed. */
export function proposalOf(state: MediaTagsState, proposalId: number): MediaTagProposal | null {
  for (const p of state.proposals.values()) if (p.proposalId === proposalId) return p;
  return null;
}

function waiting(state: MediaTagsState, proposalId: number): MediaTagProposal {
  const proposal = proposalOf(state, proposalId);
  if (proposal?.status === 'PENDING') return proposal;
  if (proposal || state.accepted.has(proposalId)) throw new ConflictError(M.reviewed);
  throw new NotFoundError(M.proposalNotFound);
}

/** The tag goes on the media for its proposer; refused when it is there already (an import brought it): deny it. */
function accept(command: Of<'AcceptMediaTagProposal'>, state: MediaTagsState, context: MediaTagsContext): DomainEvent[] {
  const media = mediaOf(context);
  const p = waiting(state, command.payload.proposalId);
  if (tagOnMedia(state, context, media.mediaId, p.tagId)) throw new ConflictError(M.alreadyOnMedia);
  return [
    newEvent('MediaTagProposalAccepted', {
      mediaId: media.mediaId,
      tagId: p.tagId,
      proposalId: p.proposalId,
      userId: p.userId,
      moderatorId: actorId(command.metadata.actor),
      isMediaSpoiler: p.isMediaSpoiler,
    }),
  ];
}

function deny(command: Of<'DenyMediaTagProposal'>, state: MediaTagsState): DomainEvent[] {
  const p = waiting(state, command.payload.proposalId);
  return [
    newEvent('MediaTagProposalDenied', {
      mediaId: command.payload.mediaId,
      tagId: p.tagId,
      proposalId: p.proposalId,
      userId: p.userId,
      moderatorId: actorId(command.metadata.actor),
      reason: command.payload.reason,
    }),
  ];
}

function setSpoiler(command: Of<'UpdateMediaTag'>, state: MediaTagsState, context: MediaTagsContext): DomainEvent[] {
  const { mediaId, tagId, isMediaSpoiler } = command.payload;
  const entry = present(state, context, mediaId, tagId);
  if (entry.isMediaSpoiler === isMediaSpoiler) return [];
  return [newEvent('MediaTagSpoilerSet', { mediaId, tagId, isMediaSpoiler, moderatorId: actorId(command.metadata.actor) })];
}

function remove(command: Of<'DeleteMediaTag'>, state: MediaTagsState, context: MediaTagsContext): DomainEvent[] {
  const { mediaId, tagId } = command.payload;
  present(state, context, mediaId, tagId);
  return [newEvent('MediaTagRemoved', { mediaId, tagId, moderatorId: actorId(command.metadata.actor) })];
}

export const mediaTagsDecider: Decider<MediaTagsCommand, MediaTagsState, MediaTagsContext> = {
  initialState: initialMediaTagsState,
  evolve: evolveMediaTags,
  fold: foldMediaTags,
  decide(command, state, context) {
    switch (command.type) {
      case 'SaveMediaTagVote':
        return vote(command, state, context);
      case 'AddMediaTag':
        return add(command, state, context);
      case 'AcceptMediaTagProposal':
        return accept(command, state, context);
      case 'DenyMediaTagProposal':
        return deny(command, state);
      case 'UpdateMediaTag':
        return setSpoiler(command, state, context);
      case 'DeleteMediaTag':
        return remove(command, state, context);
      default: {
        const unhandled: never = command;
        throw new Error(`Unhandled media tag command ${(unhandled as MediaTagsCommand).type}`);
      }
    }
  },
};
