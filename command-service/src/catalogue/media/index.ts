import { mediaStream } from '@tsuzuki/events';
import { defineCommand, type ContextReader } from '../../framework/command.ts';
import { requireMediaRemover, requireSystem } from '../../framework/permissions.ts';
import { authoriseCatalogueEdit } from '../authorise.ts';
import { catalogueModAction } from '../modActions.ts';
import { authoriseMember } from '../submissions/book.ts';
import { editModAction, submissionModAction } from '../submissions/modActions.ts';
import type {
  AcceptMediaSubmission,
  AddMedia,
  DeleteMedia,
  ImportMediaStatistics,
  MediaCommand,
  MediaContext,
  MergeMedia,
  RejectMediaSubmission,
  SubmitMediaEdit,
  SubmitNewMedia,
  UpdateMedia,
} from './commands.ts';
import { mediaDecider } from './decide.ts';
import { evolveMedia, initialMediaState, type MediaState } from './media.ts';

const mediaView = { initialState: initialMediaState, evolve: evolveMedia };
const context = async (command: MediaCommand, read: ContextReader): Promise<MediaContext> => ({
  into: command.type === 'MergeMedia' ? await read.state(mediaStream(command.payload.intoMediaId), mediaView) : null,
});

/** Deleting and merging are for lead data moderators and admins (and the system). */
const authoriseRemoval = requireMediaRemover;

const common = { stream: mediaStream, decider: mediaDecider, context };
const existingId = { field: 'mediaId', kind: 'media', allocate: false } as const;

/** What a removal tells the mod-action log: the title, where it went, the reason. */
const removal = (action: 'MEDIA_DELETE' | 'MEDIA_MERGE') => (command: DeleteMedia | MergeMedia, _events: unknown, state: MediaState) =>
  state.exists
    ? {
        action,
        objectType: 'MEDIA' as const,
        objectId: state.mediaId,
        data: { title: state.fields.title.romaji, ...(command.type === 'MergeMedia' ? { intoMediaId: command.payload.intoMediaId } : {}) },
        reason: command.payload.reason ?? null,
      }
    : null;

export const mediaCommands = [
  defineCommand<AddMedia, MediaState, MediaContext>({
    type: 'AddMedia',
    authorise: authoriseCatalogueEdit,
    id: { field: 'mediaId', kind: 'media', allocate: true },
    ...common,
    modAction: catalogueModAction('MEDIA', 'CREATE'),
  }),
  defineCommand<UpdateMedia, MediaState, MediaContext>({
    type: 'UpdateMedia',
    authorise: authoriseCatalogueEdit,
    id: existingId,
    ...common,
    modAction: editModAction('MEDIA', 'MediaUpdated'),
  }),
  defineCommand<ImportMediaStatistics, MediaState, MediaContext>({
    // The importers' figures (ADR 14 counts the site's own from members' lists): no moderator sets them by hand.
    type: 'ImportMediaStatistics',
    authorise: requireSystem,
    id: existingId,
    ...common,
  }),
  defineCommand<SubmitMediaEdit, MediaState, MediaContext>({
    type: 'SubmitMediaEdit',
    authorise: authoriseMember,
    id: existingId,
    ...common,
    pools: () => ({ submission: 1 }),
  }),
  defineCommand<SubmitNewMedia, MediaState, MediaContext>({
    type: 'SubmitNewMedia',
    authorise: authoriseMember,
    id: { field: 'mediaId', kind: 'media', allocate: true },
    ...common,
    pools: () => ({ submission: 1 }),
  }),
  defineCommand<AcceptMediaSubmission, MediaState, MediaContext>({
    type: 'AcceptMediaSubmission',
    authorise: authoriseCatalogueEdit,
    id: existingId,
    ...common,
    modAction: submissionModAction('MEDIA'),
  }),
  defineCommand<RejectMediaSubmission, MediaState, MediaContext>({
    type: 'RejectMediaSubmission',
    authorise: authoriseCatalogueEdit,
    id: existingId,
    ...common,
    modAction: submissionModAction('MEDIA'),
  }),
  defineCommand<DeleteMedia, MediaState, MediaContext>({
    type: 'DeleteMedia',
    authorise: authoriseRemoval,
    id: existingId,
    ...common,
    modAction: removal('MEDIA_DELETE'),
  }),
  defineCommand<MergeMedia, MediaState, MediaContext>({
    type: 'MergeMedia',
    authorise: authoriseRemoval,
    id: existingId,
    ...common,
    modAction: removal('MEDIA_MERGE'),
  }),
];
