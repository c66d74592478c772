import { MODLOG_STREAM, actorId, type Actor, type DomainEvent } from '@tsuzuki/events';
import {
  WrongExpectedVersionError,
  formatPosition,
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type StreamRead,
} from '@tsuzuki/event-store';
import type { CommandResult } from '@tsuzuki/events/commands';
import { findBadInput } from '@tsuzuki/events/validationMessages';
import { CONCURRENT_CHANGE, ConflictError, ValidationError, validationMap } from '../errors.ts';
import {
  recordsModActions,
  type AnyCommand,
  type CommandMetadata,
  type ContextReader,
  type Handled,
  type RegisteredCommand,
  type StreamView,
} from './command.ts';
import type { IdAllocator } from './ids.ts';
import {
  answerWithLog,
  appendWithModActions,
  chainEntries,
  modActionFacts,
  modLogBackoff,
  MODLOG_RETRIES,
  readModLogHead,
  withModLogTurn,
} from './modActions.ts';
import type { Reservations } from './reservations.ts';
import { StateCache, type CachedState } from './stateCache.ts';

// The HTTP contract's 200 body (events/src/commands/result.ts) and what running a command did, for the bus.
export type { CommandResult, Handled };

export interface HandlerDeps {
  store: EventStore;
  ids: IdAllocator;
  reservations: Reservations;
  clock: () => Date;
  /** Folded states of recently used streams, so that a long stream is read from where it was left. */
  states?: StateCache;
  /** Refuses an actor who may not write now (a banned member, ADR 21), before anything is allocated or written. */
  gate?: ActorGate;
}

/** Asked once per command, after validation and authorisation: throws a DomainError to refuse the actor. */
export interface ActorGate {
  check(actor: Actor, at: Date): Promise<void>;
}

export interface CommandContext {
  actor: Actor;
  commandId: string;
  correlationId?: string;
  /** When the command happened, if not now: only in-process callers set it (the seed backdates a member's past). */
  occurredAt?: Date;
}

/** A command that passed validation and authorisation: its payload and the aggregate id it names, if any. */
export interface Admitted {
  payload: Record<string, unknown>;
  /** The id in the payload (or the actor's own); undefined when the command-service allocates one. */
  given: number | undefined;
}

/** validate → authorise, and the aggregate id the payload names: what runs before any I/O. */
export function admit(spec: RegisteredCommand, raw: unknown, context: CommandContext): Admitted {
  // Text PostgreSQL cannot store faithfully is refused with the field's path, before any schema runs.
  const bad = findBadInput(raw);
  if (bad) throw new ValidationError({ [bad.path.join('.') || 'payload']: [bad.message] });
  const parsed = spec.schema.safeParse(raw);
  if (!parsed.success) throw new ValidationError(validationMap(parsed.error));
  const payload = parsed.data as Record<string, unknown>;
  spec.authorise(context.actor, payload);
  const given = (payload[spec.id.field] as number | undefined) ?? (spec.id.fromActor ? (actorId(context.actor) ?? undefined) : undefined);
  if (given === undefined && !spec.id.allocate) {
    if (spec.id.fromActor) throw new ValidationError({ [spec.id.field]: ['Required'] });
    throw new Error(`${spec.type}: payload schema must require ${spec.id.field}`);
  }
  return { payload, given };
}

/** The command decide sees, with everything impure fixed: time, actor, ids. */
export function commandOf(
  spec: RegisteredCommand,
  payload: Record<string, unknown>,
  context: CommandContext,
  id: number,
  pools: CommandMetadata['pools'],
  clock: () => Date,
): AnyCommand {
  return {
    type: spec.type,
    payload,
    metadata: {
      commandId: context.commandId,
      occurredAt: (context.occurredAt ?? clock()).toISOString(),
      actor: context.actor,
      ids: { [spec.id.field]: id },
      pools,
    },
  };
}

/** validate → authorise → ids → (reserve) → read, fold, decide, append, with one retry on a version conflict. */
export async function handleCommand(spec: RegisteredCommand, raw: unknown, context: CommandContext, deps: HandlerDeps): Promise<Handled> {
  const { payload, given } = admit(spec, raw, context);
  await deps.gate?.check(context.actor, context.occurredAt ?? deps.clock());
  const id = spec.id.allocate ? await deps.ids.allocate(spec.id.kind, context.commandId, given) : given!;
  const pools: CommandMetadata['pools'] = spec.pools ? await deps.ids.allocateBlocks(context.commandId, spec.pools(payload)) : {};
  const command = commandOf(spec, payload, context, id, pools, deps.clock);
  const stream = spec.stream(id);

  const reservation = spec.reserve?.(command) ?? null;
  let claimed = false;
  if (reservation) {
    const claim = await deps.reservations.claim(reservation.scope, reservation.key, stream);
    if (claim === 'taken') throw new ConflictError(reservation.conflict);
    claimed = claim === 'claimed';
  }
  let handled: Handled | null = null;
  try {
    handled = await withModLogTurn(spec, context.actor, deps.store, () => decideAndAppend(spec, command, stream, context, deps));
  } finally {
    if (claimed && !handled?.inLog) await deps.reservations.release(reservation!.scope, reservation!.key, stream);
  }
  if (handled.appended.length && spec.releases) {
    for (const { scope, key } of spec.releases(command, handled.appended)) await deps.reservations.release(scope, key, stream);
  }
  return handled;
}

/**
 * A retried command id gets its first answer, whatever changed since. The store's command index is the one record
 * of that, asked only when decide refuses or changes nothing (the command's own events may be why); otherwise the
 * append checks the command id itself, before the version.
 */
export async function earlierAnswer(command: AnyCommand, stream: string, store: EventStore): Promise<Handled | null> {
  const earlier = await store.findCommand(stream, command.metadata.commandId);
  if (!earlier) return null;
  const result = {
    position: formatPosition(earlier.position),
    stream,
    streamVersion: String(earlier.nextExpectedVersion),
    ids: command.metadata.ids,
    duplicate: true,
  };
  return { result, inLog: true, appended: [] };
}

/** The options of the append of a command's events, against the version its decision read. */
export function appendOptions(command: AnyCommand, context: CommandContext, version: bigint): AppendOptions {
  const { commandId, occurredAt } = command.metadata;
  return {
    expectedVersion: version < 0n ? 'no_stream' : version,
    metadata: {
      commandId,
      actorId: actorId(context.actor),
      occurredAt,
      ...(context.correlationId ? { correlationId: context.correlationId } : {}),
    },
  };
}

/** What a command answers once its events are in the log (or were already: a duplicate). */
export function appendedAnswer(command: AnyCommand, stream: string, appended: AppendResult, events: DomainEvent[]): Handled {
  const result = {
    position: formatPosition(appended.position),
    stream,
    streamVersion: String(appended.nextExpectedVersion),
    ids: command.metadata.ids,
    duplicate: appended.duplicate,
  };
  return { result, inLog: true, appended: appended.duplicate ? [] : events };
}

/**
 * read, fold, decide, append; a version conflict decides once more on the new state, then gives up. `attempt` 2
 * leaves no retry (a batch's decision was the first attempt).
 */
export async function decideAndAppend(
  spec: RegisteredCommand,
  command: AnyCommand,
  stream: string,
  context: CommandContext,
  deps: HandlerDeps,
  attempt = 1,
): Promise<Handled> {
  for (let logConflicts = 0; ; attempt++) {
    // Mod actions (ADR 19): the log's head is read before the command's stream, so that two moderators acting on one
    // object meet in both streams and the loser's chain entry is refused with its events.
    const modLog = recordsModActions(spec, context.actor) ? await readModLogHead(deps.store) : null;
    const { read, state } = await currentState(spec, stream, deps);
    let events: DomainEvent[];
    let decisionContext: unknown;
    try {
      decisionContext = spec.context ? await spec.context(command, contextReader(deps), state) : undefined;
      events = spec.decider.decide(command, state, decisionContext);
    } catch (err) {
      const answer = await earlierAnswer(command, stream, deps.store);
      if (answer) return answer;
      throw err;
    }
    if (events.length === 0)
      return (await earlierAnswer(command, stream, deps.store)) ?? unchangedAnswer(command, read, stream, deps.store);
    const facts = modLog ? modActionFacts(spec, command, events, state, decisionContext) : [];
    try {
      if (facts.length) {
        const chain = chainEntries(facts, modLog!, command);
        const { own, log } = await appendWithModActions(
          deps.store,
          stream,
          events,
          appendOptions(command, context, read.version),
          chain,
          modLog!,
        );
        return answerWithLog(appendedAnswer(command, stream, own, [...events, ...chain]), log);
      }
      return appendedAnswer(
        command,
        stream,
        await deps.store.append(stream, events, appendOptions(command, context, read.version)),
        events,
      );
    } catch (err) {
      if (!(err instanceof WrongExpectedVersionError)) throw err;
      // Only the mod-action log moved (another process's moderator): nothing about this object changed, so decide
      // again, a bounded number of times, without spending the one retry a conflict on the object gets.
      if (err.stream === MODLOG_STREAM && ++logConflicts <= MODLOG_RETRIES) {
        attempt--;
        await modLogBackoff(logConflicts);
        continue;
      }
      // The stream moved between read and append: decide once more on the new state, then give up.
      if (attempt >= 2) throw new ConflictError(CONCURRENT_CHANGE);
    }
  }
}

const fold = (spec: RegisteredCommand, state: unknown, events: readonly DomainEvent[]) =>
  spec.decider.fold ? spec.decider.fold(state, events) : events.reduce((s, e) => spec.decider.evolve(s, e), state);

/** The stream's events for evolve; `occurredAt` rides along for aggregates that keep time (a list's merge window). */
const asDomainEvents = (read: StreamRead) =>
  read.events.map((e) => ({ type: e.type, data: e.data, occurredAt: e.metadata.occurredAt }) as DomainEvent);

/**
 * The stream's state now: folded from the cached state at its version plus the events appended since, or from
 * the start. `read` is the stream's version and its last event (what `unchanged` answers with).
 */
async function currentState(spec: RegisteredCommand, stream: string, deps: HandlerDeps): Promise<{ read: StreamRead; state: unknown }> {
  const cached = deps.states?.get(stream);
  return foldedState(spec, stream, await deps.store.readStream(stream, cached?.version), cached, deps.states);
}

/**
 * A stream's state from what was read of it: its whole history (`cached` undefined), or the events after the
 * version of `cached`, a fold taken from `states` before the read. `states` then holds the newer fold.
 */
export function foldedState(
  spec: RegisteredCommand,
  stream: string,
  read: StreamRead,
  cached: CachedState | undefined,
  states?: StateCache,
): { read: StreamRead; state: unknown } {
  if (cached) {
    const state = read.events.length ? fold(spec, cached.state, asDomainEvents(read)) : cached.state;
    if (read.events.length) states?.set(stream, { version: read.version, state, last: read.events.at(-1)! });
    return { read: { version: read.version, events: read.events.length ? read.events : [cached.last] }, state };
  }
  const state = fold(spec, spec.decider.initialState, asDomainEvents(read));
  if (read.events.length) states?.set(stream, { version: read.version, state, last: read.events.at(-1)! });
  return { read, state };
}

/**
 * Folded context states by view, then stream: a context stream is read from where its cached fold stopped, like
 * the command's own stream (a member's list of thousands of events is read once per process, then its tail).
 */
const contextStates = new WeakMap<StreamView<unknown>, StateCache>();

/** How decisions read other streams: `store` may be one that gathers the reads of many decisions (a batch). */
export function contextReader(deps: {
  store: Pick<EventStore, 'readStream' | 'readStreams'>;
  reservations: Pick<Reservations, 'holders'>;
}): ContextReader {
  const { store } = deps;
  const foldView = <S>(view: StreamView<S>, state: S, read: StreamRead) =>
    view.fold ? view.fold(state, asDomainEvents(read)) : asDomainEvents(read).reduce((s, e) => view.evolve(s, e), state);
  const cacheOf = (view: StreamView<unknown>) => {
    let cache = contextStates.get(view);
    if (!cache) contextStates.set(view, (cache = new StateCache(500)));
    return cache;
  };
  const remember = <S>(view: StreamView<S>, stream: string, read: StreamRead, state: S) => {
    if (read.events.length) cacheOf(view as StreamView<unknown>).set(stream, { version: read.version, state, last: read.events.at(-1)! });
  };
  return {
    async state<S>(stream: string, view: StreamView<S>) {
      const cached = cacheOf(view as StreamView<unknown>).get(stream);
      const read = await store.readStream(stream, cached?.version);
      const state = foldView(view, (cached?.state as S | undefined) ?? view.initialState, read);
      remember(view, stream, read, state);
      return state;
    },
    async states<S>(streams: readonly string[], view: StreamView<S>) {
      const reads = await store.readStreams(streams);
      return new Map([...reads].map(([name, read]) => [name, foldView(view, view.initialState, read)]));
    },
    reserved: (scope, keys) => deps.reservations.holders(scope, keys),
  };
}

/**
 * A command that changes nothing appends nothing. It still answers 200 with the stream's current version
 * and the position of the stream's last event: a reader waiting for that position sees the current state.
 */
export async function unchangedAnswer(command: AnyCommand, read: StreamRead, stream: string, store: EventStore): Promise<Handled> {
  const last = read.events[read.events.length - 1];
  const position = last ? last.logPosition : await store.headPosition();
  const result = {
    position: formatPosition(position),
    stream,
    streamVersion: String(read.version),
    ids: command.metadata.ids,
    duplicate: false,
  };
  return { result, inLog: false, appended: [] };
}
