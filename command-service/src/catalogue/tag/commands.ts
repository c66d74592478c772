import { z } from 'zod';
import { Id, MediaTagCreated, TAG_MESSAGES, TagDescription, TagName, tagNameKey, tagStream } from '@tsuzuki/events';
import { defineCommand, type Command, type ContextReader, type ModActionFact } from '../../framework/command.ts';
import { requireDataMod, requireMember } from '../../framework/permissions.ts';
import { readMediaTagFacts, TAG_NAME_SCOPE, type MediaTagFacts } from '../mediaTags/facts.ts';
import type { MediaTagState } from './tag.ts';
import { mediaTagDecider } from './decide.ts';

// The payload is the event data; the id may be left to the command-service.
export const CreateMediaTagPayload = MediaTagCreated.schema.extend({ tagId: Id.optional() });

/** A member's new tag for a media (core §5, §8): it waits for a data moderator. */
export const SubmitMediaTagPayload = z.object({
  tagId: Id.optional(),
  name: TagName,
  description: TagDescription.default(null),
  mediaId: Id,
  isMediaSpoiler: z.boolean().default(false),
  isAdult: z.boolean().default(false),
});

/** A data moderator may file the tag under a category and reword its description or spoiler flag as it is accepted. */
export const AcceptMediaTagSubmissionPayload = z.object({
  tagId: Id,
  category: z.string().trim().max(100).nullable().optional(),
  description: TagDescription.optional(),
  isGeneralSpoiler: z.boolean().optional(),
});
export const DenyMediaTagSubmissionPayload = z.object({ tagId: Id, reason: z.string().trim().min(1, TAG_MESSAGES.reasonRequired).max(500) });

type Ids = { tagId: number };
export type CreateMediaTag = Command<'CreateMediaTag', z.infer<typeof CreateMediaTagPayload>, Ids>;
export type SubmitMediaTag = Command<'SubmitMediaTag', z.infer<typeof SubmitMediaTagPayload>, Ids>;
export type AcceptMediaTagSubmission = Command<'AcceptMediaTagSubmission', z.infer<typeof AcceptMediaTagSubmissionPayload>, Ids>;
export type DenyMediaTagSubmission = Command<'DenyMediaTagSubmission', z.infer<typeof DenyMediaTagSubmissionPayload>, Ids>;
export type MediaTagCommand = CreateMediaTag | SubmitMediaTag | AcceptMediaTagSubmission | DenyMediaTagSubmission;

/** A submission's decision reads the media it names (absent: none). */
export interface MediaTagContext {
  media: MediaTagFacts | null;
}

const context = async (command: MediaTagCommand, read: ContextReader): Promise<MediaTagContext> => ({
  media: command.type === 'SubmitMediaTag' ? await readMediaTagFacts(command.payload.mediaId, read) : null,
});

/** The submission a review is about, as the mod-action log tells it. */
function review(action: 'TAG_ACCEPT' | 'TAG_REJECT', state: MediaTagState, reason: string | null): ModActionFact | null {
  if (!state.exists || !state.submission) return null;
  return {
    action, objectType: 'TAG', objectId: state.tagId, subjectUserId: state.submission.userId,
    data: { name: state.name, mediaId: state.submission.mediaId }, reason,
  };
}

const common = { stream: tagStream, decider: mediaTagDecider, context };

export const mediaTagCommands = [
  defineCommand<CreateMediaTag, MediaTagState, MediaTagContext>({
    type: 'CreateMediaTag',
    schema: CreateMediaTagPayload,
    authorise: requireDataMod,
    id: { field: 'tagId', kind: 'tag', allocate: true },
    ...common,
    // Tag names are unique across tag streams; the reservation table holds each name for its stream.
    reserve: (command) => ({ scope: TAG_NAME_SCOPE, key: tagNameKey(command.payload.name), conflict: 'Tag already exists.' }),
    modAction: (command) => ({ action: 'TAG_CREATE', objectType: 'TAG', objectId: command.metadata.ids.tagId, data: { name: command.payload.name } }),
  }),
  defineCommand<SubmitMediaTag, MediaTagState, MediaTagContext>({
    type: 'SubmitMediaTag',
    schema: SubmitMediaTagPayload,
    authorise: requireMember,
    id: { field: 'tagId', kind: 'tag', allocate: true },
    ...common,
    // A name held by a tag, or by a submission waiting or denied, cannot be submitted again (the query-service
    // tells which, and the moderator's reason, before it sends the command).
    reserve: (command) => ({ scope: TAG_NAME_SCOPE, key: tagNameKey(command.payload.name), conflict: TAG_MESSAGES.nameTaken }),
  }),
  defineCommand<AcceptMediaTagSubmission, MediaTagState, MediaTagContext>({
    type: 'AcceptMediaTagSubmission', schema: AcceptMediaTagSubmissionPayload, authorise: requireDataMod,
    id: { field: 'tagId', kind: 'tag', allocate: false }, ...common,
    modAction: (_command, _events, state) => review('TAG_ACCEPT', state, null),
  }),
  defineCommand<DenyMediaTagSubmission, MediaTagState, MediaTagContext>({
    type: 'DenyMediaTagSubmission', schema: DenyMediaTagSubmissionPayload, authorise: requireDataMod,
    id: { field: 'tagId', kind: 'tag', allocate: false }, ...common,
    modAction: (command, _events, state) => review('TAG_REJECT', state, command.payload.reason),
  }),
];
