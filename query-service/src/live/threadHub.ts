import { comparePositions, formatPosition, type LogPosition, type PgNotifications } from '@tsuzuki/event-store';
import type { Queryable } from '../db/queryable.ts';
import { earliestCursor, readChangedRows } from './changedRows.ts';
import { advance, CheckpointHub, type HubOptions, type HubStream } from './checkpointHub.ts';

/** What an open thread page is told (ADR 71): its thread changed (a comment, a like, a lock, an edit) up to `position`. */
export interface ThreadWindow {
  userId: number;
  threadId: number;
  position: string;
  changed: boolean;
}

interface Stream extends HubStream<ThreadWindow> {
  threadId: number;
  fresh: boolean;
}

/**
 * One per query process: the open thread pages, fed by the forum read model's checkpoints (checkpointHub.ts). A
 * refresh reads in one query the threads changed after the earliest cursor (threads keep the position of their
 * last change, views aside); each page whose thread is among them, after its own cursor, is told.
 */
export class ThreadHub extends CheckpointHub<Stream, ThreadWindow> {
  constructor(
    private readonly db: Queryable,
    notifications: PgNotifications,
    options: HubOptions = {},
  ) {
    super('forum', notifications, options);
  }

  /** A member's stream of one thread from `after` on (null: from now); its first window comes at once. */
  open(userId: number, threadId: number, after: LogPosition | null): AsyncIterableIterator<ThreadWindow> {
    return this.add({ userId, threadId, cursor: after, fresh: true, pending: null, wake: null, closed: false });
  }

  protected async deliver(serving: Stream[]): Promise<LogPosition | null> {
    const read = await readChangedRows<{ id: number }>(this.db, 'rm_forum', 'threads', `'id', a.id`, earliestCursor(serving));
    if (!read.checkpoint || !read.upTo) return null;
    if (read.full) setImmediate(() => this.refresh());
    for (const s of serving) {
      if (s.closed) continue;
      const cursor = s.cursor;
      const changed = cursor !== null && read.rows.some((r) => r.row.id === s.threadId && comparePositions(r.changed, cursor) > 0);
      advance(s, read.upTo);
      if (!s.fresh && !changed) continue;
      s.fresh = false;
      this.push(s, { userId: s.userId, threadId: s.threadId, position: formatPosition(s.cursor!), changed }, (pending, next) => ({
        ...next,
        changed: pending.changed || next.changed,
      }));
    }
    return read.checkpoint;
  }
}
