import { comparePositions, formatPosition, type LogPosition, type PgNotifications } from '@tsuzuki/event-store';
import type { Queryable } from '../db/queryable.ts';
import { T } from '../db/sql.ts';
import { advance, CheckpointHub, lowestCheckpoint, type HubOptions, type HubStream } from './checkpointHub.ts';

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

interface Row {
  cp_txid: string;
  cp_pos: string;
  id: number | null;
  type: string;
  user_id: number;
  messenger_id: number | null;
  media_id: number | null;
  posted_txid: string | null;
  posted_pos: string | null;
  changed_txid: string;
  changed_pos: string;
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

/** Changes read per refresh at most: a stream resumed after a long absence catches up over several (nothing skipped). */
const WINDOW_LIMIT = 500;

const at = (txid: string | null, pos: string | null): LogPosition | null =>
  txid === null || pos === null ? null : { transactionId: BigInt(txid), position: BigInt(pos) };

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
    let from: LogPosition | null = null;
    for (const s of serving) if (s.cursor && (!from || comparePositions(s.cursor, from) < 0)) from = s.cursor;
    const { rows } = await this.db.query<Row>(
      `WITH ${lowestCheckpoint('rm_activities')}
       SELECT cp.txid AS cp_txid, cp.pos AS cp_pos, a.id, a.type, a.user_id, a.messenger_id, a.media_id,
              a.posted_txid, a.posted_pos, a.changed_txid, a.changed_pos
         FROM cp LEFT JOIN LATERAL (
           SELECT * FROM ${T.activities} a
            WHERE $1::bigint IS NOT NULL AND (a.changed_txid, a.changed_pos) > ($1, $2)
              AND (a.changed_txid, a.changed_pos) <= (cp.txid, cp.pos)
            ORDER BY a.changed_txid, a.changed_pos LIMIT ${WINDOW_LIMIT}) a ON true`,
      [from ? String(from.transactionId) : null, from ? String(from.position) : null],
    );
    if (!rows[0]) return null; // the read model has no checkpoint yet
    const checkpoint = at(rows[0].cp_txid, rows[0].cp_pos)!;
    const changes: Changed[] = rows.flatMap((r) =>
      r.id === null
        ? []
        : [
            {
              id: r.id,
              type: r.type,
              userId: r.user_id,
              messengerId: r.messenger_id,
              mediaId: r.media_id,
              posted: at(r.posted_txid, r.posted_pos),
              changed: at(r.changed_txid, r.changed_pos)!,
            },
          ],
    );
    // A full window stops at its last row: the rest come with the next refresh, asked for at once.
    const upTo = changes.length === WINDOW_LIMIT ? changes[changes.length - 1]!.changed : checkpoint;
    if (changes.length === WINDOW_LIMIT) setImmediate(() => this.refresh());
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
    return checkpoint;
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
