import { newEvent, type CharacterEditable, type DomainEvent, type EventData } from '@tsuzuki/events';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Decider } from '../../framework/command.ts';
import {
  SUBMISSION_MESSAGES as S, acceptedPart, changedFields, drawnSubmissionId, pendingSubmission, submissionAccepted, submissionRejected,
} from '../submissions/book.ts';
import type {
  AcceptCharacterSubmission, AddCharacter, CharacterCommand, RejectCharacterSubmission, SubmitCharacterEdit, UpdateCharacter,
} from './commands.ts';
import { evolveCharacter, initialCharacterState, type CharacterState } from './character.ts';

type Existing = Extract<CharacterState, { exists: true }>;

function existing(state: CharacterState): Existing {
  if (!state.exists) throw new NotFoundError('Character not found.');
  return state;
}

export function addCharacter(command: AddCharacter, state: CharacterState): DomainEvent[] {
  if (state.exists) throw new ConflictError('Character already exists.');
  const { characterId: _given, ...fields } = command.payload;
  return [{ type: 'CharacterAdded', data: { ...fields, characterId: command.metadata.ids.characterId } }];
}

/** The change of `proposed` to the character as it is now, as an event (none when nothing changes). */
function update(character: EventData<'CharacterAdded'>, proposed: Partial<CharacterEditable>, reason: string | null, submissionId: number | null): DomainEvent[] {
  const { changes, before } = changedFields(character as CharacterEditable, proposed);
  if (Object.keys(changes).length === 0) return [];
  return [newEvent('CharacterUpdated', { characterId: character.characterId, changes, before, reason, submissionId })];
}

export function updateCharacter(command: UpdateCharacter, state: CharacterState): DomainEvent[] {
  return update(existing(state).character, command.payload.changes, command.payload.reason ?? null, null);
}

export function submitCharacterEdit(command: SubmitCharacterEdit, state: CharacterState): DomainEvent[] {
  const { character } = existing(state);
  const { actor, pools } = command.metadata;
  const { changes, before } = changedFields(character as CharacterEditable, command.payload.changes);
  if (actor.kind !== 'user' || Object.keys(changes).length === 0) throw new ValidationError({ changes: [S.nothingToSubmit] }, S.nothingToSubmit);
  return [newEvent('SubmissionCreated', {
    submissionId: drawnSubmissionId(pools), userId: actor.id, source: command.payload.source ?? null,
    objectType: 'CHARACTER', objectId: character.characterId, mediaType: null, isNew: false, changes, before,
  })];
}

export function acceptCharacterSubmission(command: AcceptCharacterSubmission, state: CharacterState): DomainEvent[] {
  const { character } = existing(state);
  const pending = pendingSubmission(state.submissions, command.payload.submissionId);
  const part = acceptedPart(pending, command.payload.fields);
  return [
    ...update(character, part.changes as Partial<CharacterEditable>, null, pending.submissionId),
    submissionAccepted('CHARACTER', character.characterId, pending, command.metadata.actor, part, command.payload.notes ?? null),
  ];
}

export function rejectCharacterSubmission(command: RejectCharacterSubmission, state: CharacterState): DomainEvent[] {
  const pending = pendingSubmission(state.submissions, command.payload.submissionId);
  return [submissionRejected('CHARACTER', command.metadata.ids.characterId, pending, command.metadata.actor, command.payload.notes ?? null)];
}

export function decide(command: CharacterCommand, state: CharacterState): DomainEvent[] {
  switch (command.type) {
    case 'AddCharacter':
      return addCharacter(command, state);
    case 'UpdateCharacter':
      return updateCharacter(command, state);
    case 'SubmitCharacterEdit':
      return submitCharacterEdit(command, state);
    case 'AcceptCharacterSubmission':
      return acceptCharacterSubmission(command, state);
    case 'RejectCharacterSubmission':
      return rejectCharacterSubmission(command, state);
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled character command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const characterDecider: Decider<CharacterCommand, CharacterState> = {
  initialState: initialCharacterState,
  evolve: evolveCharacter,
  decide,
};
