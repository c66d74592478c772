import type pg from 'pg';
import { PROJECTION_INPUTS } from '@tsuzuki/events';
import { defineProjection } from '../../framework/projection.ts';
import { insertRows, recordsetSource } from '../../framework/recordset.ts';
import { recordset } from '../../framework/sql.ts';
import { foldActivities, type ActivityBatch } from './fold.ts';

const ACTIVITY = {
  id: 'integer',
  type: 'text',
  user_id: 'integer',
  messenger_id: 'integer',
  media_id: 'integer',
  status: 'text',
  progress: 'text',
  text: 'text',
  is_private: 'boolean',
  created_at: 'integer',
};
const REPLY = { id: 'integer', activity_id: 'integer', user_id: 'integer', text: 'text', created_at: 'integer' };
const LIKE = { activity_id: 'integer', reply_id: 'integer', user_id: 'integer', created_at: 'integer' };
const POSITIONS = { id: 'integer', changed_txid: 'bigint', changed_pos: 'bigint', posted_txid: 'bigint', posted_pos: 'bigint' };
const SUBSCRIPTION = { activity_id: 'integer', user_id: 'integer', subscribed: 'boolean' };

const run = (tx: pg.ClientBase, sql: string, rows: readonly object[]) => (rows.length ? tx.query(sql, [recordset(rows)]) : null);
const deltas = (map: Map<number, number>) => [...map].filter(([, n]) => n !== 0).map(([id, n]) => ({ id, n }));

async function applyBatch(b: ActivityBatch, tx: pg.ClientBase): Promise<void> {
  // A merge moves a list activity up; a deleted one stays deleted.
  await insertRows(
    tx,
    'activities',
    ACTIVITY,
    [...b.listRows.values()],
    'ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, progress = EXCLUDED.progress, created_at = EXCLUDED.created_at WHERE NOT activities.deleted',
  );
  await insertRows(tx, 'activities', ACTIVITY, [...b.posted.values()]);
  // Where each changed activity now stands in the log (ADR 71), once its row exists and before this batch's
  // deletions are stored: a merge into an activity deleted before (an earlier batch here, this one in fold.ts) moves
  // nothing up, so neither does its posting position. The same positions however the batches fall (verify).
  const keepPosted = 'x.posted_txid IS NULL OR a.deleted';
  await run(
    tx,
    `UPDATE activities a SET changed_txid = x.changed_txid, changed_pos = x.changed_pos,
      posted_txid = CASE WHEN ${keepPosted} THEN a.posted_txid ELSE x.posted_txid END,
      posted_pos = CASE WHEN ${keepPosted} THEN a.posted_pos ELSE x.posted_pos END
    FROM ${recordsetSource(POSITIONS)} WHERE a.id = x.id`,
    [...b.positions].map(([id, { changed, posted }]) => ({
      id,
      changed_txid: String(changed.transactionId),
      changed_pos: String(changed.position),
      posted_txid: posted ? String(posted.transactionId) : null,
      posted_pos: posted ? String(posted.position) : null,
    })),
  );
  await run(
    tx,
    `UPDATE activities a SET text = coalesce(x.text, a.text), is_locked = coalesce(x.is_locked, a.is_locked),
      is_pinned = coalesce(x.is_pinned, a.is_pinned), deleted = a.deleted OR coalesce(x.deleted, false)
    FROM ${recordsetSource({ id: 'integer', text: 'text', is_locked: 'boolean', is_pinned: 'boolean', deleted: 'boolean' })} WHERE a.id = x.id`,
    [...b.patches.values()],
  );
  await run(
    tx,
    `UPDATE activities a SET is_pinned = false FROM ${recordsetSource({ owner: 'integer', id: 'integer' })}
    WHERE a.user_id = x.owner AND a.id <> x.id AND a.is_pinned`,
    [...b.pinnedBy].map(([owner, id]) => ({ owner, id })),
  );

  await insertRows(tx, 'activity_replies', REPLY, [...b.replies.values()]);
  await run(
    tx,
    `UPDATE activity_replies r SET text = x.text FROM ${recordsetSource({ id: 'integer', text: 'text' })} WHERE r.id = x.id`,
    [...b.replyEdits].map(([id, text]) => ({ id, text })),
  );

  const likes = [...b.likes.values()];
  // A like is only ever appended when there is none (fold.ts), so a stored row meeting one was unliked earlier in
  // the batch: the new like's time wins, as one event at a time would leave it.
  await insertRows(
    tx,
    'likes',
    LIKE,
    likes.filter((l) => l.liked),
    'ON CONFLICT (activity_id, reply_id, user_id) DO UPDATE SET created_at = EXCLUDED.created_at',
  );
  await run(
    tx,
    `DELETE FROM likes l USING ${recordsetSource(LIKE)} WHERE (l.activity_id, l.reply_id, l.user_id) = (x.activity_id, x.reply_id, x.user_id)`,
    likes.filter((l) => !l.liked),
  );
  if (b.deletedReplies.size) {
    const ids = [...b.deletedReplies];
    await tx.query('DELETE FROM activity_replies WHERE id = ANY($1::int[])', [ids]);
    await tx.query('DELETE FROM likes WHERE reply_id = ANY($1::int[])', [ids]);
  }

  const counts = recordsetSource({ id: 'integer', n: 'integer' });
  await run(tx, `UPDATE activities a SET like_count = a.like_count + x.n FROM ${counts} WHERE a.id = x.id`, deltas(b.likeDelta));
  await run(tx, `UPDATE activities a SET reply_count = a.reply_count + x.n FROM ${counts} WHERE a.id = x.id`, deltas(b.replyDelta));
  await run(tx, `UPDATE activity_replies r SET like_count = r.like_count + x.n FROM ${counts} WHERE r.id = x.id`, deltas(b.replyLikeDelta));
  await insertRows(
    tx,
    'subscriptions',
    SUBSCRIPTION,
    [...b.subscriptions.values()],
    'ON CONFLICT (activity_id, user_id) DO UPDATE SET subscribed = EXCLUDED.subscribed',
  );
}

export const activities = defineProjection({
  name: 'activities',
  migration: new URL('./migration.sql', import.meta.url),
  // 2: a merge into a list activity deleted earlier in the batch changes nothing; a like taken back and given again
  // within a batch keeps the new time (ADR 32).
  version: 2,
  handles: PROJECTION_INPUTS.activities,
  apply: (events, tx) => applyBatch(foldActivities(events), tx),
});
