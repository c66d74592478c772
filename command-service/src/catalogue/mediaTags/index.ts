import { mediaTagsStream } from '@tsuzuki/events';
import { defineCommand, type ContextReader, type ModActionFact } from '../../framework/command.ts';
import { requireDataMod, requireMember } from '../../framework/permissions.ts';
import type { MediaTagsCommand } from './commands.ts';
import { mediaTagsDecider, proposalOf, tagOnMedia, type MediaTagsContext } from './decide.ts';
import { readMediaTagFacts, readTag, readTagByName } from './facts.ts';
import type { MediaTagsState } from './mediaTags.ts';

type Of<T extends MediaTagsCommand['type']> = Extract<MediaTagsCommand, { type: T }>;

/** The tag a command names: by name (add), through the proposal it reviews, or by id. */
function tagOf(command: MediaTagsCommand, read: ContextReader, state: MediaTagsState) {
  switch (command.type) {
    case 'AddMediaTag':
      return readTagByName(command.payload.name, read);
    case 'AcceptMediaTagProposal':
    case 'DenyMediaTagProposal': {
      const proposal = proposalOf(state, command.payload.proposalId);
      return proposal ? readTag(proposal.tagId, read) : null;
    }
    default:
      return readTag(command.payload.tagId, read);
  }
}

async function context(command: MediaTagsCommand, read: ContextReader, state: MediaTagsState): Promise<MediaTagsContext> {
  const [media, tag] = await Promise.all([readMediaTagFacts(command.payload.mediaId, read), tagOf(command, read, state)]);
  return { media, tag };
}

const common = {
  stream: mediaTagsStream,
  decider: mediaTagsDecider,
  id: { field: 'mediaId', kind: 'media', allocate: false } as const,
  context,
};

const tagName = (ctx: MediaTagsContext) => (ctx.tag?.exists ? ctx.tag.name : null);

/** A proposal's review as the mod-action log tells it: on the media, about the proposer, naming the tag. */
function proposalAction(
  action: 'MEDIA_TAG_ACCEPT' | 'MEDIA_TAG_REJECT',
  payload: { mediaId: number; proposalId: number },
  state: MediaTagsState,
  ctx: MediaTagsContext,
  reason: string | null,
): ModActionFact | null {
  const proposal = proposalOf(state, payload.proposalId);
  if (!proposal) return null;
  return {
    action,
    objectType: 'MEDIA',
    objectId: payload.mediaId,
    subjectUserId: proposal.userId,
    data: { tagId: proposal.tagId, tag: tagName(ctx), proposalId: proposal.proposalId },
    reason,
  };
}

export const mediaTagsCommands = [
  defineCommand<Of<'SaveMediaTagVote'>, MediaTagsState, MediaTagsContext>({
    type: 'SaveMediaTagVote',
    authorise: requireMember,
    ...common,
  }),
  defineCommand<Of<'AddMediaTag'>, MediaTagsState, MediaTagsContext>({
    type: 'AddMediaTag',
    authorise: requireMember,
    ...common,
    // The proposal's number (ADR 67): the review queue and its mutations name a proposal by it.
    pools: () => ({ mediaTagProposal: 1 }),
  }),
  // A data moderator's review of a member's proposal (ADR 67), a mod action about the proposer.
  defineCommand<Of<'AcceptMediaTagProposal'>, MediaTagsState, MediaTagsContext>({
    type: 'AcceptMediaTagProposal',
    authorise: requireDataMod,
    ...common,
    modAction: (command, _events, state, ctx) => proposalAction('MEDIA_TAG_ACCEPT', command.payload, state, ctx, null),
  }),
  defineCommand<Of<'DenyMediaTagProposal'>, MediaTagsState, MediaTagsContext>({
    type: 'DenyMediaTagProposal',
    authorise: requireDataMod,
    ...common,
    modAction: (command, _events, state, ctx) => proposalAction('MEDIA_TAG_REJECT', command.payload, state, ctx, command.payload.reason),
  }),
  // Data moderators' tools (core §6): each one a mod action (ADR 19).
  defineCommand<Of<'UpdateMediaTag'>, MediaTagsState, MediaTagsContext>({
    type: 'UpdateMediaTag',
    authorise: requireDataMod,
    ...common,
    modAction: (command, _events, state, ctx): ModActionFact => ({
      action: 'MEDIA_TAG_SPOILER',
      objectType: 'MEDIA',
      objectId: command.payload.mediaId,
      subjectUserId: tagOnMedia(state, ctx, command.payload.mediaId, command.payload.tagId)?.userId ?? null,
      data: { tagId: command.payload.tagId, tag: tagName(ctx), isMediaSpoiler: command.payload.isMediaSpoiler },
    }),
  }),
  defineCommand<Of<'DeleteMediaTag'>, MediaTagsState, MediaTagsContext>({
    type: 'DeleteMediaTag',
    authorise: requireDataMod,
    ...common,
    modAction: (command, _events, state, ctx): ModActionFact => ({
      action: 'MEDIA_TAG_REMOVE',
      objectType: 'MEDIA',
      objectId: command.payload.mediaId,
      subjectUserId: tagOnMedia(state, ctx, command.payload.mediaId, command.payload.tagId)?.userId ?? null,
      data: { tagId: command.payload.tagId, tag: tagName(ctx), votes: state.votes.get(command.payload.tagId)?.size ?? 0 },
    }),
  }),
];
