import { isDeepStrictEqual } from 'node:util';
import {
  actorId,
  newEvent,
  type Actor,
  type DomainEvent,
  type MediaType,
  type SubmissionObjectType,
  type SubmissionStatus,
} from '@tsuzuki/events';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';

// The submissions an aggregate (a media, character or staff member) holds in its own stream (ADR 22): waiting ones
// with their proposed changes, and which were decided. Accepting one and applying its change are then one append.

export const SUBMISSION_MESSAGES = {
  notFound: 'Submission not found.',
  decided: 'This submission has already been reviewed.',
  nothingToSubmit: 'Your submission does not change anything.',
  unknownField: 'These fields are not part of the submission.',
  titleRequired: 'A new entry needs a romaji title.',
} as const;

export interface PendingSubmission {
  submissionId: number;
  userId: number;
  changes: Readonly<Record<string, unknown>>;
  isNew: boolean;
  mediaType: MediaType | null;
}

export interface SubmissionBook {
  readonly pending: ReadonlyMap<number, PendingSubmission>;
  readonly decided: ReadonlyMap<number, SubmissionStatus>;
}

export const EMPTY_BOOK: SubmissionBook = { pending: new Map(), decided: new Map() };

/** The book after one event of the aggregate's stream (other events leave it as it is). */
export function evolveBook(book: SubmissionBook, event: DomainEvent): SubmissionBook {
  switch (event.type) {
    case 'SubmissionCreated': {
      const d = event.data;
      const pending = new Map(book.pending);
      pending.set(d.submissionId, {
        submissionId: d.submissionId,
        userId: d.userId,
        changes: d.changes,
        isNew: d.isNew,
        mediaType: d.mediaType,
      });
      return { ...book, pending };
    }
    case 'SubmissionAccepted':
    case 'SubmissionRejected': {
      const pending = new Map(book.pending);
      pending.delete(event.data.submissionId);
      const decided = new Map(book.decided);
      decided.set(event.data.submissionId, event.type === 'SubmissionAccepted' ? event.data.status : 'REJECTED');
      return { pending, decided };
    }
    default:
      return book;
  }
}

/** The waiting submission a decision names: not found, or already decided, is refused. */
export function pendingSubmission(book: SubmissionBook, submissionId: number): PendingSubmission {
  const pending = book.pending.get(submissionId);
  if (pending) return pending;
  if (book.decided.has(submissionId)) throw new ConflictError(SUBMISSION_MESSAGES.decided);
  throw new NotFoundError(SUBMISSION_MESSAGES.notFound);
}

// Signed-in members submit (guests are told to sign in, importers have nothing to propose); data moderators of the
// kind, and the system, edit and decide. The rules are framework/permissions.ts's.
export { requireMember as authoriseMember, requireDataEditor } from '../../framework/permissions.ts';

/**
 * The fields of `proposed` whose value differs from `current`, and what they held: the change an edit records. An
 * edit that changes nothing gives empty objects.
 */
export function changedFields<T extends object>(current: T, proposed: Partial<T>): { changes: Partial<T>; before: Partial<T> } {
  const changes: Partial<T> = {};
  const before: Partial<T> = {};
  for (const [field, value] of Object.entries(proposed) as [keyof T, T[keyof T]][]) {
    if (value === undefined || isDeepStrictEqual(current[field], value)) continue;
    changes[field] = value;
    before[field] = current[field];
  }
  return { changes, before };
}

/**
 * The part of a submission a moderator accepts: all of it, or the fields named (which must be the submission's).
 * The status says which.
 */
export function acceptedPart(
  pending: PendingSubmission,
  fields: readonly string[] | null | undefined,
): {
  changes: Record<string, unknown>;
  fields: string[];
  status: 'ACCEPTED' | 'PARTIALLY_ACCEPTED';
} {
  const all = Object.keys(pending.changes);
  if (!fields) return { changes: { ...pending.changes }, fields: all, status: 'ACCEPTED' };
  const unknown = fields.filter((f) => !all.includes(f));
  if (unknown.length) throw new ValidationError({ fields: [SUBMISSION_MESSAGES.unknownField] }, SUBMISSION_MESSAGES.unknownField);
  const chosen = all.filter((f) => fields.includes(f));
  return {
    changes: Object.fromEntries(chosen.map((f) => [f, pending.changes[f]])),
    fields: chosen,
    status: chosen.length === all.length ? 'ACCEPTED' : 'PARTIALLY_ACCEPTED',
  };
}

/** The decision events on a submission, by the command's actor. */
export function submissionAccepted(
  objectType: SubmissionObjectType,
  objectId: number,
  pending: PendingSubmission,
  actor: Actor,
  part: ReturnType<typeof acceptedPart>,
  notes: string | null,
): DomainEvent {
  return newEvent('SubmissionAccepted', {
    submissionId: pending.submissionId,
    objectType,
    objectId,
    userId: pending.userId,
    moderatorId: actorId(actor),
    notes,
    status: part.status,
    fields: part.fields,
  });
}

export function submissionRejected(
  objectType: SubmissionObjectType,
  objectId: number,
  pending: PendingSubmission,
  actor: Actor,
  notes: string | null,
): DomainEvent {
  return newEvent('SubmissionRejected', {
    submissionId: pending.submissionId,
    objectType,
    objectId,
    userId: pending.userId,
    moderatorId: actorId(actor),
    notes,
  });
}

/** The submission id the command-service drew for a new submission (the spec's `pools: { submission: 1 }`). */
export function drawnSubmissionId(pools: Partial<Record<string, number[]>>): number {
  const id = pools.submission?.[0];
  if (id === undefined) throw new Error('A submission needs an id from the submission pool');
  return id;
}
