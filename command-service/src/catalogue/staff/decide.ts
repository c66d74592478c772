import { newEvent, type StaffEditable, type DomainEvent, type EventData } from '@tsuzuki/events';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Decider } from '../../framework/command.ts';
import {
  SUBMISSION_MESSAGES as S, acceptedPart, changedFields, drawnSubmissionId, pendingSubmission, submissionAccepted, submissionRejected,
} from '../submissions/book.ts';
import type {
  AcceptStaffSubmission, AddStaff, StaffCommand, RejectStaffSubmission, SubmitStaffEdit, UpdateStaff,
} from './commands.ts';
import { evolveStaff, initialStaffState, type StaffState } from './staff.ts';

type Existing = Extract<StaffState, { exists: true }>;

function existing(state: StaffState): Existing {
  if (!state.exists) throw new NotFoundError('Staff not found.');
  return state;
}

export function addStaff(command: AddStaff, state: StaffState): DomainEvent[] {
  if (state.exists) throw new ConflictError('Staff already exists.');
  const { staffId: _given, ...fields } = command.payload;
  return [{ type: 'StaffAdded', data: { ...fields, staffId: command.metadata.ids.staffId } }];
}

/** The change of `proposed` to the staff as it is now, as an event (none when nothing changes). */
function update(staff: EventData<'StaffAdded'>, proposed: Partial<StaffEditable>, reason: string | null, submissionId: number | null): DomainEvent[] {
  const { changes, before } = changedFields(staff as StaffEditable, proposed);
  if (Object.keys(changes).length === 0) return [];
  return [newEvent('StaffUpdated', { staffId: staff.staffId, changes, before, reason, submissionId })];
}

export function updateStaff(command: UpdateStaff, state: StaffState): DomainEvent[] {
  return update(existing(state).staff, command.payload.changes, command.payload.reason ?? null, null);
}

export function submitStaffEdit(command: SubmitStaffEdit, state: StaffState): DomainEvent[] {
  const { staff } = existing(state);
  const { actor, pools } = command.metadata;
  const { changes, before } = changedFields(staff as StaffEditable, command.payload.changes);
  if (actor.kind !== 'user' || Object.keys(changes).length === 0) throw new ValidationError({ changes: [S.nothingToSubmit] }, S.nothingToSubmit);
  return [newEvent('SubmissionCreated', {
    submissionId: drawnSubmissionId(pools), userId: actor.id, source: command.payload.source ?? null,
    objectType: 'STAFF', objectId: staff.staffId, mediaType: null, isNew: false, changes, before,
  })];
}

export function acceptStaffSubmission(command: AcceptStaffSubmission, state: StaffState): DomainEvent[] {
  const { staff } = existing(state);
  const pending = pendingSubmission(state.submissions, command.payload.submissionId);
  const part = acceptedPart(pending, command.payload.fields);
  return [
    ...update(staff, part.changes as Partial<StaffEditable>, null, pending.submissionId),
    submissionAccepted('STAFF', staff.staffId, pending, command.metadata.actor, part, command.payload.notes ?? null),
  ];
}

export function rejectStaffSubmission(command: RejectStaffSubmission, state: StaffState): DomainEvent[] {
  const pending = pendingSubmission(state.submissions, command.payload.submissionId);
  return [submissionRejected('STAFF', command.metadata.ids.staffId, pending, command.metadata.actor, command.payload.notes ?? null)];
}

export function decide(command: StaffCommand, state: StaffState): DomainEvent[] {
  switch (command.type) {
    case 'AddStaff':
      return addStaff(command, state);
    case 'UpdateStaff':
      return updateStaff(command, state);
    case 'SubmitStaffEdit':
      return submitStaffEdit(command, state);
    case 'AcceptStaffSubmission':
      return acceptStaffSubmission(command, state);
    case 'RejectStaffSubmission':
      return rejectStaffSubmission(command, state);
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled staff command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const staffDecider: Decider<StaffCommand, StaffState> = {
  initialState: initialStaffState,
  evolve: evolveStaff,
  decide,
};
