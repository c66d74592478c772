import type pg from 'pg';
import { PROJECTION_INPUTS, type EventData, type MediaListEntryFields } from '@tsuzuki/events';
import type { RecordedEvent } from '@tsuzuki/event-store';
import { liveCustomLists } from '@tsuzuki/events/lists/customLists';
import { bookRewatch } from '@tsuzuki/events/lists/rewatches';
import { defineProjection } from '../../framework/projection.ts';
import { insertRows, recordsetSource } from '../../framework/recordset.ts';
import { recordset } from '../../framework/sql.ts';
import { fuzzyDateInt } from '../../framework/time.ts';
import type { EntryRow } from './rows.ts';

// Every column of EntryRow, with its type: a field added to the row type fails to compile here until it has one.
const COLUMNS: Record<keyof EntryRow, string> = {
  id: 'integer',
  user_id: 'integer',
  media_id: 'integer',
  media_type: 'text',
  status: 'text',
  score: 'smallint',
  progress: 'integer',
  progress_volumes: 'integer',
  repeat: 'integer',
  priority: 'integer',
  private: 'boolean',
  notes: 'text',
  hidden_from_status_lists: 'boolean',
  custom_lists: 'text[]',
  advanced_scores: 'jsonb',
  started_at: 'integer',
  completed_at: 'integer',
  rewatches: 'jsonb',
  rewatch_started_at: 'jsonb',
  revision: 'integer',
  created_at: 'integer',
  updated_at: 'integer',
};
const NAMES = Object.keys(COLUMNS);
const UPSERT_SQL = `INSERT INTO entries (${NAMES.join(', ')}) SELECT ${NAMES.join(', ')} FROM ${recordsetSource(COLUMNS)}
  ON CONFLICT (id) DO UPDATE SET ${NAMES.filter((c) => c !== 'id')
    .map((c) => `${c} = EXCLUDED.${c}`)
    .join(', ')}`;
const IMPORT_COLUMNS = {
  user_id: 'integer',
  source: 'text',
  file_hash: 'text',
  created: 'integer',
  updated: 'integer',
  unchanged: 'integer',
  imported_at: 'integer',
};

const seconds = (event: RecordedEvent) => Math.floor(Date.parse(event.metadata.occurredAt) / 1000);

function newRow(data: EventData<'MediaListEntrySaved'>, at: number): EntryRow {
  return {
    id: data.entryId,
    user_id: data.userId,
    media_id: data.mediaId,
    media_type: data.mediaType,
    status: 'CURRENT',
    score: 0,
    progress: 0,
    progress_volumes: 0,
    repeat: 0,
    priority: 0,
    private: false,
    notes: '',
    hidden_from_status_lists: false,
    custom_lists: [],
    advanced_scores: {},
    started_at: null,
    completed_at: null,
    rewatches: [],
    rewatch_started_at: null,
    revision: 0,
    created_at: at,
    updated_at: at,
  };
}

/**
 * How each field a save may change lands on the row: one line per field of MediaListEntryFields, so that a field
 * added to the event fails to compile here until the read model keeps it.
 */
const FIELD_TO_ROW: { [F in keyof MediaListEntryFields]: (row: EntryRow, value: MediaListEntryFields[F]) => void } = {
  status: (row, v) => {
    row.status = v;
  },
  score: (row, v) => {
    row.score = v;
  },
  progress: (row, v) => {
    row.progress = v;
  },
  progressVolumes: (row, v) => {
    row.progress_volumes = v;
  },
  repeat: (row, v) => {
    row.repeat = v;
  },
  priority: (row, v) => {
    row.priority = v;
  },
  private: (row, v) => {
    row.private = v;
  },
  notes: (row, v) => {
    row.notes = v;
  },
  hiddenFromStatusLists: (row, v) => {
    row.hidden_from_status_lists = v;
  },
  customLists: (row, v) => {
    row.custom_lists = v;
  },
  advancedScores: (row, v) => {
    row.advanced_scores = v;
  },
  startedAt: (row, v) => {
    row.started_at = fuzzyDateInt(v);
  },
  completedAt: (row, v) => {
    row.completed_at = fuzzyDateInt(v);
  },
};

function putField<F extends keyof MediaListEntryFields>(row: EntryRow, changes: Partial<MediaListEntryFields>, field: F): void {
  const value: MediaListEntryFields[F] | undefined = changes[field];
  if (value !== undefined) FIELD_TO_ROW[field](row, value);
}

/** One save folded into a row (a copy). */
function saved(row: EntryRow, data: EventData<'MediaListEntrySaved'>, at: number): EntryRow {
  const next: EntryRow = { ...row, revision: row.revision + 1, updated_at: at };
  for (const field of Object.keys(FIELD_TO_ROW) as (keyof MediaListEntryFields)[]) putField(next, data.changes, field);
  const book = bookRewatch({ rewatches: row.rewatches, startedAt: row.rewatch_started_at }, next.status, data.rewatch);
  next.rewatches = book.rewatches;
  next.rewatch_started_at = book.startedAt;
  return next;
}

const LIST_FIELDS = { animeList: 'ANIME', mangaList: 'MANGA' } as const;

/**
 * A member's custom lists changed (DeleteCustomList, UpdateUser): names that are no longer lists leave that type's
 * entries (liveCustomLists), so a list re-created under an old name starts empty, as the command side also reads it.
 * Rows folded earlier in this batch are updated in memory; the others (only those on a name that is not a list now)
 * are read and join this batch's upsert.
 */
async function keepLiveCustomLists(
  tx: pg.ClientBase,
  data: EventData<'MediaListOptionsUpdated'>,
  current: Map<number, EntryRow | null>,
  touched: Set<number>,
): Promise<void> {
  for (const [field, mediaType] of Object.entries(LIST_FIELDS) as [keyof typeof LIST_FIELDS, string][]) {
    const live = data.changes[field]?.customLists;
    if (!live) continue;
    const { rows } = await tx.query<EntryRow>(
      'SELECT * FROM entries WHERE user_id = $1 AND media_type = $2 AND NOT (custom_lists <@ $3::text[])',
      [data.userId, mediaType, live],
    );
    for (const row of rows) if (!current.has(row.id)) current.set(row.id, row);
    for (const [id, row] of current) {
      if (!row || row.user_id !== data.userId || row.media_type !== mediaType) continue;
      const kept = liveCustomLists(row.custom_lists, { customLists: live });
      if (kept.length !== row.custom_lists.length) {
        current.set(id, { ...row, custom_lists: kept });
        touched.add(id);
      }
    }
  }
}

export const lists = defineProjection({
  name: 'lists',
  migration: new URL('./migration.sql', import.meta.url),
  handles: PROJECTION_INPUTS.lists,
  // The rows the batch touches are read once, the events folded in log order, then written in one upsert and one
  // delete: the same rows whatever the batch boundaries.
  async apply(events, tx) {
    const ids = new Set<number>();
    for (const e of events) if (e.type === 'MediaListEntrySaved' || e.type === 'MediaListEntryDeleted') ids.add(e.data.entryId);
    const { rows } = ids.size
      ? await tx.query<EntryRow>('SELECT * FROM entries WHERE id = ANY($1::int[])', [[...ids]])
      : { rows: [] as EntryRow[] };
    const current = new Map<number, EntryRow | null>(rows.map((r) => [r.id, r]));
    const touched = new Set<number>();
    const imports: object[] = [];
    for (const event of events) {
      const at = seconds(event);
      if (event.type === 'MediaListEntrySaved') {
        const data = event.data;
        const row = current.get(data.entryId) ?? newRow(data, at);
        current.set(data.entryId, saved(row, data, at));
        touched.add(data.entryId);
      } else if (event.type === 'MediaListEntryDeleted') {
        current.set(event.data.entryId, null);
        touched.add(event.data.entryId);
      } else if (event.type === 'MediaListOptionsUpdated') {
        await keepLiveCustomLists(tx, event.data, current, touched);
      } else if (event.type === 'MediaListImported') {
        const d = event.data;
        imports.push({
          user_id: d.userId,
          source: d.source,
          file_hash: d.fileHash,
          created: d.created,
          updated: d.updated,
          unchanged: d.unchanged,
          imported_at: at,
        });
      }
    }
    const upserts = [...touched].map((id) => current.get(id)).filter((r): r is EntryRow => !!r);
    const deletes = [...touched].filter((id) => current.get(id) === null);
    if (deletes.length) await tx.query('DELETE FROM entries WHERE id = ANY($1::int[])', [deletes]);
    if (upserts.length) await tx.query(UPSERT_SQL, [recordset(upserts)]);
    await insertRows(tx, 'imports', IMPORT_COLUMNS, imports, '');
  },
});
