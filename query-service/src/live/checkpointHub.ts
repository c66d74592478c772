import { CHECKPOINT_CHANNEL, CHECKPOINT_UNCHANGED } from '@tsuzuki/events';
import { comparePositions, followChannel, parsePosition, type LogPosition, type PgNotifications } from '@tsuzuki/event-store';

/** How soon a checkpoint announced but not yet readable (a replica replaying it, ADR 56) is looked for again. */
const REPLICA_RETRY_MS = 50;

export interface HubOptions {
  /** Streams one member may hold open in one process (tabs, apps); one more is refused. */
  perMember?: number;
  /** Streams one process holds at most. */
  total?: number;
  /** A refresh this often whatever is announced: a lost NOTIFY costs at most this long (ADR 70). */
  backstopMs?: number;
}

/** Too many streams for the member or the process: the caller answers 429 and the client polls instead. */
export class TooManyStreams extends Error {}

/** What every hub keeps of one open stream; a hub adds what its read model needs (a filter, a read position). */
export interface HubStream<W> {
  userId: number;
  /** Everything of the stream's up to here has been put in a window; null: nothing asked for yet (a new stream). */
  cursor: LogPosition | null;
  /** The window not yet taken; a new one merges into it, so a slow reader holds one window at most. */
  pending: W | null;
  wake: (() => void) | null;
  closed: boolean;
}

/**
 * What the hubs share (ADR 70, 71): the open streams of one query process for one read model, fed by the
 * checkpoints that read model announces on the process's one LISTEN connection. Each announcement costs one
 * `deliver` for every stream in the process, never one per stream; a subclass reads its rows there and `push`es a
 * window to the streams that get one. Announcements overlapping a delivery make it run once more; a lost NOTIFY is
 * made up by the LISTEN reconnect's refresh and the backstop; a checkpoint announced but not yet readable (a replica
 * behind) is looked for again shortly.
 */
export abstract class CheckpointHub<S extends HubStream<W>, W> {
  protected readonly streams = new Set<S>();
  private readonly abort = new AbortController();
  private readonly backstop: NodeJS.Timeout;
  private running: Promise<void> | null = null;
  private again = false;
  /** The furthest changed checkpoint announced: a replica that has not replayed it yet is asked again shortly. */
  private announced: LogPosition | null = null;
  private readonly perMember: number;
  private readonly total: number;
  private listening: () => void = () => undefined;
  /** Resolves once the LISTEN connection first hears checkpoints (tests wait for it before causing any). */
  readonly ready = new Promise<void>((resolve) => (this.listening = resolve));

  constructor(
    /** The read model whose checkpoints feed this hub (its name in the checkpoint announcements). */
    private readonly readModel: string,
    notifications: PgNotifications,
    options: HubOptions,
  ) {
    this.perMember = options.perMember ?? 8;
    this.total = options.total ?? 10_000;
    void followChannel(
      notifications,
      CHECKPOINT_CHANNEL,
      (payload) => this.announce(payload),
      this.abort.signal,
      // Listening again after the connection dropped: whatever was announced meanwhile is looked for now.
      () => {
        this.listening();
        this.refresh();
      },
    );
    this.backstop = setInterval(() => this.refresh(), options.backstopMs ?? 30_000);
    this.backstop.unref();
  }

  get size(): number {
    return this.streams.size;
  }

  /**
   * Reads what the serving streams are owed and pushes their windows; returns the checkpoint it read up to (null:
   * the read model has none yet), so that an announced one not yet visible is looked for again.
   */
  protected abstract deliver(serving: S[]): Promise<LogPosition | null>;

  private announce(payload: string): void {
    const [name, position, flag] = payload.split(' ');
    if (name !== this.readModel || flag === CHECKPOINT_UNCHANGED || !position) return;
    try {
      const at = parsePosition(position);
      if (!this.announced || comparePositions(at, this.announced) > 0) this.announced = at;
    } catch {
      // Not a position: refresh anyway, the table is the truth.
    }
    this.refresh();
  }

  /** Adds a stream; its first window is asked for at once. */
  protected add(stream: S): AsyncIterableIterator<W> {
    let mine = 0;
    for (const s of this.streams) if (s.userId === stream.userId) mine++;
    if (mine >= this.perMember || this.streams.size >= this.total) throw new TooManyStreams('Too many open streams.');
    this.streams.add(stream);
    this.refresh();
    const close = () => {
      stream.closed = true;
      this.streams.delete(stream);
      stream.wake?.();
    };
    // A plain iterator, not an async generator: a generator waiting for its next window could not be returned
    // (the client gone) until that window came.
    const iterator: AsyncIterableIterator<W> = {
      next: async () => {
        while (!stream.closed && !stream.pending) await new Promise<void>((resolve) => (stream.wake = resolve));
        stream.wake = null;
        const window = stream.pending;
        stream.pending = null;
        return window && !stream.closed ? { value: window, done: false } : { value: undefined, done: true };
      },
      return: () => {
        close();
        return Promise.resolve({ value: undefined, done: true });
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }

  /** Gives a stream its window, merged into the one it has not taken yet. */
  protected push(stream: S, window: W, merge: (pending: W, next: W) => W): void {
    stream.pending = stream.pending ? merge(stream.pending, window) : window;
    stream.wake?.();
  }

  /** Looks for new rows for every stream; a call while one runs makes it run once more after. */
  refresh(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.serve()
      .catch(() => {
        // The database is away: the backstop and the next announcement try again.
      })
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.refresh();
        }
      });
  }

  private async serve(): Promise<void> {
    // The streams this refresh serves: one opened while it runs waits for the next (add() asks for it), since the
    // rows read start from the cursors of these.
    const serving = [...this.streams];
    if (!serving.length) return;
    const checkpoint = await this.deliver(serving);
    // Announced but not yet visible here (a replica still replaying, ADR 56): look again shortly.
    if (checkpoint && this.announced && comparePositions(this.announced, checkpoint) > 0) {
      setTimeout(() => this.refresh(), REPLICA_RETRY_MS).unref();
    }
  }

  close(): void {
    this.abort.abort();
    clearInterval(this.backstop);
    for (const s of [...this.streams]) {
      s.closed = true;
      s.wake?.();
    }
    this.streams.clear();
  }
}

/** Per member, the earliest cursor among their streams (null: all theirs are new and want nothing before now). */
export function earliestCursors(serving: readonly HubStream<unknown>[]): Map<number, LogPosition | null> {
  const from = new Map<number, LogPosition | null>();
  for (const s of serving) {
    const known = from.get(s.userId);
    if (!s.cursor) {
      if (!from.has(s.userId)) from.set(s.userId, null);
    } else if (!known || comparePositions(s.cursor, known) < 0) from.set(s.userId, s.cursor);
  }
  return from;
}

/** Moves a stream's cursor to what was read; one past it (a replica behind the primary it last heard from) stays. */
export function advance(stream: HubStream<unknown>, to: LogPosition): void {
  if (!stream.cursor || comparePositions(to, stream.cursor) > 0) stream.cursor = to;
}

/** The lowest partition's checkpoint of a read model, as a CTE `cp(txid, pos)`: rows past it may still be joined by earlier ones. */
export const lowestCheckpoint = (schema: string) =>
  `cp AS (SELECT transaction_id AS txid, position AS pos FROM ${schema}.checkpoint ORDER BY 1, 2 LIMIT 1)`;
