import { staffStream, type Actor } from '@tsuzuki/events';
import { defineCommand } from '../../framework/command.ts';
import { catalogueModAction } from '../modActions.ts';
import { authoriseMember, requireDataEditor } from '../submissions/book.ts';
import { editModAction, submissionModAction } from '../submissions/modActions.ts';
import type { AcceptStaffSubmission, AddStaff, RejectStaffSubmission, SubmitStaffEdit, UpdateStaff } from './commands.ts';
import { staffDecider } from './decide.ts';
import type { StaffState } from './staff.ts';

/** Staff data moderators (and anime, manga and lead data moderators) edit and decide (dataRoles.ts). */
const authoriseEditor = (actor: Actor) => requireDataEditor(actor, 'STAFF');
const common = { stream: staffStream, decider: staffDecider };
const existingId = { field: 'staffId', kind: 'staff', allocate: false } as const;

export const staffCommands = [
  defineCommand<AddStaff, StaffState>({
    type: 'AddStaff', authorise: authoriseEditor, id: { field: 'staffId', kind: 'staff', allocate: true },
    ...common, modAction: catalogueModAction('STAFF', 'CREATE'),
  }),
  defineCommand<UpdateStaff, StaffState>({
    type: 'UpdateStaff', authorise: authoriseEditor, id: existingId, ...common,
    modAction: editModAction('STAFF', 'StaffUpdated'),
  }),
  defineCommand<SubmitStaffEdit, StaffState>({
    type: 'SubmitStaffEdit', authorise: authoriseMember, id: existingId, ...common,
    pools: () => ({ submission: 1 }),
  }),
  defineCommand<AcceptStaffSubmission, StaffState>({
    type: 'AcceptStaffSubmission', authorise: authoriseEditor, id: existingId, ...common,
    modAction: submissionModAction('STAFF'),
  }),
  defineCommand<RejectStaffSubmission, StaffState>({
    type: 'RejectStaffSubmission', authorise: authoriseEditor, id: existingId, ...common,
    modAction: submissionModAction('STAFF'),
  }),
];
