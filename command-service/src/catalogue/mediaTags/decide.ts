import { TAG_MESSAGES as M, actorId, newEvent, type Actor, type DomainEvent } from '@tsuzuki/events';
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import type { Decider } from '../../framework/command.ts';
import type { MediaTagState } from '../tag/tag.ts';
import type { MediaTagsCommand } from './commands.ts';
import type { MediaTagFacts } from './facts.ts';
import { evolveMediaTags, foldMediaTags, initialMediaTagsState, type MediaTagEntry, type MediaTagsState } from './mediaTags.ts';

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

/** A known tag, by name; adult tags only on adult media (core §5). */
function add(command: Of<'AddMediaTag'>, state: MediaTagsState, context: MediaTagsContext): DomainEvent[] {
  const userId = memberId(command.metadata.actor);
  const media = mediaOf(context);
  const tag = context.tag;
  if (!tag?.exists || tag.status !== 'APPROVED') throw new NotFoundError(M.unknownTag);
  if (tag.isAdult && !media.isAdult) throw new ValidationError({ name: [M.adultOnly] }, M.adultOnly);
  if (tagOnMedia(state, context, media.mediaId, tag.tagId)) throw new ConflictError(M.alreadyOnMedia);
  return [newEvent('MediaTagAdded', { mediaId: media.mediaId, tagId: tag.tagId, userId, isMediaSpoiler: command.payload.isMediaSpoiler })];
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
