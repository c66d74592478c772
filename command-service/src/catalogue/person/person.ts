import type { DomainEvent } from '@tsuzuki/events';
import { EMPTY_BOOK, evolveBook, type SubmissionBook } from '../submissions/book.ts';

/** A person once added, its corrections, and the members' submissions about it (ADR 22). */
export type PersonState<Rec> = { exists: false; submissions: SubmissionBook } | { exists: true; record: Rec; submissions: SubmissionBook };

export const initialPersonState = { exists: false, submissions: EMPTY_BOOK } as const;

/** A kind's evolve: its added and update events, and the submission events of its stream. */
export function personEvolve<Rec, Fields>(kind: {
  addedOf(e: DomainEvent): Rec | null;
  changesOf(e: DomainEvent): Partial<Fields> | null;
}) {
  return (state: PersonState<Rec>, event: DomainEvent): PersonState<Rec> => {
    const added = kind.addedOf(event);
    if (added) return { exists: true, record: added, submissions: state.submissions };
    const changes = kind.changesOf(event);
    if (changes) return state.exists ? { ...state, record: { ...state.record, ...changes } } : state;
    switch (event.type) {
      case 'SubmissionCreated':
      case 'SubmissionAccepted':
      case 'SubmissionRejected':
        return { ...state, submissions: evolveBook(state.submissions, event) };
      default:
        return state;
    }
  };
}
