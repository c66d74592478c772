import type pg from 'pg';
import { insertRows } from '../../framework/recordset.ts';
import type { ForumNotificationBatch, ThreadSubscriptions } from './forum.ts';

const SUBSCRIPTION = { thread_id: 'integer', user_id: 'integer', subscribed: 'boolean' };

/** The stored subscriptions of the threads a batch comments in. */
export async function loadThreadSubscriptions(tx: pg.ClientBase, threads: number[]): Promise<ThreadSubscriptions> {
  const known: ThreadSubscriptions = new Map();
  if (!threads.length) return known;
  const { rows } = await tx.query<{ thread_id: number; user_id: number; subscribed: boolean }>(
    'SELECT thread_id, user_id, subscribed FROM thread_subscriptions WHERE thread_id = ANY($1::int[])',
    [threads],
  );
  for (const r of rows) {
    if (!known.has(r.thread_id)) known.set(r.thread_id, new Map());
    known.get(r.thread_id)!.set(r.user_id, r.subscribed);
  }
  return known;
}

/**
 * A deleted thread or comment takes its notifications along, before the batch's new rows go in (rows the batch made
 * before the deletion were dropped while folding). A deleted thread's subscriptions go first, then the batch's.
 */
export async function writeForum(b: ForumNotificationBatch, tx: pg.ClientBase): Promise<void> {
  if (b.deletedThreads.size) {
    const ids = [...b.deletedThreads];
    await tx.query('DELETE FROM notifications WHERE thread_id = ANY($1::int[])', [ids]);
    await tx.query('DELETE FROM thread_subscriptions WHERE thread_id = ANY($1::int[])', [ids]);
  }
  if (b.deletedComments.size) await tx.query('DELETE FROM notifications WHERE comment_id = ANY($1::int[])', [[...b.deletedComments]]);
  const subscriptions = [...b.threadSubscriptions.values()];
  await insertRows(
    tx,
    'thread_subscriptions',
    SUBSCRIPTION,
    subscriptions.filter((s) => s.explicit),
    'ON CONFLICT (thread_id, user_id) DO UPDATE SET subscribed = EXCLUDED.subscribed',
  );
  await insertRows(
    tx,
    'thread_subscriptions',
    SUBSCRIPTION,
    subscriptions.filter((s) => !s.explicit),
  );
}
