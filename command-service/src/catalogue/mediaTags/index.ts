import { mediaTagsStream } from '@tsuzuki/events';
import { defineCommand, type ContextReader, type ModActionFact } from '../../framework/command.ts';
import { requireDataMod, requireMember } from '../../framework/permissions.ts';
import type { MediaTagsCommand } from './commands.ts';
import { mediaTagsDecider, tagOnMedia, type MediaTagsContext } from './decide.ts';
import { readMediaTagFacts, readTag, readTagByName } from './facts.ts';
import type { MediaTagsState } from './mediaTags.ts';

type Of<T extends MediaTagsCommand['type']> = Extract<MediaTagsCommand, { type: T }>;

async function context(command: MediaTagsCommand, read: ContextReader): Promise<MediaTagsContext> {
  const [media, tag] = await Promise.all([
    readMediaTagFacts(command.payload.mediaId, read),
    command.type === 'AddMediaTag' ? readTagByName(command.payload.name, read) : readTag(command.payload.tagId, read),
  ]);
  return { media, tag };
}

const common = {
  stream: mediaTagsStream,
  decider: mediaTagsDecider,
  id: { field: 'mediaId', kind: 'media', allocate: false } as const,
  context,
};

const tagName = (ctx: MediaTagsContext) => (ctx.tag?.exists ? ctx.tag.name : null);

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
