import { type DomainEvent } from '@tsuzuki/events';
import { WrongExpectedVersionError, type AppendOutcome, type StreamRead } from '@tsuzuki/event-store';
import { ConflictError } from '../errors.ts';
import {
  recordsModActions,
  type AnyCommand,
  type CommandMetadata,
  type IdKind,
  type RegisteredCommand,
  type Reservation,
} from './command.ts';
import { gatheredReads } from './gatheredReads.ts';
import {
  admit,
  appendOptions,
  appendedAnswer,
  commandOf,
  contextReader,
  decideAndAppend,
  earlierAnswer,
  foldedState,
  handleCommand,
  unchangedAnswer,
  type CommandContext,
  type Handled,
  type HandlerDeps,
} from './handler.ts';

export interface BatchItem {
  spec: RegisteredCommand;
  raw: unknown;
  context: CommandContext;
}

type Settled = PromiseSettledResult<Handled>;

/** One command of a batch on its way: admitted, then given its ids, command and stream. */
interface Pending {
  index: number;
  spec: RegisteredCommand;
  context: CommandContext;
  payload: Record<string, unknown>;
  given: number | undefined;
  command?: AnyCommand;
  stream?: string;
  reservation?: Reservation | null;
  claimed?: boolean;
}
type Ready = Pending & { command: AnyCommand; stream: string };

interface Decided {
  p: Ready;
  read: StreamRead;
  events?: DomainEvent[];
  error?: unknown;
}

/**
 * Many commands with the single path's validation, authorisation, ids, reservations and decisions, but with the
 * round trips shared: one statement raises the id counters, one allocates every fresh id and pool (in batch
 * order); then per round one claim of the reservations, one read of the commands' streams, one read per step of
 * their context functions, and one appendMany. A command's refusal is its own (its entry is rejected, the others
 * go on).
 *
 * The answers are what each command would have answered had it been sent on its own at the same moment: commands
 * of one batch do not see each other's events, except that commands naming the same stream or claiming the same
 * reserved key are decided in turn (a later round), and that a command the single path must run (a moderator's)
 * runs at its place, after the commands before it. A command whose append is refused in the batch (the stream
 * moved: a version conflict) is decided again on its own, once; a batch the store cannot append at all is run
 * command by command. Not seen in advance: keys a command gives back (a rename) are free only for later batches.
 */
export async function handleMany(items: readonly BatchItem[], deps: HandlerDeps): Promise<Settled[]> {
  const settled = new Array<Settled | undefined>(items.length);
  const reject = (p: { index: number }, reason: unknown) => void (settled[p.index] = { status: 'rejected', reason });
  const fulfil = (p: { index: number }, value: Handled) => void (settled[p.index] = { status: 'fulfilled', value });

  // Runs of commands the batch path takes, and between them the commands the single path must take, in batch
  // order: each of those runs at its place, so that ids, stream order and reservations come out as one by one.
  const segments: (Pending[] | Pending)[] = [];
  items.forEach((item, index) => {
    try {
      const { payload, given } = admit(item.spec, item.raw, item.context);
      const p: Pending = { index, spec: item.spec, context: item.context, payload, given };
      // A fresh aggregate id of a kind its pools draw from too: which id is the aggregate's is the single path's to say.
      const fresh = item.spec.id.allocate && given === undefined;
      // A moderator's command may record mod actions, whose chain (ADR 19) the single path appends.
      if ((fresh && item.spec.pools?.(payload)[item.spec.id.kind]) || recordsModActions(item.spec, item.context.actor)) segments.push(p);
      else if (Array.isArray(segments.at(-1))) (segments.at(-1) as Pending[]).push(p);
      else segments.push([p]);
    } catch (err) {
      reject({ index }, err);
    }
  });

  for (const segment of segments) {
    if (Array.isArray(segment)) {
      await handleSegment(segment, deps, settled, fulfil, reject);
    } else {
      await handleCommand(segment.spec, items[segment.index]!.raw, segment.context, deps).then(
        (h) => fulfil(segment, h),
        (err: unknown) => reject(segment, err),
      );
    }
  }
  return settled as Settled[];
}

/** ids for the whole run, then its rounds. */
async function handleSegment(
  pending: Pending[],
  deps: HandlerDeps,
  settled: (Settled | undefined)[],
  fulfil: (p: Ready, h: Handled) => void,
  reject: (p: Pending, reason: unknown) => void,
): Promise<void> {
  try {
    await allocate(pending, deps);
  } catch (err) {
    for (const p of pending) reject(p, err);
    return;
  }
  const ready = pending as Ready[];
  for (const p of ready) p.reservation = p.spec.reserve?.(p.command) ?? null;

  // Commands naming the same stream, or claiming the same reserved key, are decided one round after another in
  // batch order: each round claims, decides and gives back its keys before the next, as one after another would.
  const rounds: Ready[][] = [];
  const next = new Map<string, number>();
  for (const p of ready) {
    const keys = [`stream\u0000${p.stream}`, ...(p.reservation ? [`key\u0000${p.reservation.scope}\u0000${p.reservation.key}`] : [])];
    const round = Math.max(...keys.map((k) => next.get(k) ?? 0));
    for (const k of keys) next.set(k, round + 1);
    (rounds[round] ??= []).push(p);
  }
  for (const round of rounds) {
    await claim(round, deps, reject);
    await decideRound(
      round.filter((p) => !settled[p.index]),
      deps,
      fulfil,
      reject,
    );
    await Promise.all(round.map((p) => settleReservations(p, settled[p.index], deps, reject)));
  }
}

/** Explicit ids raise their counters (one statement); then fresh ids and pools come in one more, in batch order. */
async function allocate(pending: Pending[], deps: HandlerDeps): Promise<void> {
  const explicit = new Map<IdKind, number>();
  const blocks = new Map<string, Partial<Record<IdKind, number>>>();
  for (const p of pending) {
    const { kind, allocate: allocates } = p.spec.id;
    if (allocates && p.given !== undefined) explicit.set(kind, Math.max(explicit.get(kind) ?? 0, p.given));
    const wanted: Partial<Record<IdKind, number>> = { ...p.spec.pools?.(p.payload) };
    if (allocates && p.given === undefined) wanted[kind] = 1;
    // One command id, one allocation: a command sent twice in a batch gets the same ids twice, as it would alone.
    if (Object.values(wanted).some((n) => (n ?? 0) > 0) && !blocks.has(p.context.commandId)) blocks.set(p.context.commandId, wanted);
  }
  // Raised first: a fresh id must not be drawn below an explicit id of the same batch (it would name its stream).
  await deps.ids.raise(explicit);
  const got = blocks.size
    ? await deps.ids.allocateBlocksMany([...blocks].map(([commandId, b]) => ({ commandId, blocks: b })))
    : new Map<string, Partial<Record<IdKind, number[]>>>();
  for (const p of pending) {
    const { kind, allocate: allocates, field } = p.spec.id;
    const mine = got.get(p.context.commandId) ?? {};
    const id = allocates && p.given === undefined ? mine[kind]?.[0] : p.given;
    if (id === undefined) throw new Error(`${p.spec.type}: no ${field} allocated`);
    const pools: CommandMetadata['pools'] = {};
    for (const k of Object.keys(p.spec.pools?.(p.payload) ?? {}) as IdKind[]) if (mine[k]) pools[k] = mine[k];
    p.command = commandOf(p.spec, p.payload, p.context, id, pools, deps.clock);
    p.stream = p.spec.stream(id);
  }
}

/** Every reservation of a round in one statement; a key another stream holds refuses its command alone. */
async function claim(round: Ready[], deps: HandlerDeps, reject: (p: Pending, reason: unknown) => void): Promise<void> {
  const reserving = round.filter((p) => p.reservation);
  if (reserving.length === 0) return;
  let claims;
  try {
    claims = await deps.reservations.claimMany(
      reserving.map((p) => ({ scope: p.reservation!.scope, key: p.reservation!.key, stream: p.stream })),
    );
  } catch (err) {
    for (const p of reserving) reject(p, err);
    return;
  }
  reserving.forEach((p, i) => {
    if (claims[i] === 'taken') reject(p, new ConflictError(p.reservation!.conflict));
    p.claimed = claims[i] === 'claimed';
  });
}

/** One read of the round's streams, their contexts read together, each decided, one appendMany. */
async function decideRound(
  round: Ready[],
  deps: HandlerDeps,
  fulfil: (p: Ready, h: Handled) => void,
  reject: (p: Ready, reason: unknown) => void,
): Promise<void> {
  const alone = (p: Ready, attempt: number) =>
    decideAndAppend(p.spec, p.command, p.stream, p.context, deps, attempt).then(
      (h) => fulfil(p, h),
      (err: unknown) => reject(p, err),
    );
  const cached = new Map(round.map((p) => [p.stream, deps.states?.get(p.stream)]));
  let reads;
  try {
    const after = new Map([...cached].flatMap(([stream, c]) => (c ? [[stream, c.version] as const] : [])));
    reads = await deps.store.readStreams(
      round.map((p) => p.stream),
      after,
    );
  } catch {
    await Promise.all(round.map((p) => alone(p, 1)));
    return;
  }
  const reader = contextReader({ store: gatheredReads(deps.store), reservations: deps.reservations });
  const decided = await Promise.all(
    round.map(async (p): Promise<Decided> => {
      const { read, state } = foldedState(p.spec, p.stream, reads.get(p.stream)!, cached.get(p.stream), deps.states);
      try {
        const context = p.spec.context ? await p.spec.context(p.command, reader, state) : undefined;
        return { p, read, events: p.spec.decider.decide(p.command, state, context) };
      } catch (error) {
        return { p, read, error };
      }
    }),
  );

  // Refused, or nothing to change: the command's earlier answer if it was appended before, as on its own.
  await Promise.all(
    decided
      .filter((d) => !d.events?.length)
      .map(async ({ p, read, events, error }) => {
        try {
          const answer =
            (await earlierAnswer(p.command, p.stream, deps.store)) ??
            (events ? await unchangedAnswer(p.command, read, p.stream, deps.store) : null);
          if (answer) fulfil(p, answer);
          else reject(p, error);
        } catch (err) {
          reject(p, err);
        }
      }),
  );

  const writing = decided.filter((d): d is Decided & { events: DomainEvent[] } => !!d.events?.length);
  if (writing.length === 0) return;
  let outcomes: AppendOutcome[] | null = null;
  try {
    outcomes = await deps.store.appendMany(
      writing.map(({ p, read, events }) => ({
        stream: p.stream,
        events,
        options: appendOptions(p.command, p.context, read.version),
      })),
    );
  } catch {
    // Not appendable as a batch (an event the store refuses, a lost connection): each command on its own says why.
  }
  await Promise.all(
    writing.map(async ({ p, events }, k) => {
      const outcome = outcomes?.[k];
      if (!outcome) return alone(p, 1);
      // The stream moved since the batch read it: decide once more on its own, as the single path's retry.
      if (outcome instanceof WrongExpectedVersionError) return alone(p, 2);
      fulfil(p, appendedAnswer(p.command, p.stream, outcome, events));
    }),
  );
}

/** As the single path: a claim is given back when its command wrote nothing; a write may free keys it held. */
async function settleReservations(
  p: Ready,
  outcome: Settled | undefined,
  deps: HandlerDeps,
  reject: (p: Ready, reason: unknown) => void,
): Promise<void> {
  const handled = outcome?.status === 'fulfilled' ? outcome.value : null;
  try {
    if (p.claimed && !handled?.inLog) await deps.reservations.release(p.reservation!.scope, p.reservation!.key, p.stream);
    if (handled?.appended.length && p.spec.releases) {
      for (const { scope, key } of p.spec.releases(p.command, handled.appended)) await deps.reservations.release(scope, key, p.stream);
    }
  } catch (err) {
    reject(p, err);
  }
}
