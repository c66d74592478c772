import type { z } from 'zod';
import type { Actor, DomainEvent } from '@tsuzuki/events';

/** Everything impure a command needs, fixed by the framework before decide runs: decide stays pure. */
export interface CommandMetadata<Ids extends Record<string, number> = Record<string, number>> {
  commandId: string;
  /** ISO timestamp of the command, the events' occurredAt. */
  occurredAt: string;
  actor: Actor;
  /** The aggregate id: given in the payload or allocated by the command-service. */
  ids: Ids;
}

export interface Command<Type extends string, Payload, Ids extends Record<string, number>> {
  type: Type;
  payload: Payload;
  metadata: CommandMetadata<Ids>;
}

export type AnyCommand = Command<string, unknown, Record<string, number>>;

/** One aggregate: pure evolve and decide over its own stream. */
export interface Decider<C extends AnyCommand, S> {
  initialState: S;
  evolve(state: S, event: DomainEvent): S;
  /** The new events, or [] when the command changes nothing; throws a DomainError to refuse. */
  decide(command: C, state: S): DomainEvent[];
}

/** Counters of the command-service's id allocator, one per kind of aggregate. */
export type IdKind = 'media' | 'character' | 'staff' | 'studio' | 'tag' | 'user';

/** A value that must stay unique across streams (a tag name), held in the command-service's own table. */
export interface Reservation {
  scope: string;
  key: string;
  /** The refusal when another stream holds the key. */
  conflict: string;
}

/** How the framework runs one command type. */
export interface CommandSpec<C extends AnyCommand, S> {
  type: C['type'];
  schema: z.ZodType<C['payload']>;
  /** Throws UnauthorizedError or ForbiddenError. The payload is validated already. */
  authorise(actor: Actor, payload: C['payload']): void;
  /**
   * The payload field naming the aggregate; `allocate` draws a new id of `kind` when the payload has none;
   * `fromActor` takes the acting user's own id when the payload has none (a member's own account).
   */
  id: { field: keyof C['metadata']['ids'] & string; kind: IdKind; allocate: boolean; fromActor?: boolean };
  stream(id: number): string;
  decider: Decider<C, S>;
  reserve?(command: C): Reservation | null;
  /** Keys this stream held and no longer needs once `events` are appended (a user's old name). */
  releases?(command: C, events: DomainEvent[]): Omit<Reservation, 'conflict'>[];
}

/** A CommandSpec with its types erased, so that one registry can hold every command. */
export type RegisteredCommand = CommandSpec<AnyCommand, unknown>;

export function defineCommand<C extends AnyCommand, S>(spec: CommandSpec<C, S>): RegisteredCommand {
  return spec as unknown as RegisteredCommand;
}
