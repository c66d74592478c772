import type pg from 'pg';
import type { RecordedEvent } from '@tsuzuki/event-store';
import { recordsetSource } from '../../framework/recordset.ts';
import { recordset } from '../../framework/sql.ts';
import { baselineOf, type Baseline, type StatisticsState } from './figures.ts';
import { addCounts, COUNT_COLUMNS, countChange, isZero, zeroCounts, type Counts } from './listCounts.ts';

/** What a batch changes in one media's media_statistics row: counters to add, and the last import if any. */
export interface StatisticsChange {
  delta: Counts;
  imported?: Baseline;
}

/**
 * The batch's changes per media: list and favourite deltas summed (they commute), the last
 * MediaStatisticsImported kept (an import replaces the baseline). Media no event moved and none imported are left
 * out, but a media whose moves cancel out in the batch (an entry added and removed) stays in: a row exists once
 * any event moved a media's counts, as it does when the two moves fall in separate batches.
 */
export function foldStatistics(events: readonly RecordedEvent[]): Map<number, StatisticsChange> {
  const changes = new Map<number, StatisticsChange>();
  const changeOf = (mediaId: number) => {
    let change = changes.get(mediaId);
    if (!change) changes.set(mediaId, (change = { delta: zeroCounts() }));
    return change;
  };
  for (const event of events) {
    if (event.type === 'MediaStatisticsImported') {
      const data = event.data;
      changeOf(data.mediaId).imported = baselineOf(data);
      continue;
    }
    const moved = countChange(event);
    if (moved && !isZero(moved.delta)) addCounts(changeOf(moved.mediaId).delta, moved.delta);
  }
  return changes;
}

const COUNT_TYPES = Object.fromEntries(COUNT_COLUMNS.map((c) => [c, c === 'score_sum' ? 'bigint' : 'integer']));
const NAMES = ['media_id', ...COUNT_COLUMNS, 'imported'];
const UPSERT_SQL = `INSERT INTO media_statistics AS s (${NAMES.join(', ')})
  SELECT ${NAMES.join(', ')} FROM ${recordsetSource({ media_id: 'integer', ...COUNT_TYPES, imported: 'jsonb' })}
  ON CONFLICT (media_id) DO UPDATE SET
  ${COUNT_COLUMNS.map((c) => `${c} = s.${c} + excluded.${c}`).join(', ')},
  imported = coalesce(excluded.imported, s.imported)`;

type StatisticsRow = Record<(typeof COUNT_COLUMNS)[number], number | string> & { media_id: number; imported: Baseline | null };

const stateOf = (row: StatisticsRow): StatisticsState => ({
  // score_sum is a bigint, which pg hands over as a string.
  counts: Object.fromEntries(COUNT_COLUMNS.map((c) => [c, Number(row[c])])) as Counts,
  imported: row.imported,
});

/**
 * Adds the deltas and replaces the imported figures in one statement; returns the rows as they now stand, unless
 * `returning` is false (the trends read model read them before the batch and walked it).
 */
export async function upsertStatistics(
  tx: pg.ClientBase,
  changes: ReadonlyMap<number, StatisticsChange>,
  returning = true,
): Promise<Map<number, StatisticsState>> {
  if (changes.size === 0) return new Map();
  const rows = [...changes].map(([media_id, c]) => ({ media_id, ...c.delta, imported: c.imported ?? null }));
  const result = await tx.query<StatisticsRow>(returning ? `${UPSERT_SQL} RETURNING *` : UPSERT_SQL, [recordset(rows)]);
  return new Map(result.rows.map((r) => [r.media_id, stateOf(r)]));
}

/** The rows of `ids` as they stand (absent: no list entry, favourite or import yet). */
export async function readStatistics(tx: pg.ClientBase, ids: readonly number[]): Promise<Map<number, StatisticsState>> {
  if (ids.length === 0) return new Map();
  const result = await tx.query<StatisticsRow>('SELECT * FROM media_statistics WHERE media_id = ANY($1::int[])', [ids]);
  return new Map(result.rows.map((r) => [r.media_id, stateOf(r)]));
}

export const emptyState = (): StatisticsState => ({ counts: zeroCounts(), imported: null });

/** Every row: the switch to the members' lists recomputes the figures of every media that has one. */
export async function readAllStatistics(tx: pg.ClientBase): Promise<Map<number, StatisticsState>> {
  const result = await tx.query<StatisticsRow>('SELECT * FROM media_statistics');
  return new Map(result.rows.map((r) => [r.media_id, stateOf(r)]));
}
