import type { z } from 'zod';
import type { Actor, DomainEvent, ModActionKind, ModObjectType } from '@tsuzuki/events';
import { COMMAND_PAYLOADS, type CommandName, type CommandPayload, type CommandResult } from '@tsuzuki/events/commands';
import { isModerator } from './permissions.ts';

/** Everything impure a command needs, fixed by the framework before decide runs: decide stays pure. */
export interface CommandMetadata<Ids extends Record<string, number> = Record<string, number>> {
  commandId: string;
  /** ISO timestamp of the command, the events' occurredAt. */
  occurredAt: string;
  actor: Actor;
  /** The aggregate id: given in the payload or allocated by the command-service. */
  ids: Ids;
  /**
   * Fresh ids the command may give to what it creates (list entries, activities), as many of each kind as its
   * spec's `pools` asked for; decide takes them in order and leaves the rest unused.
   */
  pools: Partial<Record<IdKind, number[]>>;
}

export interface Command<Type extends string, Payload, Ids extends Record<string, number>> {
  type: Type;
  payload: Payload;
  metadata: CommandMetadata<Ids>;
}

export type AnyCommand = Command<string, unknown, Record<string, number>>;

/** A command of the HTTP contract (events/src/commands): its payload is what the contract's schema parses to. */
export type ContractCommand<N extends CommandName, Ids extends Record<string, number>> = Command<N, CommandPayload<N>, Ids>;

/** One aggregate: pure evolve and decide over its own stream. */
export interface Decider<C extends AnyCommand, S, Ctx = undefined> {
  initialState: S;
  evolve(state: S, event: DomainEvent): S;
  /**
   * Several events at once, as `evolve` one by one would: an aggregate whose state is a large collection (a
   * member's list) copies it once per fold instead of once per event. Must not change `state`.
   */
  fold?(state: S, events: readonly DomainEvent[]): S;
  /** The new events, or [] when the command changes nothing; throws a DomainError to refuse. */
  decide(command: C, state: S, context: Ctx): DomainEvent[];
}

/** Counters of the command-service's id allocator, one per kind of aggregate. */
export type IdKind =
  | 'media'
  | 'character'
  | 'staff'
  | 'studio'
  | 'tag'
  | 'user'
  | 'mediaListEntry'
  | 'activity'
  | 'activityReply'
  | 'review'
  | 'recommendation'
  | 'thread'
  | 'threadComment'
  | 'report'
  | 'modNote'
  | 'ban'
  | 'submission'
  | 'announcement'
  | 'mediaTagProposal';

/**
 * A way to fold a stream for a decision: an aggregate's evolve, or a narrower view of the same events (the list
 * activities a member's list stream created). `fold`, when given, folds a batch with one copy of a large state.
 */
export interface StreamView<S> {
  initialState: S;
  evolve(state: S, event: DomainEvent): S;
  fold?(state: S, events: readonly DomainEvent[]): S;
}

/** How a command's spec reads other streams it needs to decide but does not write (read-only context). */
export interface ContextReader {
  /** The state of one stream, folded with an aggregate's evolve (or a view's fold). */
  state<S>(stream: string, view: StreamView<S>): Promise<S>;
  /** The states of several streams of one kind, read in one round trip. */
  states<S>(streams: readonly string[], view: StreamView<S>): Promise<Map<string, S>>;
  /** The streams holding these keys of a reservation scope (a user name → `user-<id>`); absent keys are free. */
  reserved(scope: string, keys: readonly string[]): Promise<Map<string, string>>;
}

/** A value that must stay unique across streams (a tag name), held in the command-service's own table. */
export interface Reservation {
  scope: string;
  key: string;
  /** The refusal when another stream holds the key. */
  conflict: string;
}

/**
 * A moderator's action as a command's spec describes it (ADR 19); the framework adds who, when and the chain.
 * `data` is a little JSON context (excerpts, the role, the fields changed), never a copy of the content.
 */
export interface ModActionFact {
  action: ModActionKind;
  objectType: ModObjectType;
  objectId: number;
  /** The member the action is about: the author of what was deleted, the member whose role changed. */
  subjectUserId?: number | null;
  data?: Record<string, unknown>;
  reason?: string | null;
}

/**
 * The payload field naming the aggregate; `allocate` draws a new id of `kind` when the payload has none;
 * `fromActor` takes the acting user's own id when the payload has none (a member's own account).
 */
export interface IdSpec {
  field: string;
  kind: IdKind;
  allocate: boolean;
  fromActor?: boolean;
}

/** How the framework runs one command type, but for its payload schema. */
export interface CommandHandlerSpec<C extends AnyCommand, S, Ctx = undefined> {
  type: C['type'];
  /** Throws UnauthorizedError or ForbiddenError. The payload is validated already. */
  authorise(actor: Actor, payload: C['payload']): void;
  /** Its field is one of the command's ids, checked where the spec is defined (OwnIds). */
  id: IdSpec;
  stream(id: number): string;
  decider: Decider<C, S, Ctx>;
  /**
   * What decide needs from other aggregates (the member's settings, the media's episode count), read before each
   * decision. It is not locked: another aggregate may change right after, as it may right before.
   */
  context?(command: C, read: ContextReader, state: S): Promise<Ctx>;
  /** How many fresh ids of each kind decide may need (allocated once per command id, so a retry gets the same). */
  pools?(payload: C['payload']): Partial<Record<IdKind, number>>;
  reserve?(command: C): Reservation | null;
  /** Keys this stream held and no longer needs once `events` are appended (a user's old name). */
  releases?(command: C, events: DomainEvent[]): Omit<Reservation, 'conflict'>[];
  /**
   * The mod actions `events` are, when the actor acted as a moderator (deleting another member's activity; not a
   * moderator deleting their own): the framework appends them to the mod-action log in the same append (ADR 19).
   * `state` and `context` are what decide saw. Asked only when the actor holds a moderator role.
   */
  modAction?(command: C, events: DomainEvent[], state: S, context: Ctx): ModActionFact | ModActionFact[] | null;
}

/** How the framework runs one command type. */
export interface CommandSpec<C extends AnyCommand, S, Ctx = undefined> extends CommandHandlerSpec<C, S, Ctx> {
  schema: z.ZodType<C['payload']>;
}

/** What running one command did. */
export interface Handled {
  result: CommandResult;
  /** Events are in the log for this command (now or earlier): projections have work. */
  inLog: boolean;
  /** The events this call appended ([] for a duplicate or a command that changed nothing). */
  appended: DomainEvent[];
}

/** Whether this command, sent by this actor, may record mod actions: the spec has some and the actor is a moderator. */
export function recordsModActions(spec: RegisteredCommand, actor: Actor): boolean {
  return !!spec.modAction && isModerator(actor);
}

/** A CommandSpec with its types erased, so that one registry can hold every command. */
export type RegisteredCommand = CommandSpec<AnyCommand, unknown, unknown>;

/**
 * `id.field` must name one of the command's ids. Checked here rather than in CommandHandlerSpec: a key type there
 * would make a spec invariant in its command, and the registry could not hold every command's spec without a cast.
 */
type OwnIds<C extends AnyCommand> = { id: { field: keyof C['metadata']['ids'] & string } };

// The registry holds specs with their types erased (RegisteredCommand). That is sound because it only ever hands a
// spec the payload its own schema parsed, and decide's command is built from that payload (handler.ts commandOf);
// methods compare bivariantly, so a typed spec stands for an erased one without a cast.

/** A command of the HTTP contract: its schema is the contract's (events/src/commands), never written twice. */
export function defineCommand<C extends AnyCommand & { type: CommandName }, S, Ctx = undefined>(
  spec: CommandHandlerSpec<C, S, Ctx> & OwnIds<C>,
): RegisteredCommand {
  const erased: CommandHandlerSpec<AnyCommand, unknown, unknown> = spec;
  return { ...erased, schema: COMMAND_PAYLOADS[spec.type] };
}

/** A command outside the HTTP contract (sign-up, which only the auth routes run), with a schema of its own. */
export function defineInternalCommand<C extends AnyCommand, S, Ctx = undefined>(
  spec: CommandSpec<C, S, Ctx> & OwnIds<C>,
): RegisteredCommand {
  const erased: CommandHandlerSpec<AnyCommand, unknown, unknown> = spec;
  return { ...erased, schema: spec.schema };
}
