import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { groupBy, indexBy } from '../../loaders.ts';
import { memberId } from '../lists/access.ts';
import type { ActivityRow, ReplyRow } from './rows.ts';

// Per-request loaders of the social read models: one statement per relation for every parent in the response.

/** Replies of each activity, oldest first (at most `REPLY_LIMIT`: a feed card shows the latest few anyway). */
export const REPLY_LIMIT = 100;

export const repliesOf = (ctx: Context) =>
  ctx.loaders.get<number, ReplyRow[]>('social:replies', async (ids) => {
    const { rows } = await ctx.db.query<ReplyRow>(
      `SELECT r.* FROM unnest($1::int[]) AS k(id) CROSS JOIN LATERAL (
       SELECT * FROM ${T.activityReplies} r WHERE r.activity_id = k.id ORDER BY r.id LIMIT ${REPLY_LIMIT}) r`,
      [ids],
    );
    return groupBy(ids, rows, (r) => r.activity_id);
  });

export const replyById = (ctx: Context) =>
  ctx.loaders.get<number, ReplyRow | null>('social:reply', async (ids) => {
    const { rows } = await ctx.db.query<ReplyRow>(`SELECT * FROM ${T.activityReplies} WHERE id = ANY($1::int[])`, [ids]);
    return indexBy(ids, rows, (r) => r.id);
  });

/** Activities by id, deleted ones included (the caller decides what it may show). */
export const activityById = (ctx: Context) =>
  ctx.loaders.get<number, ActivityRow | null>('social:activity', async (ids) => {
    const { rows } = await ctx.db.query<ActivityRow>(`SELECT * FROM ${T.activities} WHERE id = ANY($1::int[])`, [ids]);
    return indexBy(ids, rows, (r) => r.id);
  });

/** "activityId:replyId" keys (reply 0: the activity itself) the viewer liked. */
export const viewerLikes = (ctx: Context) =>
  ctx.loaders.get<string, boolean>('social:liked', async (keys) => {
    const viewer = memberId(ctx);
    if (viewer === null) return keys.map(() => false);
    const activityIds = [...new Set(keys.map((k) => Number(k.split(':')[0])))];
    const { rows } = await ctx.db.query<{ k: string }>(
      `SELECT activity_id || ':' || reply_id AS k FROM ${T.likes} WHERE user_id = $1 AND activity_id = ANY($2::int[])`,
      [viewer, activityIds],
    );
    const liked = new Set(rows.map((r) => r.k));
    return keys.map((k) => liked.has(k));
  });

/** The viewer's explicit subscription choices per activity (absent: none made). */
export const viewerSubscriptions = (ctx: Context) =>
  ctx.loaders.get<number, boolean | null>('social:subscribed', async (ids) => {
    const viewer = memberId(ctx);
    if (viewer === null) return ids.map(() => null);
    const { rows } = await ctx.db.query<{ activity_id: number; subscribed: boolean }>(
      `SELECT activity_id, subscribed FROM ${T.subscriptions} WHERE user_id = $1 AND activity_id = ANY($2::int[])`,
      [viewer, ids],
    );
    return indexBy(ids, rows, (r) => r.activity_id).map((r) => r?.subscribed ?? null);
  });

/** Members who liked each "activityId:replyId", latest first (a card shows a few; Page.likes pages them). */
export const likersOf = (ctx: Context) =>
  ctx.loaders.get<string, number[]>('social:likers', async (keys) => {
    const pairs = keys.map((k) => k.split(':').map(Number) as [number, number]);
    const { rows } = await ctx.db.query<{ k: string; user_id: number }>(
      `SELECT k.a || ':' || k.r AS k, l.user_id FROM unnest($1::int[], $2::int[]) AS k(a, r) CROSS JOIN LATERAL (
       SELECT user_id FROM ${T.likes} l WHERE l.activity_id = k.a AND l.reply_id = k.r ORDER BY created_at DESC, user_id LIMIT 25) l`,
      [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
    );
    return groupBy(keys, rows, (r) => r.k).map((list) => list.map((r) => r.user_id));
  });

/** How the viewer and each member stand: the viewer follows them, they follow the viewer, the viewer blocked them. */
export const relationTo = (ctx: Context) =>
  ctx.loaders.get<number, { following: boolean; follower: boolean; blocked: boolean }>('social:relation', async (ids) => {
    const viewer = memberId(ctx);
    if (viewer === null) return ids.map(() => ({ following: false, follower: false, blocked: false }));
    const { rows } = await ctx.db.query<{ id: number; following: boolean; follower: boolean; blocked: boolean }>(
      `SELECT k.id,
         EXISTS (SELECT 1 FROM ${T.follows} f WHERE f.user_id = $1 AND f.following_id = k.id
           AND NOT EXISTS (SELECT 1 FROM ${T.blocks} b WHERE b.user_id = k.id AND b.blocked_id = $1)) AS following,
         EXISTS (SELECT 1 FROM ${T.follows} f WHERE f.user_id = k.id AND f.following_id = $1
           AND NOT EXISTS (SELECT 1 FROM ${T.blocks} b WHERE b.user_id = $1 AND b.blocked_id = k.id)) AS follower,
         EXISTS (SELECT 1 FROM ${T.blocks} b WHERE b.user_id = $1 AND b.blocked_id = k.id) AS blocked
       FROM unnest($2::int[]) AS k(id)`,
      [viewer, ids],
    );
    return indexBy(ids, rows, (r) => r.id).map((r) => r ?? { following: false, follower: false, blocked: false });
  });
