import { z } from 'zod';
import {
  EditReason, Id, MEDIA_TYPES, MediaAdded, MediaEditChanges, MediaStatisticsImported, MediaSubmittable, SubmissionNotes, mediaStream,
} from '@tsuzuki/events';
import { defineCommand, type Command, type ContextReader } from '../../framework/command.ts';
import { requireMediaRemover, requireSystem } from '../../framework/permissions.ts';
import { authoriseCatalogueEdit } from '../authorise.ts';
import { catalogueModAction } from '../modActions.ts';
import { authoriseMember } from '../submissions/book.ts';
import { editModAction, submissionModAction } from '../submissions/modActions.ts';
import { mediaDecider } from './decide.ts';
import { evolveMedia, initialMediaState, type MediaState } from './media.ts';

const nonEmpty = (c: object) => Object.keys(c).length > 0;

// Payloads are the event data; on AddMedia the id may be left to the command-service.
export const AddMediaPayload = MediaAdded.schema.omit({ submissionId: true }).extend({ mediaId: Id.optional() });
/** A direct edit: any field (links without ids are new), and a reason that tells members who list the media. */
export const UpdateMediaPayload = z.object({
  mediaId: Id,
  changes: MediaEditChanges.refine(nonEmpty, 'at least one field must change'),
  reason: EditReason.optional(),
});
export const ImportMediaStatisticsPayload = MediaStatisticsImported.schema;
/** A member's proposed changes to a media (issue 12): the submittable fields only. */
export const SubmitMediaEditPayload = z.object({ mediaId: Id, changes: MediaSubmittable.partial(), source: SubmissionNotes.optional() });
/** A member's new media; its id is drawn by the command-service. */
export const SubmitNewMediaPayload = z.object({ type: z.enum(MEDIA_TYPES), changes: MediaSubmittable.partial(), source: SubmissionNotes.optional() });
export const AcceptMediaSubmissionPayload = z.object({
  mediaId: Id,
  submissionId: Id,
  /** Only these fields of the submission (PARTIALLY_ACCEPTED when not all); absent: all of them. */
  fields: z.array(z.string().max(50)).max(50).nullish(),
  notes: SubmissionNotes.optional(),
  reason: EditReason.optional(),
});
export const RejectMediaSubmissionPayload = z.object({ mediaId: Id, submissionId: Id, notes: SubmissionNotes.optional() });
export const DeleteMediaPayload = z.object({ mediaId: Id, reason: EditReason.optional() });
export const MergeMediaPayload = z.object({ mediaId: Id, intoMediaId: Id, reason: EditReason.optional() });

type Ids = { mediaId: number };
export type AddMedia = Command<'AddMedia', z.infer<typeof AddMediaPayload>, Ids>;
export type UpdateMedia = Command<'UpdateMedia', z.infer<typeof UpdateMediaPayload>, Ids>;
export type ImportMediaStatistics = Command<'ImportMediaStatistics', z.infer<typeof ImportMediaStatisticsPayload>, Ids>;
export type SubmitMediaEdit = Command<'SubmitMediaEdit', z.infer<typeof SubmitMediaEditPayload>, Ids>;
export type SubmitNewMedia = Command<'SubmitNewMedia', z.infer<typeof SubmitNewMediaPayload>, Ids>;
export type AcceptMediaSubmission = Command<'AcceptMediaSubmission', z.infer<typeof AcceptMediaSubmissionPayload>, Ids>;
export type RejectMediaSubmission = Command<'RejectMediaSubmission', z.infer<typeof RejectMediaSubmissionPayload>, Ids>;
export type DeleteMedia = Command<'DeleteMedia', z.infer<typeof DeleteMediaPayload>, Ids>;
export type MergeMedia = Command<'MergeMedia', z.infer<typeof MergeMediaPayload>, Ids>;
export type MediaCommand = AddMedia | UpdateMedia | ImportMediaStatistics | SubmitMediaEdit | SubmitNewMedia | AcceptMediaSubmission
  | RejectMediaSubmission | DeleteMedia | MergeMedia;

/** A merge reads the media it goes into. */
export interface MediaContext {
  into: MediaState | null;
}

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
  (state.exists ? {
    action, objectType: 'MEDIA' as const, objectId: state.mediaId,
    data: { title: state.fields.title.romaji, ...(command.type === 'MergeMedia' ? { intoMediaId: command.payload.intoMediaId } : {}) },
    reason: command.payload.reason ?? null,
  } : null);

export const mediaCommands = [
  defineCommand<AddMedia, MediaState, MediaContext>({
    type: 'AddMedia', schema: AddMediaPayload, authorise: authoriseCatalogueEdit, id: { field: 'mediaId', kind: 'media', allocate: true }, ...common,
    modAction: catalogueModAction('MEDIA', 'CREATE'),
  }),
  defineCommand<UpdateMedia, MediaState, MediaContext>({
    type: 'UpdateMedia', schema: UpdateMediaPayload, authorise: authoriseCatalogueEdit, id: existingId, ...common,
    modAction: editModAction('MEDIA', 'MediaUpdated'),
  }),
  defineCommand<ImportMediaStatistics, MediaState, MediaContext>({
    // The importers' figures (ADR 14 counts the site's own from members' lists): no moderator sets them by hand.
    type: 'ImportMediaStatistics', schema: ImportMediaStatisticsPayload, authorise: requireSystem, id: existingId, ...common,
  }),
  defineCommand<SubmitMediaEdit, MediaState, MediaContext>({
    type: 'SubmitMediaEdit', schema: SubmitMediaEditPayload, authorise: authoriseMember, id: existingId, ...common,
    pools: () => ({ submission: 1 }),
  }),
  defineCommand<SubmitNewMedia, MediaState, MediaContext>({
    type: 'SubmitNewMedia', schema: SubmitNewMediaPayload, authorise: authoriseMember, id: { field: 'mediaId', kind: 'media', allocate: true }, ...common,
    pools: () => ({ submission: 1 }),
  }),
  defineCommand<AcceptMediaSubmission, MediaState, MediaContext>({
    type: 'AcceptMediaSubmission', schema: AcceptMediaSubmissionPayload, authorise: authoriseCatalogueEdit, id: existingId, ...common,
    modAction: submissionModAction('MEDIA'),
  }),
  defineCommand<RejectMediaSubmission, MediaState, MediaContext>({
    type: 'RejectMediaSubmission', schema: RejectMediaSubmissionPayload, authorise: authoriseCatalogueEdit, id: existingId, ...common,
    modAction: submissionModAction('MEDIA'),
  }),
  defineCommand<DeleteMedia, MediaState, MediaContext>({
    type: 'DeleteMedia', schema: DeleteMediaPayload, authorise: authoriseRemoval, id: existingId, ...common,
    modAction: removal('MEDIA_DELETE'),
  }),
  defineCommand<MergeMedia, MediaState, MediaContext>({
    type: 'MergeMedia', schema: MergeMediaPayload, authorise: authoriseRemoval, id: existingId, ...common,
    modAction: removal('MEDIA_MERGE'),
  }),
];
