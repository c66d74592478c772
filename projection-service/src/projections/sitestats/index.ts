import type pg from 'pg';
import { PROJECTION_INPUTS } from '@tsuzuki/events';
import { type RecordedEvent } from '@tsuzuki/event-store';
import { defineProjection } from '../../framework/projection.ts';
import { insertRows } from '../../framework/recordset.ts';
import { batchKeys, CHUNK_BITS, entityKey, foldSiteStats, type BatchState } from './fold.ts';

const add = (table: string, keys: string, columns: readonly string[]) =>
  `ON CONFLICT (${keys}) DO UPDATE SET ${columns.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ')}`;

/** Which of the entities the batch names exist, as the events before the batch left them. */
async function readState(tx: pg.ClientBase, events: readonly RecordedEvent[]): Promise<BatchState> {
  const keys = batchKeys(events);
  const entities = new Set<string>();
  if (keys.entities.length > 0 || keys.mediaIds.length > 0) {
    const { rows } = await tx.query<{ subject: string; id: number }>(
      `SELECT e.subject, e.id FROM entities e JOIN unnest($1::text[], $2::int[]) AS k(subject, id) ON e.subject = k.subject AND e.id = k.id
       UNION ALL
       SELECT subject, id FROM entities WHERE subject = ANY ('{anime,manga}') AND id = ANY ($3::int[])`,
      [keys.entities.map((k) => k.subject), keys.entities.map((k) => k.id), keys.mediaIds],
    );
    for (const r of rows) entities.add(entityKey(r.subject, r.id));
  }
  return { entities };
}

export const sitestats = defineProjection({
  name: 'sitestats',
  migration: new URL('./migration.sql', import.meta.url),
  handles: PROJECTION_INPUTS.sitestats,
  // Reads which entities the batch names exist, folds the batch in memory (fold.ts), then writes each table once:
  // additive upserts, and the active members' bitmaps ORed in.
  async apply(events, tx) {
    const d = foldSiteStats(events, await readState(tx, events));
    if (d.deleted.length > 0) {
      await tx.query(
        'DELETE FROM entities e USING unnest($1::text[], $2::int[]) AS k(subject, id) WHERE e.subject = k.subject AND e.id = k.id',
        [d.deleted.map((e) => e.subject), d.deleted.map((e) => e.id)],
      );
    }
    await insertRows(tx, 'entities', { subject: 'text', id: 'integer' }, d.inserted);
    await insertRows(
      tx,
      'site_trends',
      { subject: 'text', day: 'date', added: 'integer', removed: 'integer' },
      d.trends,
      add('site_trends', 'subject, day', ['added', 'removed']),
    );
    await insertRows(
      tx,
      'list_days',
      { day: 'date', media_type: 'text', changes: 'integer', scores_given: 'integer', score_sum: 'bigint' },
      d.listDays,
      add('list_days', 'day, media_type', ['changes', 'scores_given', 'score_sum']),
    );
    await insertRows(
      tx,
      'list_statuses',
      {
        day: 'date',
        media_type: 'text',
        status: 'text',
        added: 'integer',
        entered: 'integer',
        exited: 'integer',
      },
      d.statuses,
      add('list_statuses', 'day, media_type, status', ['added', 'entered', 'exited']),
    );
    await insertRows(
      tx,
      'list_scores',
      { day: 'date', media_type: 'text', score: 'smallint', given: 'integer' },
      d.scores,
      add('list_scores', 'day, media_type, score', ['given']),
    );
    if (d.members.length > 0) {
      await tx.query(
        `INSERT INTO active_members (day, media_type, chunk, members)
         SELECT day, media_type, chunk, ('x' || members)::bit(${CHUNK_BITS})
         FROM json_to_recordset($1::json) AS x(day date, media_type text, chunk integer, members text)
         ON CONFLICT (day, media_type, chunk) DO UPDATE SET members = active_members.members | excluded.members`,
        [JSON.stringify(d.members)],
      );
    }
  },
});
