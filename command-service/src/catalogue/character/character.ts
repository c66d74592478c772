import type { DomainEvent, EventData } from '@tsuzuki/events';
import { EMPTY_BOOK, evolveBook, type SubmissionBook } from '../submissions/book.ts';

/** A character once added, its corrections, and the members' submissions about it (ADR 22). */
export type CharacterState =
  | { exists: false; submissions: SubmissionBook }
  | { exists: true; character: EventData<'CharacterAdded'>; submissions: SubmissionBook };

export const initialCharacterState: CharacterState = { exists: false, submissions: EMPTY_BOOK };

export function evolveCharacter(state: CharacterState, event: DomainEvent): CharacterState {
  switch (event.type) {
    case 'CharacterAdded':
      return { exists: true, character: event.data, submissions: state.submissions };
    case 'CharacterUpdated':
      return state.exists ? { ...state, character: { ...state.character, ...event.data.changes } } : state;
    case 'SubmissionCreated':
    case 'SubmissionAccepted':
    case 'SubmissionRejected':
      return { ...state, submissions: evolveBook(state.submissions, event) };
    default:
      return state;
  }
}
