import type { DomainEvent, EventData } from '@tsuzuki/events';
import { EMPTY_BOOK, evolveBook, type SubmissionBook } from '../submissions/book.ts';

/** A staff once added, its corrections, and the members' submissions about it (ADR 22). */
export type StaffState =
  | { exists: false; submissions: SubmissionBook }
  | { exists: true; staff: EventData<'StaffAdded'>; submissions: SubmissionBook };

export const initialStaffState: StaffState = { exists: false, submissions: EMPTY_BOOK };

export function evolveStaff(state: StaffState, event: DomainEvent): StaffState {
  switch (event.type) {
    case 'StaffAdded':
      return { exists: true, staff: event.data, submissions: state.submissions };
    case 'StaffUpdated':
      return state.exists ? { ...state, staff: { ...state.staff, ...event.data.changes } } : state;
    case 'SubmissionCreated':
    case 'SubmissionAccepted':
    case 'SubmissionRejected':
      return { ...state, submissions: evolveBook(state.submissions, event) };
    default:
      return state;
  }
}
