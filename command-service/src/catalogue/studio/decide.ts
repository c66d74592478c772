import { newEvent, type DomainEvent, type StudioEditable } from '@tsuzuki/events';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { Decider } from '../../framework/command.ts';
import { changedFields } from '../submissions/book.ts';
import type { AddStudio, StudioCommand, UpdateStudio } from './commands.ts';
import { evolveStudio, initialStudioState, type StudioState } from './studio.ts';

export function addStudio(command: AddStudio, state: StudioState): DomainEvent[] {
  if (state.exists) throw new ConflictError('Studio already exists.');
  const { studioId: _given, ...fields } = command.payload;
  return [{ type: 'StudioAdded', data: { ...fields, studioId: command.metadata.ids.studioId } }];
}

/** Only fields that really change are recorded, with what they held. */
export function updateStudio(command: UpdateStudio, state: StudioState): DomainEvent[] {
  if (!state.exists) throw new NotFoundError('Studio not found.');
  const { changes, before } = changedFields(state.studio as StudioEditable, command.payload.changes);
  if (Object.keys(changes).length === 0) return [];
  return [newEvent('StudioUpdated', { studioId: state.studio.studioId, changes, before, reason: command.payload.reason ?? null })];
}

export function decide(command: StudioCommand, state: StudioState): DomainEvent[] {
  switch (command.type) {
    case 'AddStudio':
      return addStudio(command, state);
    case 'UpdateStudio':
      return updateStudio(command, state);
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled studio command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const studioDecider: Decider<StudioCommand, StudioState> = {
  initialState: initialStudioState,
  evolve: evolveStudio,
  decide,
};
