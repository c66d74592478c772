import type { DomainEvent, EventData } from '@tsuzuki/events';

/** A staff is created once; nothing about it changes yet, so the state only says whether it exists. */
export type StaffState = { exists: false } | { exists: true; staff: EventData<'StaffAdded'> };

export const initialStaffState: StaffState = { exists: false };

export function evolveStaff(state: StaffState, event: DomainEvent): StaffState {
  switch (event.type) {
    case 'StaffAdded':
      return { exists: true, staff: event.data };
    default:
      return state;
  }
}
