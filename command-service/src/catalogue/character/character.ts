import type { DomainEvent, EventData } from '@tsuzuki/events';

/** A character is created once; nothing about it changes yet, so the state only says whether it exists. */
export type CharacterState = { exists: false } | { exists: true; character: EventData<'CharacterAdded'> };

export const initialCharacterState: CharacterState = { exists: false };

export function evolveCharacter(state: CharacterState, event: DomainEvent): CharacterState {
  switch (event.type) {
    case 'CharacterAdded':
      return { exists: true, character: event.data };
    default:
      return state;
  }
}
