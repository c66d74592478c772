import type { DomainEvent } from '@tsuzuki/events';
import { ConflictError } from '../../errors.ts';
import type { Decider } from '../../framework/command.ts';
import type { AddStudio, StudioCommand } from './commands.ts';
import { evolveStudio, initialStudioState, type StudioState } from './studio.ts';

export function addStudio(command: AddStudio, state: StudioState): DomainEvent[] {
  if (state.exists) throw new ConflictError('Studio already exists.');
  const { studioId: _given, ...fields } = command.payload;
  return [{ type: 'StudioAdded', data: { ...fields, studioId: command.metadata.ids.studioId } }];
}

export function decide(command: StudioCommand, state: StudioState): DomainEvent[] {
  switch (command.type) {
    case 'AddStudio':
      return addStudio(command, state);
    default: {
      // One command so far: TypeScript narrows the discriminant, not the object, to never.
      const unhandled: never = command.type;
      throw new Error(`Unhandled studio command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const studioDecider: Decider<StudioCommand, StudioState> = {
  initialState: initialStudioState,
  evolve: evolveStudio,
  decide,
};
