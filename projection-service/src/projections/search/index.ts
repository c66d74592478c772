import { PROJECTION_INPUTS } from '@tsuzuki/events';
import type pg from 'pg';
import type { PersonName } from '@tsuzuki/events';
import type { RecordedEvent } from '@tsuzuki/event-store';
import { defineProjection } from '../../framework/projection.ts';
import { recordsetSource, returningIds } from '../../framework/recordset.ts';
import { recordset } from '../../framework/sql.ts';
import { foldMediaEvents, has } from '../mediaBatch.ts';

// Names in the order given, without blanks and repeats. 'simple' text search config: no stemming or
// stop words, so romaji, English and CJK names all index as written.
const distinctNames = (array: string) =>
  `ARRAY(SELECT n FROM unnest(${array}) WITH ORDINALITY AS u(n, o) WHERE btrim(n) <> '' GROUP BY n ORDER BY min(o))`;
const DOCUMENT_COLUMNS = 'kind, id, media_type, is_adult, names, names_text, tsv';
const documentValues = (kind: string, id: string, mediaType: string, isAdult: string) =>
  `${kind}, ${id}, ${mediaType}, ${isAdult}, d.names, lower(array_to_string(d.names, ' | ')),
   to_tsvector('simple', array_to_string(d.names, ' '))`;

const NAMES_COLUMNS = {
  id: 'integer',
  type: 'text',
  is_adult: 'boolean',
  romaji: 'text',
  english: 'text',
  native: 'text',
  synonyms: 'text[]',
};
const NAMES_INSERT = `INSERT INTO media_names (media_id, media_type, is_adult, romaji, english, native, synonyms)
  SELECT id, type, is_adult, romaji, english, native, synonyms FROM ${recordsetSource(NAMES_COLUMNS)}
  ON CONFLICT (media_id) DO NOTHING RETURNING media_id`;
const NAMES_UPDATE = `UPDATE media_names n SET
  romaji = CASE WHEN x.has_title THEN x.romaji ELSE n.romaji END,
  english = CASE WHEN x.has_title THEN x.english ELSE n.english END,
  native = CASE WHEN x.has_title THEN x.native ELSE n.native END,
  synonyms = CASE WHEN x.has_synonyms THEN x.synonyms ELSE n.synonyms END,
  is_adult = CASE WHEN x.has_adult THEN x.is_adult ELSE n.is_adult END
  FROM ${recordsetSource({ ...NAMES_COLUMNS, has_title: 'boolean', has_synonyms: 'boolean', has_adult: 'boolean' })}
  WHERE n.media_id = x.id RETURNING n.media_id`;
// A media document is a function of its media_names row, so inserts and updates both just recompute it.
const MEDIA_DOCUMENTS = `INSERT INTO search_documents (${DOCUMENT_COLUMNS})
  SELECT ${documentValues("'MEDIA'", 'n.media_id', 'n.media_type', 'n.is_adult')}
  FROM media_names n
  CROSS JOIN LATERAL (SELECT ${distinctNames('ARRAY[n.romaji, n.english, n.native] || n.synonyms')} AS names) d
  WHERE n.media_id = ANY($1::int[])
  ON CONFLICT (kind, id) DO UPDATE SET media_type = excluded.media_type, is_adult = excluded.is_adult,
    names = excluded.names, names_text = excluded.names_text, tsv = excluded.tsv`;
const OTHER_DOCUMENTS = `INSERT INTO search_documents (${DOCUMENT_COLUMNS})
  SELECT ${documentValues('x.kind', 'x.id', 'NULL', 'false')}
  FROM ${recordsetSource({ kind: 'text', id: 'integer', names: 'text[]' })}
  CROSS JOIN LATERAL (SELECT ${distinctNames('x.names')} AS names) d
  ON CONFLICT DO NOTHING`;

const RENAMED_DOCUMENTS = OTHER_DOCUMENTS.replace(
  'ON CONFLICT DO NOTHING',
  'ON CONFLICT (kind, id) DO UPDATE SET names = excluded.names, names_text = excluded.names_text, tsv = excluded.tsv',
);

async function writeMedia(tx: pg.ClientBase, events: RecordedEvent[]): Promise<void> {
  const batch = foldMediaEvents(events);
  const added = [...batch.added].map(([id, { data }]) => ({
    id,
    type: data.type,
    is_adult: data.isAdult,
    romaji: data.title.romaji,
    english: data.title.english,
    native: data.title.native,
    synonyms: data.synonyms,
  }));
  const inserted = await returningIds(tx, NAMES_INSERT, added, 'media_id');
  const changed = [...batch.updates]
    .filter(([, c]) => has(c, 'title') || has(c, 'synonyms') || has(c, 'isAdult'))
    .map(([id, c]) => ({
      id,
      is_adult: c.isAdult ?? null,
      romaji: c.title?.romaji ?? null,
      english: c.title?.english ?? null,
      native: c.title?.native ?? null,
      synonyms: c.synonyms ?? null,
      has_title: has(c, 'title'),
      has_synonyms: has(c, 'synonyms'),
      has_adult: has(c, 'isAdult'),
    }));
  const updated = await returningIds(tx, NAMES_UPDATE, changed, 'media_id');
  const touched = [...new Set([...inserted, ...updated])];
  if (touched.length > 0) await tx.query(MEDIA_DOCUMENTS, [touched]);
  // A deleted or merged media is found no more (ADR 22).
  if (batch.removed.size > 0) {
    await tx.query("DELETE FROM search_documents WHERE kind = 'MEDIA' AND id = ANY($1::int[])", [[...batch.removed]]);
    await tx.query('DELETE FROM media_names WHERE media_id = ANY($1::int[])', [[...batch.removed]]);
  }
}

const personNames = (name: PersonName) => [name.full, name.native, ...name.alternative];

function otherDocument(e: RecordedEvent): { kind: string; id: number; names: Array<string | null> } | null {
  switch (e.type) {
    case 'CharacterAdded': {
      const d = e.data;
      return { kind: 'CHARACTER', id: d.characterId, names: personNames(d.name) };
    }
    case 'StaffAdded': {
      const d = e.data;
      return { kind: 'STAFF', id: d.staffId, names: personNames(d.name) };
    }
    case 'StudioAdded': {
      const d = e.data;
      return { kind: 'STUDIO', id: d.studioId, names: [d.name] };
    }
    default:
      return null;
  }
}

/** The document of an edit that changed a name (ADR 22). */
function renamedDocument(e: RecordedEvent): { kind: string; id: number; names: Array<string | null> } | null {
  switch (e.type) {
    case 'CharacterUpdated': {
      const d = e.data;
      return d.changes.name ? { kind: 'CHARACTER', id: d.characterId, names: personNames(d.changes.name) } : null;
    }
    case 'StaffUpdated': {
      const d = e.data;
      return d.changes.name ? { kind: 'STAFF', id: d.staffId, names: personNames(d.changes.name) } : null;
    }
    case 'StudioUpdated': {
      const d = e.data;
      return d.changes.name ? { kind: 'STUDIO', id: d.studioId, names: [d.changes.name] } : null;
    }
    default:
      return null;
  }
}

export const search = defineProjection({
  name: 'search',
  migration: new URL('./migration.sql', import.meta.url),
  handles: PROJECTION_INPUTS.search,
  async apply(events, tx) {
    await writeMedia(tx, events);
    const others = events.map(otherDocument).filter((d) => d !== null);
    if (others.length > 0) await tx.query(OTHER_DOCUMENTS, [recordset(others)]);
    // A renamed character, staff member or studio: its document takes the last names of the batch.
    const renamed = new Map(
      events
        .map(renamedDocument)
        .filter((d) => d !== null)
        .map((d) => [`${d.kind}:${d.id}`, d]),
    );
    if (renamed.size > 0) await tx.query(RENAMED_DOCUMENTS, [recordset([...renamed.values()])]);
  },
});
