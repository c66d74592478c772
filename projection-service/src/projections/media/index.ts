import { PROJECTION_INPUTS } from '@tsuzuki/events';
import type pg from 'pg';
import type { MediaFields } from '@tsuzuki/events';
import { defineProjection } from '../../framework/projection.ts';
import { recordsetSource, returningIds } from '../../framework/recordset.ts';
import { recordset } from '../../framework/sql.ts';
import { foldMediaEvents, has, type MediaBatch } from '../mediaBatch.ts';
import { EDGE_FIELDS, FIELD_COLUMN_TYPES, fieldColumns } from './columns.ts';
import { writeEdges } from './edges.ts';

const COLUMN_NAMES = Object.keys(FIELD_COLUMN_TYPES);

const STATS_COLUMNS = {
  average_score: 'integer', mean_score: 'integer', popularity: 'integer', favourites: 'integer', trending: 'integer',
  status_distribution: 'jsonb', score_distribution: 'jsonb',
};
const INSERT_COLUMNS = { id: 'integer', type: 'text', ...FIELD_COLUMN_TYPES, ...STATS_COLUMNS, created_at: 'integer', updated_at: 'integer' };
const INSERT_SQL = `INSERT INTO media (${Object.keys(INSERT_COLUMNS).join(', ')})
  SELECT ${Object.keys(INSERT_COLUMNS).join(', ')} FROM ${recordsetSource(INSERT_COLUMNS)}
  ON CONFLICT (id) DO NOTHING RETURNING id`;

// Only the columns whose field is present in the merged changes take the new value.
const UPDATE_SQL = `UPDATE media m SET
  ${COLUMN_NAMES.map((c) => `${c} = CASE WHEN '${c}' = ANY(x.present) THEN x.${c} ELSE m.${c} END`).join(',\n  ')},
  updated_at = x.updated_at
  FROM ${recordsetSource({ id: 'integer', updated_at: 'integer', present: 'text[]', ...FIELD_COLUMN_TYPES })}
  WHERE m.id = x.id RETURNING m.id`;

const STATS_SQL = `UPDATE media m SET
  average_score = x.average_score, mean_score = x.mean_score, popularity = x.popularity, favourites = x.favourites,
  trending = x.trending, status_distribution = x.status_distribution, score_distribution = x.score_distribution,
  updated_at = x.updated_at
  FROM ${recordsetSource({ id: 'integer', ...STATS_COLUMNS, updated_at: 'integer' })}
  WHERE m.id = x.id`;

type Stats = MediaBatch['stats'] extends Map<number, infer S> ? S : never;
/** The statistics columns, or their defaults (the migration's) for a media without imported statistics. */
const statsColumns = (s: Stats | undefined) => ({
  average_score: s?.averageScore ?? null, mean_score: s?.meanScore ?? null, popularity: s?.popularity ?? 0,
  favourites: s?.favourites ?? 0, trending: s?.trending ?? 0, status_distribution: s?.statusDistribution ?? [],
  score_distribution: s?.scoreDistribution ?? [],
});

/**
 * A media added and given statistics in the same batch (a catch-up: the seed imports statistics right after)
 * is inserted with them: one write per row instead of an insert and an update of every indexed statistic.
 */
function addedRows(batch: MediaBatch): object[] {
  return [...batch.added].map(([id, { data, at }]) => ({
    id, type: data.type, ...fieldColumns(data).values, ...statsColumns(batch.stats.get(id)),
    created_at: at, updated_at: batch.touchedAt.get(id),
  }));
}

function updateRows(batch: MediaBatch): object[] {
  return [...batch.updates].map(([id, changes]) => {
    const { values, present } = fieldColumns(changes);
    return { id, updated_at: batch.touchedAt.get(id), present, ...values };
  });
}

/** Every edge list ends the batch as the last value given: an update's list, else the added media's. */
async function writeAllEdges(tx: pg.ClientBase, batch: MediaBatch, inserted: Set<number>, updated: Set<number>) {
  for (const field of EDGE_FIELDS) {
    const replaced: number[] = [];
    const sources: Array<[number, Partial<MediaFields>]> = [];
    for (const id of updated) {
      const changes = batch.updates.get(id)!;
      if (!has(changes, field)) continue;
      if (!inserted.has(id)) replaced.push(id);
      sources.push([id, changes]);
    }
    for (const id of inserted) {
      const changes = batch.updates.get(id);
      if (!(updated.has(id) && changes && has(changes, field))) sources.push([id, batch.added.get(id)!.data]);
    }
    if (replaced.length > 0 || sources.length > 0) await writeEdges(tx, field, replaced, sources);
  }
}

export const media = defineProjection({
  name: 'media',
  migration: new URL('./migration.sql', import.meta.url),
  handles: PROJECTION_INPUTS.media,
  async apply(events, tx) {
    const batch = foldMediaEvents(events);
    const inserted = await returningIds(tx, INSERT_SQL, addedRows(batch));
    const updated = await returningIds(tx, UPDATE_SQL, updateRows(batch));
    await writeAllEdges(tx, batch, inserted, updated);
    // Media inserted by this batch have their statistics already; a repeated MediaAdded inserted nothing.
    const stats = [...batch.stats].filter(([id]) => !inserted.has(id))
      .map(([id, s]) => ({ id, ...statsColumns(s), updated_at: batch.touchedAt.get(id) }));
    if (stats.length > 0) await tx.query(STATS_SQL, [recordset(stats)]);
  },
});
