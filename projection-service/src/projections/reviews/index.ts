import type pg from 'pg';
import { PROJECTION_INPUTS } from '@tsuzuki/events';
import { defineProjection } from '../../framework/projection.ts';
import { insertRows, recordsetSource } from '../../framework/recordset.ts';
import { recordset } from '../../framework/sql.ts';
import { foldReviews, type ReviewBatch } from './fold.ts';

const REVIEW = {
  id: 'integer',
  user_id: 'integer',
  media_id: 'integer',
  media_type: 'text',
  summary: 'text',
  body: 'text',
  score: 'integer',
  private: 'boolean',
  created_at: 'integer',
  updated_at: 'integer',
};
const VOTE = { review_id: 'integer', user_id: 'integer', rating: 'smallint', created_at: 'integer' };
const REPORT = {
  review_id: 'integer',
  reporter_id: 'integer',
  author_id: 'integer',
  reason: 'text',
  summary: 'text',
  body: 'text',
  created_at: 'integer',
};

const run = (tx: pg.ClientBase, sql: string, rows: readonly object[]) => (rows.length ? tx.query(sql, [recordset(rows)]) : null);

async function applyBatch(b: ReviewBatch, tx: pg.ClientBase): Promise<void> {
  await insertRows(tx, 'reviews', REVIEW, [...b.written.values()]);
  await run(
    tx,
    `UPDATE reviews r SET summary = x.summary, body = x.body, score = x.score, private = x.private, updated_at = x.updated_at
    FROM ${recordsetSource({ id: 'integer', summary: 'text', body: 'text', score: 'integer', private: 'boolean', updated_at: 'integer' })}
    WHERE r.id = x.id`,
    [...b.edits.values()],
  );
  const votes = [...b.votes.values()];
  await insertRows(
    tx,
    'review_votes',
    VOTE,
    votes.filter((v) => v.rating !== 0),
    'ON CONFLICT (review_id, user_id) DO UPDATE SET rating = EXCLUDED.rating, created_at = EXCLUDED.created_at',
  );
  await run(
    tx,
    `DELETE FROM review_votes v USING ${recordsetSource(VOTE)} WHERE (v.review_id, v.user_id) = (x.review_id, x.user_id)`,
    votes.filter((v) => v.rating === 0),
  );
  const ids = [...new Set([...b.upDelta.keys(), ...b.amountDelta.keys()])];
  await run(
    tx,
    `UPDATE reviews r SET rating = r.rating + x.up, rating_amount = r.rating_amount + x.amount
    FROM ${recordsetSource({ id: 'integer', up: 'integer', amount: 'integer' })} WHERE r.id = x.id`,
    ids.map((id) => ({ id, up: b.upDelta.get(id) ?? 0, amount: b.amountDelta.get(id) ?? 0 })).filter((d) => d.up || d.amount),
  );
  // A member's later report of the same review replaces their earlier one.
  await insertRows(
    tx,
    'review_reports',
    REPORT,
    [...b.reports.values()],
    'ON CONFLICT (review_id, reporter_id) DO UPDATE SET reason = EXCLUDED.reason, created_at = EXCLUDED.created_at',
  );
  if (b.deleted.size) {
    const gone = [...b.deleted];
    await tx.query('DELETE FROM reviews WHERE id = ANY($1::int[])', [gone]);
    await tx.query('DELETE FROM review_votes WHERE review_id = ANY($1::int[])', [gone]);
  }
}

export const reviews = defineProjection({
  name: 'reviews',
  migration: new URL('./migration.sql', import.meta.url),
  handles: PROJECTION_INPUTS.reviews,
  apply: (events, tx) => applyBatch(foldReviews(events), tx),
});
