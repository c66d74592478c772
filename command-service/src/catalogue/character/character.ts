import { characterStream, newEvent, type CharacterEditable, type EventData } from '@tsuzuki/events';
import type { PersonKind } from '../person/kind.ts';
import { initialPersonState, personEvolve, type PersonState } from '../person/person.ts';
import type {
  AcceptCharacterSubmission,
  AddCharacter,
  RejectCharacterSubmission,
  SubmitCharacterEdit,
  UpdateCharacter,
} from './commands.ts';

type Commands = {
  add: AddCharacter;
  update: UpdateCharacter;
  submit: SubmitCharacterEdit;
  accept: AcceptCharacterSubmission;
  reject: RejectCharacterSubmission;
};

/** A character is a person of the catalogue (ADR 43); these are its names. */
export const CHARACTER: PersonKind<'characterId', CharacterEditable, EventData<'CharacterAdded'>, Commands> = {
  objectType: 'CHARACTER',
  noun: 'Character',
  idField: 'characterId',
  idKind: 'character',
  stream: characterStream,
  commands: {
    add: 'AddCharacter',
    update: 'UpdateCharacter',
    submit: 'SubmitCharacterEdit',
    accept: 'AcceptCharacterSubmission',
    reject: 'RejectCharacterSubmission',
  },
  updatedType: 'CharacterUpdated',
  addedOf: (event) => (event.type === 'CharacterAdded' ? event.data : null),
  changesOf: (event) => (event.type === 'CharacterUpdated' ? event.data.changes : null),
  idOf: (character) => character.characterId,
  added: ({ characterId: _given, ...fields }, characterId) => ({ type: 'CharacterAdded', data: { ...fields, characterId } }),
  updated: (characterId, edit) => newEvent('CharacterUpdated', { characterId, ...edit }),
};

export type CharacterState = PersonState<EventData<'CharacterAdded'>>;
export const initialCharacterState: CharacterState = initialPersonState;
export const evolveCharacter = personEvolve(CHARACTER);
