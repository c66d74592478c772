import { PROJECTION_INPUTS } from '@tsuzuki/events';
import { defineProjection } from '../../framework/projection.ts';
import { insertRows, recordsetSource, type Columns } from '../../framework/recordset.ts';
import { COUNT_COLUMNS } from '../media/listCounts.ts';
import { foldMediaStats, type MediaDayDelta } from './fold.ts';

const MEDIA_DAY_COLUMNS: Columns = {
  media_id: 'integer',
  day: 'date',
  changes: 'integer',
  ...Object.fromEntries(COUNT_COLUMNS.map((c) => [c, c === 'score_sum' ? 'bigint' : 'integer'])),
};
const ADDED = ['changes', ...COUNT_COLUMNS].map((c) => `${c} = media_days.${c} + excluded.${c}`).join(', ');
// The rows travel sparse (a media's day moves two or three of its eighteen counters): absent counters are 0.
const MEDIA_DAYS_SQL = `INSERT INTO media_days (${Object.keys(MEDIA_DAY_COLUMNS).join(', ')})
  SELECT media_id, day, changes, ${COUNT_COLUMNS.map((c) => `coalesce(${c}, 0)`).join(', ')} FROM ${recordsetSource(MEDIA_DAY_COLUMNS)}
  ON CONFLICT (day, media_id) DO UPDATE SET ${ADDED}`;

/** The rows as JSON with only their non-zero counters: a third of the text to build, send and parse. */
function sparseMediaDays(rows: readonly MediaDayDelta[]): string {
  const parts: string[] = [];
  for (const r of rows) {
    let row = `{"media_id":${r.media_id},"day":"${r.day}","changes":${r.changes}`;
    for (const c of COUNT_COLUMNS) if (r[c] !== 0) row += `,"${c}":${r[c]}`;
    parts.push(`${row}}`);
  }
  return `[${parts.join(',')}]`;
}

const MEDIA_IMPORT_COLUMNS = { media_id: 'integer', day: 'date', transaction_id: 'bigint', position: 'bigint', imported: 'jsonb' };
// Of a media's imports of one day the last in the log is kept (a drain goes forward in the log, so a later batch's is).
const LATER_IMPORT = `ON CONFLICT (media_id, day) DO UPDATE SET
  transaction_id = excluded.transaction_id, position = excluded.position, imported = excluded.imported
  WHERE (excluded.transaction_id, excluded.position) > (media_imports.transaction_id, media_imports.position)`;

export const mediastats = defineProjection({
  name: 'mediastats',
  migration: new URL('./migration.sql', import.meta.url),
  handles: PROJECTION_INPUTS.mediastats,
  // Folds the batch in memory (fold.ts), then writes each table once: additive upserts, the day's last import, and the
  // days with list events. Reads nothing first.
  async apply(events, tx) {
    const d = foldMediaStats(events);
    if (d.mediaDays.length > 0) await tx.query(MEDIA_DAYS_SQL, [sparseMediaDays(d.mediaDays)]);
    await insertRows(tx, 'media_imports', MEDIA_IMPORT_COLUMNS, d.mediaImports, LATER_IMPORT);
    await insertRows(
      tx,
      'list_days',
      { day: 'date' },
      d.listDays.map((day) => ({ day })),
    );
  },
});
