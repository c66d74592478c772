import { comparePositions, formatPosition, type LogPosition, type PgNotifications } from '@tsuzuki/event-store';
import type { Queryable } from '../db/queryable.ts';
import { T } from '../db/sql.ts';
import { advance, CheckpointHub, earliestCursors, lowestCheckpoint, type HubOptions, type HubStream } from './checkpointHub.ts';

export { TooManyStreams } from './checkpointHub.ts';

/**
 * What one open stream is told: the notifications projected for its member since the last window (ids, in log
 * order) and the log position up to which it now has everything, its resume token (ADR 70).
 */
export interface NotificationWindow {
  userId: number;
  position: string;
  ids: number[];
}

/** How many streams, and how often the backstop refresh runs (checkpointHub.ts). */
export type NotificationHubOptions = HubOptions;

interface Stream extends HubStream<NotificationWindow> {
  /** The member's read-up-to position (inbox) last told: a read in another tab changes the count. */
  readAt: string | null | undefined;
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
export class NotificationHub extends CheckpointHub<Stream, NotificationWindow> {
  constructor(
    private readonly db: Queryable,
    notifications: PgNotifications,
    options: NotificationHubOptions = {},
  ) {
    super(NOTIFICATIONS, notifications, options);
  }

  /**
   * A member's stream from `after` on (null: from now). Its first window comes at once, with what was projected
   * after `after`, so that a reconnect resumes where the last one stopped: nothing missed, nothing twice.
   */
  open(userId: number, after: LogPosition | null): AsyncIterableIterator<NotificationWindow> {
    return this.add({ userId, cursor: after, readAt: undefined, pending: null, wake: null, closed: false });
  }

  protected async deliver(serving: Stream[]): Promise<LogPosition | null> {
    // Per member, the earliest cursor among their streams: one row set serves all their tabs.
    const from = earliestCursors(serving);
    const users = [...from.keys()];
    const cursors = users.map((u) => from.get(u) ?? null);
    const { rows } = await this.db.query<RefreshRow>(
      `WITH ${lowestCheckpoint('rm_notifications')},
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
    if (!checkpoint) return null; // the read model has no checkpoint yet
    for (const s of serving) {
      const entry = found.get(s.userId);
      if (!entry || s.closed) continue;
      const ids = s.cursor ? entry.rows.filter((r) => comparePositions(r.at, s.cursor!) > 0).map((r) => r.id) : [];
      const first = s.readAt === undefined;
      const read = s.readAt !== entry.readAt;
      advance(s, checkpoint);
      s.readAt = entry.readAt;
      if (!first && !read && !ids.length) continue;
      this.push(s, { userId: s.userId, position: formatPosition(s.cursor!), ids }, (pending, next) => ({
        ...next,
        ids: [...pending.ids, ...next.ids],
      }));
    }
    return checkpoint;
  }
}
