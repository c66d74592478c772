import { newEvent, type DomainEvent } from '@tsuzuki/events';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Decider } from '../../framework/command.ts';
import {
  SUBMISSION_MESSAGES as S,
  acceptedPart,
  changedFields,
  drawnSubmissionId,
  pendingSubmission,
  submissionAccepted,
  submissionRejected,
} from '../submissions/book.ts';
import type { PersonCommand, PersonCommands, PersonEdit, PersonKind, PersonVerb } from './kind.ts';
import { initialPersonState, personEvolve, type PersonState } from './person.ts';

/** The decider of one kind of person (ADR 43): the same rules and messages for characters and staff. */
export function personDecider<Id extends string, Fields extends object, Rec extends Fields, C extends PersonCommands<Id, Fields>>(
  kind: PersonKind<Id, Fields, Rec, C>,
): Decider<PersonCommand<C>, PersonState<Rec>> {
  type State = PersonState<Rec>;

  function existing(state: State): Extract<State, { exists: true }> {
    if (!state.exists) throw new NotFoundError(`${kind.noun} not found.`);
    return state;
  }

  /** The change of `proposed` to the record as it is now, as an event (none when nothing changes). */
  function update(record: Rec, proposed: Partial<Fields>, reason: string | null, submissionId: number | null): DomainEvent[] {
    const { changes, before } = changedFields<Fields>(record, proposed);
    if (Object.keys(changes).length === 0) return [];
    const edit: PersonEdit<Fields> = { changes, before, reason, submissionId };
    return [kind.updated(kind.idOf(record), edit)];
  }

  const verbs = {
    add(command: C['add'], state: State): DomainEvent[] {
      if (state.exists) throw new ConflictError(`${kind.noun} already exists.`);
      return [kind.added(command.payload, command.metadata.ids[kind.idField])];
    },
    update(command: C['update'], state: State): DomainEvent[] {
      return update(existing(state).record, command.payload.changes, command.payload.reason ?? null, null);
    },
    submit(command: C['submit'], state: State): DomainEvent[] {
      const { record } = existing(state);
      const { actor, pools } = command.metadata;
      const { changes, before } = changedFields<Fields>(record, command.payload.changes);
      if (actor.kind !== 'user' || Object.keys(changes).length === 0)
        throw new ValidationError({ changes: [S.nothingToSubmit] }, S.nothingToSubmit);
      return [
        newEvent('SubmissionCreated', {
          submissionId: drawnSubmissionId(pools),
          userId: actor.id,
          source: command.payload.source ?? null,
          objectType: kind.objectType,
          objectId: kind.idOf(record),
          mediaType: null,
          isNew: false,
          changes,
          before,
        }),
      ];
    },
    accept(command: C['accept'], state: State): DomainEvent[] {
      const { record } = existing(state);
      const pending = pendingSubmission(state.submissions, command.payload.submissionId);
      const part = acceptedPart(pending, command.payload.fields);
      return [
        // The book keeps a submission's changes untyped; they were this kind's fields when it was created.
        ...update(record, part.changes as Partial<Fields>, null, pending.submissionId),
        submissionAccepted(kind.objectType, kind.idOf(record), pending, command.metadata.actor, part, command.payload.notes ?? null),
      ];
    },
    reject(command: C['reject'], state: State): DomainEvent[] {
      const pending = pendingSubmission(state.submissions, command.payload.submissionId);
      const objectId = command.metadata.ids[kind.idField];
      return [submissionRejected(kind.objectType, objectId, pending, command.metadata.actor, command.payload.notes ?? null)];
    },
  };

  /** Whether `command` is the kind's command for `verb` (its type is the one the kind names). */
  const is = <V extends PersonVerb>(command: PersonCommand<C>, verb: V): command is C[V] => command.type === kind.commands[verb];

  return {
    initialState: initialPersonState,
    evolve: personEvolve(kind),
    decide(command, state) {
      if (is(command, 'add')) return verbs.add(command, state);
      if (is(command, 'update')) return verbs.update(command, state);
      if (is(command, 'submit')) return verbs.submit(command, state);
      if (is(command, 'accept')) return verbs.accept(command, state);
      if (is(command, 'reject')) return verbs.reject(command, state);
      throw new Error(`Unhandled ${kind.noun.toLowerCase()} command ${JSON.stringify(command)}`);
    },
  };
}
