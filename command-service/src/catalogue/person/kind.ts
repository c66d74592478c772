import type { CommandName } from '@tsuzuki/events/commands';
import type { DomainEvent, EventType } from '@tsuzuki/events';
import type { Command, IdKind } from '../../framework/command.ts';

// Characters and staff are one aggregate written for two kinds of person (ADR 43): added by a data moderator,
// corrected by one, and edited by members through submissions (ADR 22). What tells them apart is a PersonKind.

/** The aggregate id of a kind, under its own field name (`characterId`). */
export type PersonIds<Id extends string> = { [K in Id]: number };

/** The edit an update event records, whatever the kind names its id. */
export interface PersonEdit<Fields> {
  changes: Partial<Fields>;
  before: Partial<Fields>;
  reason: string | null;
  submissionId: number | null;
}

/**
 * The five commands of a kind, by what they do; each kind's own command types (ContractCommand<'AddCharacter'>)
 * fit these shapes, so the generic decider reads their payloads typed.
 */
export interface PersonCommands<Id extends string, Fields> {
  add: Command<CommandName, unknown, PersonIds<Id>>;
  update: Command<CommandName, { changes: Partial<Fields>; reason?: string | null | undefined }, PersonIds<Id>>;
  submit: Command<CommandName, { changes: Partial<Fields>; source?: string | null | undefined }, PersonIds<Id>>;
  accept: Command<
    CommandName,
    { submissionId: number; fields?: string[] | null | undefined; notes?: string | null | undefined },
    PersonIds<Id>
  >;
  reject: Command<CommandName, { submissionId: number; notes?: string | null | undefined }, PersonIds<Id>>;
}

export type PersonVerb = keyof PersonCommands<string, object>;
/** Any of a kind's five commands. */
export type PersonCommand<C extends Record<PersonVerb, unknown>> = C['add'] | C['update'] | C['submit'] | C['accept'] | C['reject'];

/**
 * One kind of person: `Fields` what an editor may change, `Rec` the record its added event holds, `C` its commands.
 * The events are built here, typed by their own names; the rest of the aggregate is generic.
 */
export interface PersonKind<Id extends string, Fields extends object, Rec extends Fields, C extends PersonCommands<Id, Fields>> {
  /** The submission object type, data role and mod-action object type. */
  objectType: 'CHARACTER' | 'STAFF';
  /** How the spec's messages name it ("Character not found."). */
  noun: string;
  idField: Id;
  idKind: IdKind;
  stream(id: number): string;
  /** The command type of each verb. */
  commands: { [V in PersonVerb]: C[V]['type'] };
  /** The event type of a direct edit, for its mod action. */
  updatedType: EventType;
  /** The record an added event holds, or null for any other event. */
  addedOf(event: DomainEvent): Rec | null;
  /** The changes an update event makes, or null for any other event. */
  changesOf(event: DomainEvent): Partial<Fields> | null;
  idOf(record: Rec): number;
  /** The added event of an Add command's payload, under the id the command-service settled. */
  added(payload: C['add']['payload'], id: number): DomainEvent;
  updated(id: number, edit: PersonEdit<Fields>): DomainEvent;
}
