import { z } from 'zod';
import { Id, CharacterAdded, characterStream } from '@tsuzuki/events';
import { defineCommand, type Command } from '../../framework/command.ts';
import { authoriseCatalogueEdit } from '../authorise.ts';
import type { CharacterState } from './character.ts';
import { characterDecider } from './decide.ts';

// The payload is the event data; the id may be left to the command-service.
export const AddCharacterPayload = CharacterAdded.schema.extend({ characterId: Id.optional() });

export type AddCharacter = Command<'AddCharacter', z.infer<typeof AddCharacterPayload>, { characterId: number }>;
export type CharacterCommand = AddCharacter;

export const characterCommands = [
  defineCommand<AddCharacter, CharacterState>({
    type: 'AddCharacter',
    schema: AddCharacterPayload,
    authorise: authoriseCatalogueEdit,
    id: { field: 'characterId', kind: 'character', allocate: true },
    stream: characterStream,
    decider: characterDecider,
  }),
];
