import type { MediaFields } from '@tsuzuki/events';
import type pg from 'pg';
import { insertRows, type Columns } from '../../framework/recordset.ts';
import { has, type MediaBatch } from '../mediaBatch.ts';
import { EDGE_FIELDS, type EdgeField } from './columns.ts';

interface EdgeTable {
  table: string;
  columns: Columns;
  /** The primary key: a list naming the same key twice keeps its first entry. */
  key: string[];
  rows(mediaId: number, fields: Partial<MediaFields>): object[];
}

/**
 * The tables each edge field fills. Positions are 0-based indexes in the event's list (voice actors:
 * within their character), because the site shows edges in the order they were given.
 */
export const EDGE_TABLES: Record<EdgeField, EdgeTable[]> = {
  studios: [
    {
      table: 'media_studios',
      key: ['media_id', 'studio_id'],
      columns: { media_id: 'integer', studio_id: 'integer', is_main: 'boolean', position: 'integer' },
      rows: (id, f) => (f.studios ?? []).map((s, i) => ({ media_id: id, studio_id: s.studioId, is_main: s.isMain, position: i })),
    },
  ],
  relations: [
    {
      table: 'media_relations',
      key: ['media_id', 'related_media_id'],
      columns: { media_id: 'integer', related_media_id: 'integer', relation_type: 'text', position: 'integer' },
      rows: (id, f) =>
        (f.relations ?? []).map((r, i) => ({ media_id: id, related_media_id: r.mediaId, relation_type: r.relationType, position: i })),
    },
  ],
  characters: [
    {
      table: 'media_characters',
      key: ['media_id', 'character_id'],
      columns: { media_id: 'integer', character_id: 'integer', role: 'text', position: 'integer' },
      rows: (id, f) => (f.characters ?? []).map((c, i) => ({ media_id: id, character_id: c.characterId, role: c.role, position: i })),
    },
    {
      table: 'media_character_voice_actors',
      key: ['media_id', 'character_id', 'staff_id'],
      columns: {
        media_id: 'integer',
        character_id: 'integer',
        staff_id: 'integer',
        role_notes: 'text',
        dub_group: 'text',
        position: 'integer',
      },
      rows: (id, f) =>
        (f.characters ?? []).flatMap((c) =>
          c.voiceActors.map((va, i) => ({
            media_id: id,
            character_id: c.characterId,
            staff_id: va.staffId,
            role_notes: va.roleNotes,
            dub_group: va.dubGroup,
            position: i,
          })),
        ),
    },
  ],
  staff: [
    {
      table: 'media_staff',
      key: ['media_id', 'staff_id', 'role'],
      columns: { media_id: 'integer', staff_id: 'integer', role: 'text', position: 'integer' },
      rows: (id, f) => (f.staff ?? []).map((s, i) => ({ media_id: id, staff_id: s.staffId, role: s.role, position: i })),
    },
  ],
  airingSchedule: [
    {
      table: 'airing_schedule',
      key: ['media_id', 'episode'],
      columns: { media_id: 'integer', episode: 'integer', airing_at: 'integer' },
      rows: (id, f) => (f.airingSchedule ?? []).map((a) => ({ media_id: id, episode: a.episode, airing_at: a.airingAt })),
    },
  ],
};

function firstPerKey(rows: object[], key: string[]): object[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const k = key.map((c) => (row as Record<string, unknown>)[c]).join('\u0000');
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * Replaces the edges of one kind for the given media: `replaced` lists media whose old edges go (an
 * update carried the list), `sources` gives the list each media ends the batch with. Every media in
 * `sources` was either inserted in this batch or had its edges deleted here, and repeats are dropped
 * first, so a plain INSERT cannot conflict (and skips ON CONFLICT's speculative insertion).
 */
export async function writeEdges(
  tx: pg.ClientBase,
  field: EdgeField,
  replaced: number[],
  sources: Array<[number, Partial<MediaFields>]>,
): Promise<void> {
  for (const edge of EDGE_TABLES[field]) {
    if (replaced.length > 0) await tx.query(`DELETE FROM ${edge.table} WHERE media_id = ANY($1::int[])`, [replaced]);
    const rows = firstPerKey(
      sources.flatMap(([id, fields]) => edge.rows(id, fields)),
      edge.key,
    );
    await insertRows(tx, edge.table, edge.columns, rows, '');
  }
}

/**
 * Every edge list ends the batch as the last value given: an update's list, else the added media's. `inserted`: the
 * media this batch added (their first MediaAdded), `updated`: the media whose updates apply (they exist).
 * The media page read model (mediapages) writes the character and staff lists into its own schema with this too.
 */
export async function writeAllEdges(
  tx: pg.ClientBase,
  batch: MediaBatch,
  inserted: ReadonlySet<number>,
  updated: ReadonlySet<number>,
  fields: readonly EdgeField[] = EDGE_FIELDS,
): Promise<void> {
  for (const field of fields) {
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

/** A removed media's edges of these kinds go with it. */
export async function removeEdges(tx: pg.ClientBase, ids: number[], fields: readonly EdgeField[] = EDGE_FIELDS): Promise<void> {
  for (const field of fields)
    for (const { table } of EDGE_TABLES[field]) await tx.query(`DELETE FROM ${table} WHERE media_id = ANY($1::int[])`, [ids]);
}

/** The tables of these edge kinds as EDGE_TABLES describes them, for a read model that keeps a copy (mediapages). */
export const edgeTablesSql = (fields: readonly EdgeField[]): string =>
  fields
    .flatMap((field) => EDGE_TABLES[field])
    .map((edge) => {
      const columns = Object.entries(edge.columns).map(([name, type]) => `${name} ${type}`);
      return `CREATE TABLE ${edge.table} (${columns.join(', ')}, PRIMARY KEY (${edge.key.join(', ')}));`;
    })
    .join('\n');
