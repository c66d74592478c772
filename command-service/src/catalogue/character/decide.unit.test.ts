import { describe, it } from 'vitest';
import { ConflictError } from '../../errors.ts';
import { given, metadata } from '../../framework/testing.ts';
import { characterAdded } from '../testData.ts';
import type { AddCharacter } from './commands.ts';
import { characterDecider } from './decide.ts';

const addCharacter = (characterId: number, payloadId?: number): AddCharacter => {
  const { characterId: _id, ...data } = characterAdded(characterId);
  return {
    type: 'AddCharacter',
    payload: { ...data, ...(payloadId ? { characterId: payloadId } : {}) },
    metadata: metadata({ characterId }),
  };
};

describe('character decide', () => {
  it('AddCharacter records the character under the id from the metadata', () => {
    given(characterDecider)
      .when(addCharacter(7))
      .then([{ type: 'CharacterAdded', data: characterAdded(7) }]);
  });

  it('AddCharacter with an explicit id keeps it', () => {
    given(characterDecider)
      .when(addCharacter(9, 9))
      .then([{ type: 'CharacterAdded', data: characterAdded(9) }]);
  });

  it('AddCharacter on an existing character is a conflict', () => {
    given(characterDecider, { type: 'CharacterAdded', data: characterAdded(7) })
      .when(addCharacter(7, 7))
      .thenThrows(new ConflictError('Character already exists.'));
  });
});
