import { z } from 'zod';
import { Id, TagDescription, TagName, TagVote, mediaTagsStream } from '@tsuzuki/events';
import { defineCommand, type Command, type ContextReader, type ModActionFact } from '../../framework/command.ts';
import { requireDataMod, requireMember } from '../../framework/permissions.ts';
import { mediaTagsDecider, tagOnMedia, type MediaTagsContext } from './decide.ts';
import { readMediaTagFacts, readTag, readTagByName } from './facts.ts';
import type { MediaTagsState } from './mediaTags.ts';

export const SaveMediaTagVotePayload = z.object({ mediaId: Id, tagId: Id, vote: TagVote });
/** `description` is accepted for the API's shape (core §7) and ignored: a known tag keeps its own. */
export const AddMediaTagPayload = z.object({
  mediaId: Id, name: TagName, isMediaSpoiler: z.boolean().default(false), description: TagDescription.optional(),
});
export const UpdateMediaTagPayload = z.object({ mediaId: Id, tagId: Id, isMediaSpoiler: z.boolean() });
export const DeleteMediaTagPayload = z.object({ mediaId: Id, tagId: Id });

type Ids = { mediaId: number };
type C<T extends string, P extends z.ZodType> = Command<T, z.infer<P>, Ids>;
export type MediaTagsCommand =
  | C<'SaveMediaTagVote', typeof SaveMediaTagVotePayload>
  | C<'AddMediaTag', typeof AddMediaTagPayload>
  | C<'UpdateMediaTag', typeof UpdateMediaTagPayload>
  | C<'DeleteMediaTag', typeof DeleteMediaTagPayload>;
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
    type: 'SaveMediaTagVote', schema: SaveMediaTagVotePayload, authorise: requireMember, ...common,
  }),
  defineCommand<Of<'AddMediaTag'>, MediaTagsState, MediaTagsContext>({
    type: 'AddMediaTag', schema: AddMediaTagPayload, authorise: requireMember, ...common,
  }),
  // Data moderators' tools (core §6): each one a mod action (ADR 19).
  defineCommand<Of<'UpdateMediaTag'>, MediaTagsState, MediaTagsContext>({
    type: 'UpdateMediaTag', schema: UpdateMediaTagPayload, authorise: requireDataMod, ...common,
    modAction: (command, _events, state, ctx): ModActionFact => ({
      action: 'MEDIA_TAG_SPOILER', objectType: 'MEDIA', objectId: command.payload.mediaId,
      subjectUserId: tagOnMedia(state, ctx, command.payload.mediaId, command.payload.tagId)?.userId ?? null,
      data: { tagId: command.payload.tagId, tag: tagName(ctx), isMediaSpoiler: command.payload.isMediaSpoiler },
    }),
  }),
  defineCommand<Of<'DeleteMediaTag'>, MediaTagsState, MediaTagsContext>({
    type: 'DeleteMediaTag', schema: DeleteMediaTagPayload, authorise: requireDataMod, ...common,
    modAction: (command, _events, state, ctx): ModActionFact => ({
      action: 'MEDIA_TAG_REMOVE', objectType: 'MEDIA', objectId: command.payload.mediaId,
      subjectUserId: tagOnMedia(state, ctx, command.payload.mediaId, command.payload.tagId)?.userId ?? null,
      data: { tagId: command.payload.tagId, tag: tagName(ctx), votes: state.votes.get(command.payload.tagId)?.size ?? 0 },
    }),
  }),
];
