import { characterStream, type Actor } from '@tsuzuki/events';
import { defineCommand } from '../../framework/command.ts';
import { catalogueModAction } from '../modActions.ts';
import { authoriseMember, requireDataEditor } from '../submissions/book.ts';
import { editModAction, submissionModAction } from '../submissions/modActions.ts';
import type { CharacterState } from './character.ts';
import type {
  AcceptCharacterSubmission, AddCharacter, RejectCharacterSubmission, SubmitCharacterEdit, UpdateCharacter,
} from './commands.ts';
import { characterDecider } from './decide.ts';

/** Character data moderators (and anime, manga and lead data moderators) edit and decide (dataRoles.ts). */
const authoriseEditor = (actor: Actor) => requireDataEditor(actor, 'CHARACTER');
const common = { stream: characterStream, decider: characterDecider };
const existingId = { field: 'characterId', kind: 'character', allocate: false } as const;

export const characterCommands = [
  defineCommand<AddCharacter, CharacterState>({
    type: 'AddCharacter', authorise: authoriseEditor, id: { field: 'characterId', kind: 'character', allocate: true },
    ...common, modAction: catalogueModAction('CHARACTER', 'CREATE'),
  }),
  defineCommand<UpdateCharacter, CharacterState>({
    type: 'UpdateCharacter', authorise: authoriseEditor, id: existingId, ...common,
    modAction: editModAction('CHARACTER', 'CharacterUpdated'),
  }),
  defineCommand<SubmitCharacterEdit, CharacterState>({
    type: 'SubmitCharacterEdit', authorise: authoriseMember, id: existingId, ...common,
    pools: () => ({ submission: 1 }),
  }),
  defineCommand<AcceptCharacterSubmission, CharacterState>({
    type: 'AcceptCharacterSubmission', authorise: authoriseEditor, id: existingId, ...common,
    modAction: submissionModAction('CHARACTER'),
  }),
  defineCommand<RejectCharacterSubmission, CharacterState>({
    type: 'RejectCharacterSubmission', authorise: authoriseEditor, id: existingId, ...common,
    modAction: submissionModAction('CHARACTER'),
  }),
];
