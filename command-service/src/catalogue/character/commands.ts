import { z } from 'zod';
import { CharacterAdded, CharacterEditable, EditReason, Id, SubmissionNotes, characterStream, type Actor } from '@tsuzuki/events';
import { defineCommand, type Command } from '../../framework/command.ts';
import { catalogueModAction } from '../modActions.ts';
import { authoriseMember, requireDataEditor } from '../submissions/book.ts';
import { editModAction, submissionModAction } from '../submissions/modActions.ts';
import type { CharacterState } from './character.ts';
import { characterDecider } from './decide.ts';

const nonEmpty = (c: object) => Object.keys(c).length > 0;

// The payload is the event data; the id may be left to the command-service.
export const AddCharacterPayload = CharacterAdded.schema.extend({ characterId: Id.optional() });
export const UpdateCharacterPayload = z.object({
  characterId: Id, changes: CharacterEditable.partial().refine(nonEmpty, 'at least one field must change'), reason: EditReason.optional(),
});
export const SubmitCharacterEditPayload = z.object({ characterId: Id, changes: CharacterEditable.partial(), source: SubmissionNotes.optional() });
export const AcceptCharacterSubmissionPayload = z.object({
  characterId: Id, submissionId: Id, fields: z.array(z.string().max(50)).max(50).nullish(), notes: SubmissionNotes.optional(),
});
export const RejectCharacterSubmissionPayload = z.object({ characterId: Id, submissionId: Id, notes: SubmissionNotes.optional() });

type Ids = { characterId: number };
export type AddCharacter = Command<'AddCharacter', z.infer<typeof AddCharacterPayload>, Ids>;
export type UpdateCharacter = Command<'UpdateCharacter', z.infer<typeof UpdateCharacterPayload>, Ids>;
export type SubmitCharacterEdit = Command<'SubmitCharacterEdit', z.infer<typeof SubmitCharacterEditPayload>, Ids>;
export type AcceptCharacterSubmission = Command<'AcceptCharacterSubmission', z.infer<typeof AcceptCharacterSubmissionPayload>, Ids>;
export type RejectCharacterSubmission = Command<'RejectCharacterSubmission', z.infer<typeof RejectCharacterSubmissionPayload>, Ids>;
export type CharacterCommand = AddCharacter | UpdateCharacter | SubmitCharacterEdit | AcceptCharacterSubmission | RejectCharacterSubmission;

/** Character data moderators (and anime, manga and lead data moderators) edit and decide (dataRoles.ts). */
const authoriseEditor = (actor: Actor) => requireDataEditor(actor, 'CHARACTER');
const common = { stream: characterStream, decider: characterDecider };
const existingId = { field: 'characterId', kind: 'character', allocate: false } as const;

export const characterCommands = [
  defineCommand<AddCharacter, CharacterState>({
    type: 'AddCharacter', schema: AddCharacterPayload, authorise: authoriseEditor, id: { field: 'characterId', kind: 'character', allocate: true },
    ...common, modAction: catalogueModAction('CHARACTER', 'CREATE'),
  }),
  defineCommand<UpdateCharacter, CharacterState>({
    type: 'UpdateCharacter', schema: UpdateCharacterPayload, authorise: authoriseEditor, id: existingId, ...common,
    modAction: editModAction('CHARACTER', 'CharacterUpdated'),
  }),
  defineCommand<SubmitCharacterEdit, CharacterState>({
    type: 'SubmitCharacterEdit', schema: SubmitCharacterEditPayload, authorise: authoriseMember, id: existingId, ...common,
    pools: () => ({ submission: 1 }),
  }),
  defineCommand<AcceptCharacterSubmission, CharacterState>({
    type: 'AcceptCharacterSubmission', schema: AcceptCharacterSubmissionPayload, authorise: authoriseEditor, id: existingId, ...common,
    modAction: submissionModAction('CHARACTER'),
  }),
  defineCommand<RejectCharacterSubmission, CharacterState>({
    type: 'RejectCharacterSubmission', schema: RejectCharacterSubmissionPayload, authorise: authoriseEditor, id: existingId, ...common,
    modAction: submissionModAction('CHARACTER'),
  }),
];
