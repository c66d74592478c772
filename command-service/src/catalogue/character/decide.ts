import type { DomainEvent } from '@tsuzuki/events';
import { ConflictError } from '../../errors.ts';
import type { Decider } from '../../framework/command.ts';
import type { AddCharacter, CharacterCommand } from './commands.ts';
import { evolveCharacter, initialCharacterState, type CharacterState } from './character.ts';

export function addCharacter(command: AddCharacter, state: CharacterState): DomainEvent[] {
  if (state.exists) throw new ConflictError('Character already exists.');
  const { characterId: _given, ...fields } = command.payload;
  return [{ type: 'CharacterAdded', data: { ...fields, characterId: command.metadata.ids.characterId } }];
}

export function decide(command: CharacterCommand, state: CharacterState): DomainEvent[] {
  switch (command.type) {
    case 'AddCharacter':
      return addCharacter(command, state);
    default: {
      // One command so far: TypeScript narrows the discriminant, not the object, to never.
      const unhandled: never = command.type;
      throw new Error(`Unhandled character command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const characterDecider: Decider<CharacterCommand, CharacterState> = {
  initialState: initialCharacterState,
  evolve: evolveCharacter,
  decide,
};
