import type pg from 'pg';
import { PROJECTION_INPUTS } from '@tsuzuki/events';
import { defineProjection } from '../../framework/projection.ts';
import { insertRows, recordsetSource } from '../../framework/recordset.ts';
import { recordset } from '../../framework/sql.ts';
import { foldForum, type ForumBatch } from './fold.ts';

const THREAD = {
  id: 'integer',
  user_id: 'integer',
  title: 'text',
  body: 'text',
  categories: 'integer[]',
  media_categories: 'integer[]',
  is_sticky: 'boolean',
  is_locked: 'boolean',
  created_at: 'integer',
  updated_at: 'integer',
};
const PATCH = {
  id: 'integer',
  title: 'text',
  body: 'text',
  categories: 'integer[]',
  media_categories: 'integer[]',
  updated_at: 'integer',
  is_sticky: 'boolean',
  is_locked: 'boolean',
};
const COMMENT = {
  id: 'integer',
  thread_id: 'integer',
  root_comment_id: 'integer',
  parent_comment_id: 'integer',
  user_id: 'integer',
  comment: 'text',
  created_at: 'integer',
  updated_at: 'integer',
};
const LIKE = { comment_id: 'integer', thread_id: 'integer', user_id: 'integer', created_at: 'integer' };
const SUBSCRIPTION = { thread_id: 'integer', user_id: 'integer', subscribed: 'boolean' };
const REPORT = {
  comment_id: 'integer',
  reporter_id: 'integer',
  thread_id: 'integer',
  comment_user_id: 'integer',
  reason: 'text',
  comment: 'text',
  created_at: 'integer',
};

const run = (tx: pg.ClientBase, sql: string, rows: readonly object[]) => (rows.length ? tx.query(sql, [recordset(rows)]) : null);
const deltas = (map: Map<number, number>) => [...map].filter(([, n]) => n !== 0).map(([id, n]) => ({ id, n }));
/** Rows of threads that still stand: a comment, like or subscription racing its thread's deletion is dropped. */
const live = (columns: Record<string, string>) =>
  `FROM ${recordsetSource(columns)} WHERE NOT EXISTS (SELECT 1 FROM threads t WHERE t.id = x.thread_id AND t.deleted)`;
const names = (columns: Record<string, string>) => Object.keys(columns).join(', ');

async function applyBatch(b: ForumBatch, tx: pg.ClientBase): Promise<void> {
  await insertRows(tx, 'threads', THREAD, [...b.threads.values()]);
  await run(
    tx,
    `UPDATE threads t SET title = coalesce(x.title, t.title), body = coalesce(x.body, t.body),
      categories = coalesce(x.categories, t.categories), media_categories = coalesce(x.media_categories, t.media_categories),
      updated_at = coalesce(x.updated_at, t.updated_at), is_sticky = coalesce(x.is_sticky, t.is_sticky), is_locked = coalesce(x.is_locked, t.is_locked)
    FROM ${recordsetSource(PATCH)} WHERE t.id = x.id`,
    [...b.patches.values()],
  );
  if (b.deletedThreads.size) await tx.query('UPDATE threads SET deleted = true WHERE id = ANY($1::int[])', [[...b.deletedThreads]]);

  await run(tx, `INSERT INTO thread_comments (${names(COMMENT)}) SELECT ${names(COMMENT)} ${live(COMMENT)} ON CONFLICT DO NOTHING`, [
    ...b.comments.values(),
  ]);
  await run(
    tx,
    `UPDATE thread_comments c SET comment = x.comment, updated_at = x.updated_at
    FROM ${recordsetSource({ id: 'integer', comment: 'text', updated_at: 'integer' })} WHERE c.id = x.id`,
    [...b.edits.values()],
  );
  await run(
    tx,
    `UPDATE thread_comments c SET is_locked = x.is_locked FROM ${recordsetSource({ id: 'integer', is_locked: 'boolean' })} WHERE c.id = x.id`,
    [...b.treeLocks].map(([id, is_locked]) => ({ id, is_locked })),
  );

  const likes = [...b.likes.values()];
  // A like taken back and given again in one batch is the later like, as two batches would have it.
  await run(
    tx,
    `INSERT INTO likes (${names(LIKE)}) SELECT ${names(LIKE)} ${live(LIKE)}
    ON CONFLICT (comment_id, thread_id, user_id) DO UPDATE SET created_at = EXCLUDED.created_at`,
    likes.filter((l) => l.liked),
  );
  await run(
    tx,
    `DELETE FROM likes l USING ${recordsetSource(LIKE)} WHERE (l.comment_id, l.thread_id, l.user_id) = (x.comment_id, x.thread_id, x.user_id)`,
    likes.filter((l) => !l.liked),
  );
  const subscriptions = [...b.subscriptions.values()];
  await run(
    tx,
    `INSERT INTO subscriptions (${names(SUBSCRIPTION)}) SELECT ${names(SUBSCRIPTION)} ${live(SUBSCRIPTION)}
    ON CONFLICT (thread_id, user_id) DO UPDATE SET subscribed = EXCLUDED.subscribed`,
    subscriptions.filter((s) => s.explicit),
  );
  await run(
    tx,
    `INSERT INTO subscriptions (${names(SUBSCRIPTION)}) SELECT ${names(SUBSCRIPTION)} ${live(SUBSCRIPTION)} ON CONFLICT DO NOTHING`,
    subscriptions.filter((s) => !s.explicit),
  );

  const counts = recordsetSource({ id: 'integer', n: 'integer' });
  await run(
    tx,
    `UPDATE threads t SET like_count = t.like_count + x.n FROM ${counts} WHERE t.id = x.id AND NOT t.deleted`,
    deltas(b.threadLikeDelta),
  );
  await run(
    tx,
    `UPDATE threads t SET reply_count = t.reply_count + x.n FROM ${counts} WHERE t.id = x.id AND NOT t.deleted`,
    deltas(b.replyDelta),
  );
  await run(tx, `UPDATE threads t SET view_count = t.view_count + x.n FROM ${counts} WHERE t.id = x.id AND NOT t.deleted`, deltas(b.views));
  await run(
    tx,
    `UPDATE thread_comments c SET like_count = c.like_count + x.n FROM ${counts} WHERE c.id = x.id`,
    deltas(b.commentLikeDelta),
  );

  if (b.deletedComments.size) {
    const ids = [...b.deletedComments];
    await tx.query('DELETE FROM thread_comments WHERE id = ANY($1::int[])', [ids]);
    await tx.query('DELETE FROM likes WHERE comment_id = ANY($1::int[])', [ids]);
  }
  if (b.deletedThreads.size) {
    const ids = [...b.deletedThreads];
    for (const table of ['thread_comments', 'likes', 'subscriptions'])
      await tx.query(`DELETE FROM ${table} WHERE thread_id = ANY($1::int[])`, [ids]);
    // A tombstone counts nothing, whichever of its events shared the batch of its deletion.
    await tx.query(
      `UPDATE threads SET reply_count = 0, like_count = 0, view_count = 0, reply_user_id = NULL, reply_comment_id = NULL,
      replied_at = NULL WHERE id = ANY($1::int[])`,
      [ids],
    );
  }
  // The latest reply of each thread the batch commented in or deleted from: what the thread card shows.
  if (b.replied.size) {
    await tx.query(
      `UPDATE threads t SET (reply_user_id, reply_comment_id, replied_at) = (
        SELECT c.user_id, c.id, c.created_at FROM thread_comments c WHERE c.thread_id = t.id ORDER BY c.created_at DESC, c.id DESC LIMIT 1)
      WHERE t.id = ANY($1::int[]) AND NOT t.deleted`,
      [[...b.replied]],
    );
  }
  await insertRows(tx, 'comment_reports', REPORT, [...b.reports.values()]);
  // Last, once the thread rows exist: where each changed thread now stands in the log (ADR 71).
  await run(
    tx,
    `UPDATE threads t SET changed_txid = x.changed_txid, changed_pos = x.changed_pos
    FROM ${recordsetSource({ id: 'integer', changed_txid: 'bigint', changed_pos: 'bigint' })} WHERE t.id = x.id`,
    [...b.changed].map(([id, at]) => ({ id, changed_txid: String(at.transactionId), changed_pos: String(at.position) })),
  );
}

export const forum = defineProjection({
  name: 'forum',
  migration: new URL('./migration.sql', import.meta.url),
  handles: PROJECTION_INPUTS.forum,
  apply: (events, tx) => applyBatch(foldForum(events), tx),
});
