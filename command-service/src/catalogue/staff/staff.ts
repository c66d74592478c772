import { newEvent, staffStream, type EventData, type StaffEditable } from '@tsuzuki/events';
import type { PersonKind } from '../person/kind.ts';
import { initialPersonState, personEvolve, type PersonState } from '../person/person.ts';
import type { AcceptStaffSubmission, AddStaff, RejectStaffSubmission, SubmitStaffEdit, UpdateStaff } from './commands.ts';

type Commands = {
  add: AddStaff;
  update: UpdateStaff;
  submit: SubmitStaffEdit;
  accept: AcceptStaffSubmission;
  reject: RejectStaffSubmission;
};

/** A staff member is a person of the catalogue (ADR 43); these are its names. */
export const STAFF: PersonKind<'staffId', StaffEditable, EventData<'StaffAdded'>, Commands> = {
  objectType: 'STAFF',
  noun: 'Staff',
  idField: 'staffId',
  idKind: 'staff',
  stream: staffStream,
  commands: {
    add: 'AddStaff',
    update: 'UpdateStaff',
    submit: 'SubmitStaffEdit',
    accept: 'AcceptStaffSubmission',
    reject: 'RejectStaffSubmission',
  },
  updatedType: 'StaffUpdated',
  addedOf: (event) => (event.type === 'StaffAdded' ? event.data : null),
  changesOf: (event) => (event.type === 'StaffUpdated' ? event.data.changes : null),
  idOf: (staff) => staff.staffId,
  added: ({ staffId: _given, ...fields }, staffId) => ({ type: 'StaffAdded', data: { ...fields, staffId } }),
  updated: (staffId, edit) => newEvent('StaffUpdated', { staffId, ...edit }),
};

export type StaffState = PersonState<EventData<'StaffAdded'>>;
export const initialStaffState: StaffState = initialPersonState;
export const evolveStaff = personEvolve(STAFF);
