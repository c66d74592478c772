import type pg from 'pg';
import { PROJECTION_INPUTS } from '@tsuzuki/events';
import { defineProjection } from '../../framework/projection.ts';
import { insertRows, recordsetSource } from '../../framework/recordset.ts';
import { recordset } from '../../framework/sql.ts';
import { foldRecommendations, type RecommendationBatch } from './fold.ts';

const RECOMMENDATION = {
  id: 'integer',
  media_id: 'integer',
  media_recommendation_id: 'integer',
  user_id: 'integer',
  created_at: 'integer',
};
const RATING = { recommendation_id: 'integer', user_id: 'integer', rating: 'smallint', created_at: 'integer' };

const run = (tx: pg.ClientBase, sql: string, rows: readonly object[]) => (rows.length ? tx.query(sql, [recordset(rows)]) : null);

async function applyBatch(b: RecommendationBatch, tx: pg.ClientBase): Promise<void> {
  await insertRows(tx, 'recommendations', RECOMMENDATION, [...b.added.values()]);
  const ratings = [...b.ratings.values()];
  await insertRows(
    tx,
    'recommendation_ratings',
    RATING,
    ratings.filter((r) => r.rating !== 0),
    'ON CONFLICT (recommendation_id, user_id) DO UPDATE SET rating = EXCLUDED.rating, created_at = EXCLUDED.created_at',
  );
  await run(
    tx,
    `DELETE FROM recommendation_ratings r USING ${recordsetSource(RATING)}
    WHERE (r.recommendation_id, r.user_id) = (x.recommendation_id, x.user_id)`,
    ratings.filter((r) => r.rating === 0),
  );
  await run(
    tx,
    `UPDATE recommendations r SET rating = r.rating + x.n FROM ${recordsetSource({ id: 'integer', n: 'integer' })} WHERE r.id = x.id`,
    [...b.delta].map(([id, n]) => ({ id, n })),
  );
  if (b.deleted.size) {
    const gone = [...b.deleted];
    await tx.query('DELETE FROM recommendations WHERE id = ANY($1::int[])', [gone]);
    await tx.query('DELETE FROM recommendation_ratings WHERE recommendation_id = ANY($1::int[])', [gone]);
  }
}

export const recommendations = defineProjection({
  name: 'recommendations',
  migration: new URL('./migration.sql', import.meta.url),
  handles: PROJECTION_INPUTS.recommendations,
  apply: (events, tx) => applyBatch(foldRecommendations(events), tx),
});
