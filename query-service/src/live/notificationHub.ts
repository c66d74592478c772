import { CHECKPOINT_CHANNEL, CHECKPOINT_UNCHANGED } from '@tsuzuki/events';
import {
  comparePositions,
  followChannel,
  formatPosition,
  parsePosition,
  type LogPosition,
  type PgNotifications,
} from '@tsuzuki/event-store';
import type { Queryable } from '../db/queryable.ts';
import { T } from '../db/sql.ts';

/** How soon a checkpoint announced but not yet readable (a replica replaying it, ADR 56) is looked for again. */
const REPLICA_RETRY_MS = 50;

/**
 * What one open stream is told: the notifications projected for its member since the last window (ids, in log
 * order) and the log position up to which it now has everything, its resume token (ADR 70).
 */
export interface NotificationWindow {
  userId: number;
  position: string;
  ids: number[];
}

export interface NotificationHubOptions {
  /** Streams one member may hold open in one process (tabs, apps); one more is refused. */
  perMember?: number;
  /** Streams one process holds at most. */
  total?: number;
  /** A refresh this often whatever is announced: a lost NOTIFY costs at most this long (ADR 70). */
  backstopMs?: number;
}

/** Too many streams for the member or the process: the caller answers 429 and the client polls instead. */
export class TooManyStreams extends Error {}

interface Stream {
  userId: number;
  /** Everything of the member's up to here has been put in a window; null: nothing asked for yet (a new stream). */
  cursor: LogPosition | null;
  /** The member's read-up-to position (inbox) last told: a read in another tab changes the count. */
  readAt: string | null | undefined;
  /** The window not yet taken; a new one merges into it, so a slow reader holds one window at most. */
  pending: NotificationWindow | null;
  wake: (() => void) | null;
  closed: boolean;
}

const NOTIFICATIONS = 'notifications';

interface RefreshRow {
  user_id: number;
  cp_txid: string;
  cp_pos: string;
  read_txid: string | null;
  read_pos: string | null;
  id: number | null;
  txid: string | null;
  pos: string | null;
}

/**
 * One per query process: the members' open notification streams, fed by the checkpoints the notifications
 * projection announces on the process's one LISTEN connection. Each announcement costs one query for every stream
 * in the process (their new rows since each one's cursor, and their read positions), never one per stream; only
 * the streams that get a window then resolve it (the count and the notifications' fields) for their own member.
 * Every process listens for itself, so a stream is fed wherever the balancer sent it.
 */
export class NotificationHub {
  private readonly streams = new Set<Stream>();
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
    private readonly db: Queryable,
    notifications: PgNotifications,
    options: NotificationHubOptions = {},
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

  private announce(payload: string): void {
    const [name, position, flag] = payload.split(' ');
    if (name !== NOTIFICATIONS || flag === CHECKPOINT_UNCHANGED || !position) return;
    try {
      const at = parsePosition(position);
      if (!this.announced || comparePositions(at, this.announced) > 0) this.announced = at;
    } catch {
      // Not a position: refresh anyway, the table is the truth.
    }
    this.refresh();
  }

  /**
   * A member's stream from `after` on (null: from now). Its first window comes at once, with what was projected
   * after `after`, so that a reconnect resumes where the last one stopped: nothing missed, nothing twice.
   */
  open(userId: number, after: LogPosition | null): AsyncIterableIterator<NotificationWindow> {
    let mine = 0;
    for (const s of this.streams) if (s.userId === userId) mine++;
    if (mine >= this.perMember || this.streams.size >= this.total) throw new TooManyStreams('Too many open streams.');
    const stream: Stream = { userId, cursor: after, readAt: undefined, pending: null, wake: null, closed: false };
    this.streams.add(stream);
    this.refresh();
    const close = () => {
      stream.closed = true;
      this.streams.delete(stream);
      stream.wake?.();
    };
    // A plain iterator, not an async generator: a generator waiting for its next window could not be returned
    // (the client gone) until that window came.
    const iterator: AsyncIterableIterator<NotificationWindow> = {
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

  /** Looks for new rows for every stream; a call while one runs makes it run once more after. */
  refresh(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliver()
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

  private async deliver(): Promise<void> {
    // The streams this refresh serves: one opened while it runs waits for the next (open() asks for it), since the
    // rows read here start from the cursors of these.
    const serving = [...this.streams];
    if (!serving.length) return;
    // Per member, the earliest cursor among their streams: one row set serves all their tabs. A new stream without
    // `after` (null) wants nothing before the checkpoint; null stands for the member only when all theirs are new.
    const from = new Map<number, LogPosition | null>();
    for (const s of serving) {
      const known = from.get(s.userId);
      if (!s.cursor) {
        if (!from.has(s.userId)) from.set(s.userId, null);
      } else if (!known || comparePositions(s.cursor, known) < 0) from.set(s.userId, s.cursor);
    }
    const users = [...from.keys()];
    const cursors = users.map((u) => from.get(u) ?? null);
    // The lowest partition's checkpoint bounds what is complete: rows past it may still be joined by earlier ones.
    const { rows } = await this.db.query<RefreshRow>(
      `WITH cp AS (SELECT transaction_id AS txid, position AS pos FROM rm_notifications.checkpoint ORDER BY 1, 2 LIMIT 1),
            c AS (SELECT * FROM unnest($1::int[], $2::bigint[], $3::bigint[]) AS c(user_id, txid, pos))
       SELECT c.user_id, cp.txid AS cp_txid, cp.pos AS cp_pos, i.read_txid, i.read_pos, n.id,
              n.source_txid::text AS txid, n.source_pos::text AS pos
         FROM cp CROSS JOIN c
         LEFT JOIN ${T.inbox} i ON i.user_id = c.user_id
         LEFT JOIN ${T.notifications} n ON n.user_id = c.user_id
               AND (n.source_txid, n.source_pos) > (c.txid, c.pos) AND (n.source_txid, n.source_pos) <= (cp.txid, cp.pos)
        ORDER BY c.user_id, n.source_txid, n.source_pos, n.id`,
      [users, cursors.map((c) => (c ? String(c.transactionId) : null)), cursors.map((c) => (c ? String(c.position) : null))],
    );
    const found = new Map<number, { readAt: string | null; rows: { id: number; at: LogPosition }[] }>();
    let checkpoint: LogPosition | null = null;
    for (const r of rows) {
      checkpoint ??= { transactionId: BigInt(r.cp_txid), position: BigInt(r.cp_pos) };
      let entry = found.get(r.user_id);
      if (!entry) found.set(r.user_id, (entry = { readAt: r.read_txid === null ? null : `${r.read_txid}:${r.read_pos}`, rows: [] }));
      if (r.id !== null) entry.rows.push({ id: r.id, at: { transactionId: BigInt(r.txid!), position: BigInt(r.pos!) } });
    }
    if (!checkpoint) return; // the read model has no checkpoint yet
    for (const s of serving) {
      const entry = found.get(s.userId);
      if (!entry || s.closed) continue;
      const ids = s.cursor ? entry.rows.filter((r) => comparePositions(r.at, s.cursor!) > 0).map((r) => r.id) : [];
      const first = s.readAt === undefined;
      const read = s.readAt !== entry.readAt;
      // A cursor past the checkpoint (a replica behind the primary the client last heard from) stays where it is.
      if (!s.cursor || comparePositions(checkpoint, s.cursor) > 0) s.cursor = checkpoint;
      s.readAt = entry.readAt;
      if (!first && !read && !ids.length) continue;
      s.pending = s.pending
        ? { userId: s.userId, position: formatPosition(s.cursor), ids: [...s.pending.ids, ...ids] }
        : { userId: s.userId, position: formatPosition(s.cursor), ids };
      s.wake?.();
    }
    // Announced but not yet visible here (a replica still replaying, ADR 56): look again shortly.
    if (this.announced && comparePositions(this.announced, checkpoint) > 0) {
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
