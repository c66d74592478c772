import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { groupBy, indexBy } from '../../loaders.ts';
import { memberId } from '../lists/access.ts';
import type { ThreadCommentRow, ThreadRow } from './rows.ts';

// Per-request loaders of the forum read model: one statement per relation for every parent in the response.

/** The most comments one tree answers with; a tree past it shows its first ones (the rest stay reachable by id). */
export const TREE_LIMIT = 2000;

/** Threads by id, deleted ones included (callers decide what they show). */
export const threadById = (ctx: Context) =>
  ctx.loaders.get<number, ThreadRow | null>('forum:thread', async (ids) => {
    const { rows } = await ctx.db.query<ThreadRow>(`SELECT * FROM ${T.threads} WHERE id = ANY($1::int[])`, [ids]);
    return indexBy(ids, rows, (r) => r.id);
  });

export const commentById = (ctx: Context) =>
  ctx.loaders.get<number, ThreadCommentRow | null>('forum:comment', async (ids) => {
    const { rows } = await ctx.db.query<ThreadCommentRow>(`SELECT * FROM ${T.threadComments} WHERE id = ANY($1::int[])`, [ids]);
    return indexBy(ids, rows, (r) => r.id);
  });

/** Every comment of each tree (by its root's id), oldest first: childComments is built from these. */
export const treeOf = (ctx: Context) =>
  ctx.loaders.get<number, ThreadCommentRow[]>('forum:tree', async (roots) => {
    const { rows } = await ctx.db.query<ThreadCommentRow>(
      `SELECT c.* FROM unnest($1::int[]) AS k(id) CROSS JOIN LATERAL (
       SELECT * FROM ${T.threadComments} c WHERE c.root_comment_id = k.id ORDER BY c.id LIMIT ${TREE_LIMIT}) c`,
      [roots],
    );
    const loader = commentById(ctx);
    for (const row of rows) loader.prime(row.id, row);
    return groupBy(roots, rows, (r) => r.root_comment_id);
  });

/** "threadId:commentId" keys (comment 0: the thread itself) the viewer liked. */
export const viewerForumLikes = (ctx: Context) =>
  ctx.loaders.get<string, boolean>('forum:liked', async (keys) => {
    const viewer = memberId(ctx);
    if (viewer === null) return keys.map(() => false);
    const pairs = keys.map((k) => k.split(':').map(Number) as [number, number]);
    const { rows } = await ctx.db.query<{ k: string }>(
      `SELECT l.thread_id || ':' || l.comment_id AS k FROM ${T.forumLikes} l
      WHERE l.user_id = $1 AND (l.comment_id, l.thread_id) IN (SELECT * FROM unnest($2::int[], $3::int[]))`,
      [viewer, pairs.map((p) => p[1]), pairs.map((p) => p[0])],
    );
    const liked = new Set(rows.map((r) => r.k));
    return keys.map((k) => liked.has(k));
  });

/** Whether the viewer hears of new comments in each thread (a choice, or the author's and commenters' default). */
export const viewerThreadSubscriptions = (ctx: Context) =>
  ctx.loaders.get<number, boolean>('forum:subscribed', async (ids) => {
    const viewer = memberId(ctx);
    if (viewer === null) return ids.map(() => false);
    const { rows } = await ctx.db.query<{ thread_id: number; subscribed: boolean }>(
      `SELECT thread_id, subscribed FROM ${T.forumSubscriptions} WHERE user_id = $1 AND thread_id = ANY($2::int[])`,
      [viewer, ids],
    );
    return indexBy(ids, rows, (r) => r.thread_id).map((r) => r?.subscribed ?? false);
  });

/** Members who liked each "threadId:commentId", latest first (a card shows a few). */
export const forumLikersOf = (ctx: Context) =>
  ctx.loaders.get<string, number[]>('forum:likers', async (keys) => {
    const pairs = keys.map((k) => k.split(':').map(Number) as [number, number]);
    const { rows } = await ctx.db.query<{ k: string; user_id: number }>(
      `SELECT k.t || ':' || k.c AS k, l.user_id FROM unnest($1::int[], $2::int[]) AS k(t, c) CROSS JOIN LATERAL (
       SELECT user_id FROM ${T.forumLikes} l WHERE l.comment_id = k.c AND l.thread_id = k.t ORDER BY created_at DESC, user_id LIMIT 25) l`,
      [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
    );
    return groupBy(keys, rows, (r) => r.k).map((list) => list.map((r) => r.user_id));
  });
