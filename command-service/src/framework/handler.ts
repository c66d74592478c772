import {
  WrongExpectedVersionError, actorId, formatPosition, type Actor, type DomainEvent, type EventStore, type StreamRead,
} from '@tsuzuki/events';
import { BAD_TEXT_MESSAGE, findBadText } from '@tsuzuki/events/validationMessages';
import { CONCURRENT_CHANGE, ConflictError, ValidationError, validationMap } from '../errors.ts';
import type { AnyCommand, CommandMetadata, ContextReader, RegisteredCommand, StreamView } from './command.ts';
import type { IdAllocator } from './ids.ts';
import type { Reservations } from './reservations.ts';
import { StateCache } from './stateCache.ts';

/** The HTTP contract's 200 body. */
export interface CommandResult {
  /** "<txid>:<pos>" of the command's last event: read models at or past it show the change. */
  position: string;
  stream: string;
  streamVersion: string;
  ids: Record<string, number>;
  /** The command id had been handled before; nothing new was written. */
  duplicate: boolean;
}

export interface HandlerDeps {
  store: EventStore;
  ids: IdAllocator;
  reservations: Reservations;
  clock: () => Date;
  /** Folded states of recently used streams, so that a long stream is read from where it was left. */
  states?: StateCache;
}

export interface CommandContext {
  actor: Actor;
  commandId: string;
  correlationId?: string;
  /** When the command happened, if not now: only in-process callers set it (the seed backdates a member's past). */
  occurredAt?: Date;
}

export interface Handled {
  result: CommandResult;
  /** Events are in the log for this command (now or earlier): projections have work. */
  inLog: boolean;
  /** The events this call appended ([] for a duplicate or a command that changed nothing). */
  appended: DomainEvent[];
}

/** validate → authorise → ids → (reserve) → read, fold, decide, append, with one retry on a version conflict. */
export async function handleCommand(spec: RegisteredCommand, raw: unknown, context: CommandContext, deps: HandlerDeps): Promise<Handled> {
  // Text PostgreSQL cannot store faithfully is refused with the field's path, before any schema runs.
  const bad = findBadText(raw);
  if (bad) throw new ValidationError({ [bad.join('.') || 'payload']: [BAD_TEXT_MESSAGE] });
  const parsed = spec.schema.safeParse(raw);
  if (!parsed.success) throw new ValidationError(validationMap(parsed.error));
  const payload = parsed.data as Record<string, unknown>;
  spec.authorise(context.actor, payload);

  const given = (payload[spec.id.field] as number | undefined) ?? (spec.id.fromActor ? actorId(context.actor) ?? undefined : undefined);
  const id = spec.id.allocate ? await deps.ids.allocate(spec.id.kind, context.commandId, given) : given;
  if (id === undefined && spec.id.fromActor) throw new ValidationError({ [spec.id.field]: ['Required'] });
  if (id === undefined) throw new Error(`${spec.type}: payload schema must require ${spec.id.field}`);
  const pools: CommandMetadata['pools'] = spec.pools ? await deps.ids.allocateBlocks(context.commandId, spec.pools(payload)) : {};
  const command: AnyCommand = {
    type: spec.type,
    payload,
    metadata: { commandId: context.commandId, occurredAt: (context.occurredAt ?? deps.clock()).toISOString(), actor: context.actor, ids: { [spec.id.field]: id }, pools },
  };
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
    handled = await decideAndAppend(spec, command, stream, context, deps);
  } finally {
    if (claimed && !handled?.inLog) await deps.reservations.release(reservation!.scope, reservation!.key, stream);
  }
  if (handled.appended.length && spec.releases) {
    for (const { scope, key } of spec.releases(command, handled.appended)) await deps.reservations.release(scope, key, stream);
  }
  return handled;
}

async function decideAndAppend(spec: RegisteredCommand, command: AnyCommand, stream: string, context: CommandContext,
  deps: HandlerDeps): Promise<Handled> {
  const { ids, commandId, occurredAt } = command.metadata;
  // A retried command id gets its first answer, whatever changed since. The store's command table is the one
  // record of that, asked only when decide refuses or changes nothing (the command's own events may be why);
  // otherwise the append checks the command id itself, before the version.
  const earlierAnswer = async (): Promise<Handled | null> => {
    const earlier = await deps.store.findCommand(stream, commandId);
    if (!earlier) return null;
    const result = { position: formatPosition(earlier.position), stream, streamVersion: String(earlier.nextExpectedVersion), ids, duplicate: true };
    return { result, inLog: true, appended: [] };
  };
  for (let attempt = 1; ; attempt++) {
    const { read, state } = await currentState(spec, stream, deps);
    let events: DomainEvent[];
    try {
      const decisionContext = spec.context ? await spec.context(command, contextReader(deps), state) : undefined;
      events = spec.decider.decide(command, state, decisionContext);
    } catch (err) {
      const answer = await earlierAnswer();
      if (answer) return answer;
      throw err;
    }
    if (events.length === 0) return (await earlierAnswer()) ?? { result: await unchanged(read, stream, ids, deps.store), inLog: false, appended: [] };
    try {
      const appended = await deps.store.append(stream, events, {
        expectedVersion: read.version < 0n ? 'no_stream' : read.version,
        metadata: { commandId, actorId: actorId(context.actor), occurredAt, ...(context.correlationId ? { correlationId: context.correlationId } : {}) },
      });
      const result = {
        position: formatPosition(appended.position), stream, streamVersion: String(appended.nextExpectedVersion), ids, duplicate: appended.duplicate,
      };
      return { result, inLog: true, appended: appended.duplicate ? [] : events };
    } catch (err) {
      if (!(err instanceof WrongExpectedVersionError)) throw err;
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
  if (cached) {
    const newer = await deps.store.readStream(stream, cached.version);
    const state = newer.events.length ? fold(spec, cached.state, asDomainEvents(newer)) : cached.state;
    if (newer.events.length) deps.states!.set(stream, { version: newer.version, state, last: newer.events.at(-1)! });
    return { read: { version: newer.version, events: newer.events.length ? newer.events : [cached.last] }, state };
  }
  const read = await deps.store.readStream(stream);
  const state = fold(spec, spec.decider.initialState, asDomainEvents(read));
  if (read.events.length) deps.states?.set(stream, { version: read.version, state, last: read.events.at(-1)! });
  return { read, state };
}

/**
 * Folded context states by view, then stream: a context stream is read from where its cached fold stopped, like
 * the command's own stream (a member's list of thousands of events is read once per process, then its tail).
 */
const contextStates = new WeakMap<StreamView<unknown>, StateCache>();

function contextReader(deps: HandlerDeps): ContextReader {
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
async function unchanged(read: StreamRead, stream: string, ids: Record<string, number>, store: EventStore): Promise<CommandResult> {
  const last = read.events[read.events.length - 1];
  const position = last ? last.logPosition : await store.headPosition();
  return { position: formatPosition(position), stream, streamVersion: String(read.version), ids, duplicate: false };
}
