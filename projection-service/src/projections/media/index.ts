import { PROJECTION_INPUTS } from '@tsuzuki/events';
import type pg from 'pg';
import { defineProjection } from '../../framework/projection.ts';
import { recordsetSource, returningIds } from '../../framework/recordset.ts';
import { recordset } from '../../framework/sql.ts';
import { foldMediaEvents, type MediaBatch } from '../mediaBatch.ts';
import { mediaFigures, type FigureSource, type StatisticsState } from './figures.ts';
import { firstListEvent, readListsSince, sourceOf, switchToLists } from './source.ts';
import { foldStatistics, readAllStatistics, readStatistics, upsertStatistics } from './statistics.ts';
import { recomputeTrending } from './trending.ts';
import { FIELD_COLUMN_TYPES, fieldColumns } from './columns.ts';
import { removeEdges, writeAllEdges } from './edges.ts';

const COLUMN_NAMES = Object.keys(FIELD_COLUMN_TYPES);

const STATS_COLUMNS = {
  average_score: 'integer',
  mean_score: 'integer',
  popularity: 'integer',
  favourites: 'integer',
  status_distribution: 'jsonb',
  score_distribution: 'jsonb',
};
const INSERT_COLUMNS = {
  id: 'integer',
  type: 'text',
  ...FIELD_COLUMN_TYPES,
  ...STATS_COLUMNS,
  created_at: 'integer',
  updated_at: 'integer',
};
const INSERT_SQL = `INSERT INTO media (${Object.keys(INSERT_COLUMNS).join(', ')})
  SELECT ${Object.keys(INSERT_COLUMNS).join(', ')} FROM ${recordsetSource(INSERT_COLUMNS)}
  ON CONFLICT (id) DO NOTHING RETURNING id`;

// Only the columns whose field is present in the merged changes take the new value.
const UPDATE_SQL = `UPDATE media m SET
  ${COLUMN_NAMES.map((c) => `${c} = CASE WHEN '${c}' = ANY(x.present) THEN x.${c} ELSE m.${c} END`).join(',\n  ')},
  updated_at = x.updated_at
  FROM ${recordsetSource({ id: 'integer', updated_at: 'integer', present: 'text[]', ...FIELD_COLUMN_TYPES })}
  WHERE m.id = x.id RETURNING m.id`;

// updated_at moves with the media's own events (an import of statistics among them), not with list activity.
const STATS_SQL = `UPDATE media m SET
  ${Object.keys(STATS_COLUMNS)
    .map((c) => `${c} = x.${c}`)
    .join(', ')}, updated_at = coalesce(x.updated_at, m.updated_at)
  FROM ${recordsetSource({ id: 'integer', ...STATS_COLUMNS, updated_at: 'integer' })}
  WHERE m.id = x.id`;

/** The statistics columns, or their defaults (the migration's) for a media nobody listed and nothing imported. */
function statsColumns(state: StatisticsState | undefined, source: FigureSource) {
  if (!state)
    return { average_score: null, mean_score: null, popularity: 0, favourites: 0, status_distribution: [], score_distribution: [] };
  const f = mediaFigures(state, source);
  return {
    average_score: f.averageScore,
    mean_score: f.meanScore,
    popularity: f.popularity,
    favourites: f.favourites,
    status_distribution: f.statusDistribution,
    score_distribution: f.scoreDistribution,
  };
}

/**
 * A media added and given statistics in the same batch (a catch-up: the seed imports statistics right after)
 * is inserted with them: one write per row instead of an insert and an update of every indexed statistic.
 */
function addedRows(batch: MediaBatch, statistics: ReadonlyMap<number, StatisticsState>, source: FigureSource): object[] {
  return [...batch.added].map(([id, { data, at }]) => ({
    id,
    type: data.type,
    ...fieldColumns(data).values,
    ...statsColumns(statistics.get(id), source),
    created_at: at,
    updated_at: batch.touchedAt.get(id),
  }));
}

function updateRows(batch: MediaBatch): object[] {
  return [...batch.updates].map(([id, changes]) => {
    const { values, present } = fieldColumns(changes);
    return { id, updated_at: batch.touchedAt.get(id), present, ...values };
  });
}

/**
 * A deleted or merged media leaves the catalogue: its row and the rows keyed by it. Its statistics stay (members'
 * entries of it may still move them) and relations of other media to it stay with those media's own data.
 */
async function removeMedia(tx: pg.ClientBase, ids: number[]): Promise<void> {
  await removeEdges(tx, ids);
  await tx.query('DELETE FROM media WHERE id = ANY($1::int[])', [ids]);
}

export const media = defineProjection({
  name: 'media',
  migration: new URL('./migration.sql', import.meta.url),
  // 2: a media whose counter moves cancel out within a batch keeps its statistics row (ADR 32).
  version: 2,
  handles: PROJECTION_INPUTS.media,
  async apply(events, tx) {
    const batch = foldMediaEvents(events);
    let listsSince = await readListsSince(tx);
    const first = firstListEvent(events, listsSince);
    if (first) listsSince = await switchToLists(tx, first);
    const source = sourceOf(listsSince);
    const statistics = await upsertStatistics(tx, foldStatistics(events));
    // The switch to the members' lists changes every media's figures, once (a catalogue's worth of rows).
    if (first) for (const [id, state] of await readAllStatistics(tx)) if (!statistics.has(id)) statistics.set(id, state);
    // Counters that reached media_statistics before its media was added (not in a log the command path writes).
    const unseen = [...batch.added.keys()].filter((id) => !statistics.has(id));
    for (const [id, state] of await readStatistics(tx, unseen)) statistics.set(id, state);
    const inserted = await returningIds(tx, INSERT_SQL, addedRows(batch, statistics, source));
    const updated = await returningIds(tx, UPDATE_SQL, updateRows(batch));
    await writeAllEdges(tx, batch, inserted, updated);
    // Media inserted by this batch have their statistics already; a repeated MediaAdded inserted nothing.
    const stats = [...statistics]
      .filter(([id]) => !inserted.has(id))
      .map(([id, s]) => ({ id, ...statsColumns(s, source), updated_at: batch.touchedAt.get(id) ?? null }));
    if (stats.length > 0) await tx.query(STATS_SQL, [recordset(stats)]);
    if (batch.removed.size > 0) await removeMedia(tx, [...batch.removed]);
  },
  // Trending decays with time, so it is recomputed from the trend points rather than folded from events.
  refresh: {
    everyMs: 10 * 60_000,
    after: ['trends'],
    owns: { media: ['trending'] },
    run: async (pool, schema) => (await recomputeTrending(pool, schema)) > 0,
  },
});
