import { TAG_MESSAGES, tagNameKey, tagStream } from '@tsuzuki/events';
import { defineCommand, type ContextReader, type ModActionFact } from '../../framework/command.ts';
import { requireDataMod, requireMember } from '../../framework/permissions.ts';
import { readMediaTagFacts, TAG_NAME_SCOPE } from '../mediaTags/facts.ts';
import type {
  AcceptMediaTagSubmission,
  CreateMediaTag,
  DenyMediaTagSubmission,
  MediaTagCommand,
  MediaTagContext,
  SubmitMediaTag,
} from './commands.ts';
import { mediaTagDecider } from './decide.ts';
import type { MediaTagState } from './tag.ts';

const context = async (command: MediaTagCommand, read: ContextReader): Promise<MediaTagContext> => ({
  media: command.type === 'SubmitMediaTag' ? await readMediaTagFacts(command.payload.mediaId, read) : null,
});

/** The submission a review is about, as the mod-action log tells it. */
function review(action: 'TAG_ACCEPT' | 'TAG_REJECT', state: MediaTagState, reason: string | null): ModActionFact | null {
  if (!state.exists || !state.submission) return null;
  return {
    action,
    objectType: 'TAG',
    objectId: state.tagId,
    subjectUserId: state.submission.userId,
    data: { name: state.name, mediaId: state.submission.mediaId },
    reason,
  };
}

const common = { stream: tagStream, decider: mediaTagDecider, context };

export const mediaTagCommands = [
  defineCommand<CreateMediaTag, MediaTagState, MediaTagContext>({
    type: 'CreateMediaTag',
    authorise: requireDataMod,
    id: { field: 'tagId', kind: 'tag', allocate: true },
    ...common,
    // Tag names are unique across tag streams; the reservation table holds each name for its stream.
    reserve: (command) => ({ scope: TAG_NAME_SCOPE, key: tagNameKey(command.payload.name), conflict: 'Tag already exists.' }),
    modAction: (command) => ({
      action: 'TAG_CREATE',
      objectType: 'TAG',
      objectId: command.metadata.ids.tagId,
      data: { name: command.payload.name },
    }),
  }),
  defineCommand<SubmitMediaTag, MediaTagState, MediaTagContext>({
    type: 'SubmitMediaTag',
    authorise: requireMember,
    id: { field: 'tagId', kind: 'tag', allocate: true },
    ...common,
    // A name held by a tag, or by a submission waiting or denied, cannot be submitted again (the query-service
    // tells which, and the moderator's reason, before it sends the command).
    reserve: (command) => ({ scope: TAG_NAME_SCOPE, key: tagNameKey(command.payload.name), conflict: TAG_MESSAGES.nameTaken }),
  }),
  defineCommand<AcceptMediaTagSubmission, MediaTagState, MediaTagContext>({
    type: 'AcceptMediaTagSubmission',
    authorise: requireDataMod,
    id: { field: 'tagId', kind: 'tag', allocate: false },
    ...common,
    modAction: (_command, _events, state) => review('TAG_ACCEPT', state, null),
  }),
  defineCommand<DenyMediaTagSubmission, MediaTagState, MediaTagContext>({
    type: 'DenyMediaTagSubmission',
    authorise: requireDataMod,
    id: { field: 'tagId', kind: 'tag', allocate: false },
    ...common,
    modAction: (command, _events, state) => review('TAG_REJECT', state, command.payload.reason),
  }),
];
