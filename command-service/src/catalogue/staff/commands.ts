import { z } from 'zod';
import { StaffAdded, StaffEditable, EditReason, Id, SubmissionNotes, staffStream, type Actor } from '@tsuzuki/events';
import { defineCommand, type Command } from '../../framework/command.ts';
import { catalogueModAction } from '../modActions.ts';
import { authoriseMember, requireDataEditor } from '../submissions/book.ts';
import { editModAction, submissionModAction } from '../submissions/modActions.ts';
import type { StaffState } from './staff.ts';
import { staffDecider } from './decide.ts';

const nonEmpty = (c: object) => Object.keys(c).length > 0;

// The payload is the event data; the id may be left to the command-service.
export const AddStaffPayload = StaffAdded.schema.extend({ staffId: Id.optional() });
export const UpdateStaffPayload = z.object({
  staffId: Id, changes: StaffEditable.partial().refine(nonEmpty, 'at least one field must change'), reason: EditReason.optional(),
});
export const SubmitStaffEditPayload = z.object({ staffId: Id, changes: StaffEditable.partial(), source: SubmissionNotes.optional() });
export const AcceptStaffSubmissionPayload = z.object({
  staffId: Id, submissionId: Id, fields: z.array(z.string().max(50)).max(50).nullish(), notes: SubmissionNotes.optional(),
});
export const RejectStaffSubmissionPayload = z.object({ staffId: Id, submissionId: Id, notes: SubmissionNotes.optional() });

type Ids = { staffId: number };
export type AddStaff = Command<'AddStaff', z.infer<typeof AddStaffPayload>, Ids>;
export type UpdateStaff = Command<'UpdateStaff', z.infer<typeof UpdateStaffPayload>, Ids>;
export type SubmitStaffEdit = Command<'SubmitStaffEdit', z.infer<typeof SubmitStaffEditPayload>, Ids>;
export type AcceptStaffSubmission = Command<'AcceptStaffSubmission', z.infer<typeof AcceptStaffSubmissionPayload>, Ids>;
export type RejectStaffSubmission = Command<'RejectStaffSubmission', z.infer<typeof RejectStaffSubmissionPayload>, Ids>;
export type StaffCommand = AddStaff | UpdateStaff | SubmitStaffEdit | AcceptStaffSubmission | RejectStaffSubmission;

/** Staff data moderators (and anime, manga and lead data moderators) edit and decide (dataRoles.ts). */
const authoriseEditor = (actor: Actor) => requireDataEditor(actor, 'STAFF');
const common = { stream: staffStream, decider: staffDecider };
const existingId = { field: 'staffId', kind: 'staff', allocate: false } as const;

export const staffCommands = [
  defineCommand<AddStaff, StaffState>({
    type: 'AddStaff', schema: AddStaffPayload, authorise: authoriseEditor, id: { field: 'staffId', kind: 'staff', allocate: true },
    ...common, modAction: catalogueModAction('STAFF', 'CREATE'),
  }),
  defineCommand<UpdateStaff, StaffState>({
    type: 'UpdateStaff', schema: UpdateStaffPayload, authorise: authoriseEditor, id: existingId, ...common,
    modAction: editModAction('STAFF', 'StaffUpdated'),
  }),
  defineCommand<SubmitStaffEdit, StaffState>({
    type: 'SubmitStaffEdit', schema: SubmitStaffEditPayload, authorise: authoriseMember, id: existingId, ...common,
    pools: () => ({ submission: 1 }),
  }),
  defineCommand<AcceptStaffSubmission, StaffState>({
    type: 'AcceptStaffSubmission', schema: AcceptStaffSubmissionPayload, authorise: authoriseEditor, id: existingId, ...common,
    modAction: submissionModAction('STAFF'),
  }),
  defineCommand<RejectStaffSubmission, StaffState>({
    type: 'RejectStaffSubmission', schema: RejectStaffSubmissionPayload, authorise: authoriseEditor, id: existingId, ...common,
    modAction: submissionModAction('STAFF'),
  }),
];
