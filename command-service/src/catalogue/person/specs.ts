import type { Actor } from '@tsuzuki/events';
import { defineCommand, type RegisteredCommand } from '../../framework/command.ts';
import { catalogueModAction } from '../modActions.ts';
import { authoriseMember, requireDataEditor } from '../submissions/book.ts';
import { editModAction, submissionModAction } from '../submissions/modActions.ts';
import { personDecider } from './decide.ts';
import type { PersonCommands, PersonKind } from './kind.ts';
import type { PersonState } from './person.ts';

/** How the command-service runs a kind's five commands (ADR 43). */
export function personCommands<Id extends string, Fields extends object, Rec extends Fields, C extends PersonCommands<Id, Fields>>(
  kind: PersonKind<Id, Fields, Rec, C>,
): RegisteredCommand[] {
  type State = PersonState<Rec>;
  // The kind's data moderators (and anime, manga and lead data moderators) edit and decide (dataRoles.ts).
  const authoriseEditor = (actor: Actor) => requireDataEditor(actor, kind.objectType);
  const common = { stream: kind.stream, decider: personDecider(kind) };
  const existingId = { field: kind.idField, kind: kind.idKind, allocate: false };
  const decision = submissionModAction(kind.objectType);
  return [
    defineCommand<C['add'], State>({
      type: kind.commands.add,
      authorise: authoriseEditor,
      id: { ...existingId, allocate: true },
      ...common,
      modAction: catalogueModAction(kind.objectType, 'CREATE'),
    }),
    defineCommand<C['update'], State>({
      type: kind.commands.update,
      authorise: authoriseEditor,
      id: existingId,
      ...common,
      modAction: editModAction(kind.objectType, kind.updatedType),
    }),
    defineCommand<C['submit'], State>({
      type: kind.commands.submit,
      authorise: authoriseMember,
      id: existingId,
      ...common,
      pools: () => ({ submission: 1 }),
    }),
    defineCommand<C['accept'], State>({
      type: kind.commands.accept,
      authorise: authoriseEditor,
      id: existingId,
      ...common,
      modAction: decision,
    }),
    defineCommand<C['reject'], State>({
      type: kind.commands.reject,
      authorise: authoriseEditor,
      id: existingId,
      ...common,
      modAction: decision,
    }),
  ];
}
