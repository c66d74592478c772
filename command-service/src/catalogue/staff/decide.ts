import type { DomainEvent } from '@tsuzuki/events';
import { ConflictError } from '../../errors.ts';
import type { Decider } from '../../framework/command.ts';
import type { AddStaff, StaffCommand } from './commands.ts';
import { evolveStaff, initialStaffState, type StaffState } from './staff.ts';

export function addStaff(command: AddStaff, state: StaffState): DomainEvent[] {
  if (state.exists) throw new ConflictError('Staff already exists.');
  const { staffId: _given, ...fields } = command.payload;
  return [{ type: 'StaffAdded', data: { ...fields, staffId: command.metadata.ids.staffId } }];
}

export function decide(command: StaffCommand, state: StaffState): DomainEvent[] {
  switch (command.type) {
    case 'AddStaff':
      return addStaff(command, state);
    default: {
      // One command so far: TypeScript narrows the discriminant, not the object, to never.
      const unhandled: never = command.type;
      throw new Error(`Unhandled staff command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const staffDecider: Decider<StaffCommand, StaffState> = {
  initialState: initialStaffState,
  evolve: evolveStaff,
  decide,
};
