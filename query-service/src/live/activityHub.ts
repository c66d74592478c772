import { comparePositions, formatPosition, type LogPosition, type PgNotifications } from '@tsuzuki/event-store';
import type { Queryable } from '../db/queryable.ts';
import { T } from '../db/sql.ts';
import { earliestCursor, position, readChangedRows } from './changedRows.ts';
import { advance, CheckpointHub, type HubOptions, type HubStream } from './checkpointHub.ts';

/** Which activities a stream follows: a feed's filter (home, a profile, a media's social tab) or one activity's page. */
export interface ActivityStreamFilter {
  id?: number | null;
  userId?: number | null;
  mediaId?: number | null;
  isFollowing?: boolean | null;
  /** Stored types (TEXT, MESSAGE, ANIME_LIST, MANGA_LIST); all when left out. */
  types?: readonly string[] | null;
}

/**
 * What one open stream is told (ADR 71): the activities put at the top of its feed since the last window (`posted`,
 * in log order) and those already there that changed (likes, replies, an edit, a lock), and the log position up to
 * which it has everything, its resume token. The ids are candidates: the update resolves them with the feed's whole
 * filter for the stream's member (visibility, blocks, adult media, follows), as the feed's own query would.
 */
export interface ActivityWindow {
  userId: number;
  filter: ActivityStreamFilter;
  position: string;
  posted: number[];
  changed: number[];
}

interface Stream extends HubStream<ActivityWindow> {
  filter: ActivityStreamFilter;
  /** No window sent yet: the first one goes at once, even empty, to give the client its position. */
  fresh: boolean;
}

interface Changed {
  id: number;
  type: string;
  userId: number;
  messengerId: number | null;
  mediaId: number | null;
  posted: LogPosition | null;
  changed: LogPosition;
}

const COLUMNS = `'id', a.id, 'type', a.type, 'userId', a.user_id, 'messengerId', a.messenger_id, 'mediaId', a.media_id,
  'postedTxid', a.posted_txid::text, 'postedPos', a.posted_pos::text`;

/**
 * One per query process: the open activity streams (feeds and activity pages), fed by the activities read model's
 * checkpoints like the notification streams (checkpointHub.ts). A refresh reads, in one query, the activities changed
 * after the earliest cursor of all streams up to the checkpoint (each row holds the log position of its last change
 * and of its posting, migration.sql), and one more for the follows of the members with a following feed among
 * their authors; each stream then keeps what matches its filter and is after its own cursor.
 */
export class ActivityHub extends CheckpointHub<Stream, ActivityWindow> {
  constructor(
    private readonly db: Queryable,
    notifications: PgNotifications,
    options: HubOptions = {},
  ) {
    super('activities', notifications, options);
  }

  /** A member's stream of `filter` from `after` on (null: from now); its first window comes at once. */
  open(userId: number, filter: ActivityStreamFilter, after: LogPosition | null): AsyncIterableIterator<ActivityWindow> {
    return this.add({ userId, filter, cursor: after, fresh: true, pending: null, wake: null, closed: false });
  }

  protected async deliver(serving: Stream[]): Promise<LogPosition | null> {
    type Row = Omit<Changed, 'posted' | 'changed'> & { postedTxid: string | null; postedPos: string | null };
    const read = await readChangedRows<Row>(this.db, 'rm_activities', 'activities', COLUMNS, earliestCursor(serving));
    if (!read.checkpoint || !read.upTo) return null; // the read model has no checkpoint yet
    const upTo = read.upTo;
    if (read.full) setImmediate(() => this.refresh());
    const changes: Changed[] = read.rows.map(({ row: { postedTxid, postedPos, ...row }, changed }) => ({
      ...row,
      posted: position(postedTxid, postedPos),
      changed,
    }));
    const followed = await this.follows(serving, changes);
    for (const s of serving) {
      if (s.closed) continue;
      const cursor = s.cursor;
      const mine = cursor ? changes.filter((c) => comparePositions(c.changed, cursor) > 0 && matches(s, c, followed)) : [];
      advance(s, upTo);
      if (!s.fresh && !mine.length) continue;
      s.fresh = false;
      const isPosted = (c: Changed) => c.posted !== null && comparePositions(c.posted, cursor!) > 0;
      const window: ActivityWindow = {
        userId: s.userId,
        filter: s.filter,
        position: formatPosition(s.cursor!),
        posted: mine.filter(isPosted).map((c) => c.id),
        changed: mine.filter((c) => !isPosted(c)).map((c) => c.id),
      };
      this.push(s, window, (pending, next) => {
        // One posted earlier in the pending window stays posted, whatever changed it since.
        const posted = [...pending.posted, ...next.posted.filter((id) => !pending.posted.includes(id))];
        const changed = [...new Set([...pending.changed, ...next.changed])].filter((id) => !posted.includes(id));
        return { ...next, posted, changed };
      });
    }
    return read.checkpoint;
  }

  /** Member → the authors among `changes` they follow, for the members with a following feed open. */
  private async follows(serving: Stream[], changes: Changed[]): Promise<Map<number, Set<number>>> {
    const members = [...new Set(serving.filter((s) => s.filter.isFollowing && s.cursor).map((s) => s.userId))];
    const followed = new Map(members.map((m) => [m, new Set([m])]));
    if (!members.length || !changes.length) return followed;
    const authors = [...new Set(changes.flatMap((c) => (c.messengerId === null ? [c.userId] : [c.userId, c.messengerId])))];
    const { rows } = await this.db.query<{ user_id: number; following_id: number }>(
      `SELECT user_id, following_id FROM ${T.follows} WHERE user_id = ANY($1::int[]) AND following_id = ANY($2::int[])`,
      [members, authors],
    );
    for (const r of rows) followed.get(r.user_id)!.add(r.following_id);
    return followed;
  }
}

/**
 * A coarse match, in memory: the update resolves the candidates with the feed's whole filter (blocks, privacy,
 * adult media, hasRepliesOrTypeText), so this only spares streams the activities that can never be theirs.
 */
function matches(s: Stream, c: Changed, followed: Map<number, Set<number>>): boolean {
  const f = s.filter;
  if (f.id != null && c.id !== f.id) return false;
  if (f.userId != null && c.userId !== f.userId) return false;
  if (f.mediaId != null && c.mediaId !== f.mediaId) return false;
  if (f.types?.length && !f.types.includes(c.type)) return false;
  if (f.isFollowing) {
    const mine = followed.get(s.userId);
    if (!mine?.has(c.userId) && !(c.messengerId !== null && mine?.has(c.messengerId))) return false;
  }
  return true;
}
