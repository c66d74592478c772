import { readFileSync } from 'node:fs';
import { PROJECTION_INPUTS, type MediaFields } from '@tsuzuki/events';
import { defineProjection } from '../../framework/projection.ts';
import { characters } from '../characters/index.ts';
import { recordsetSource, returningIds, type Columns } from '../../framework/recordset.ts';
import { FIELD_COLUMN_TYPES, fieldColumns } from '../media/columns.ts';
import { edgeTablesSql, removeEdges, writeAllEdges } from '../media/edges.ts';
import { media } from '../media/index.ts';
import { foldMediaEvents, has } from '../mediaBatch.ts';
import { staff } from '../staff/index.ts';
import { studios } from '../studios/index.ts';
import { tags } from '../tags/index.ts';
import { CARD_COLUMNS, mediaNaming, writeDocuments, type Named } from './document.ts';

const PAGE_EDGES = ['relations', 'characters', 'staff', 'studios', 'airingSchedule'] as const;

// A media's card: the columns of CARD_COLUMNS the media read model fills from the same fields (media/columns.ts).
const CARD_TYPES: Columns = Object.fromEntries(CARD_COLUMNS.filter((c) => c !== 'type').map((c) => [c, FIELD_COLUMN_TYPES[c]!]));
const card = (fields: Partial<MediaFields>) => {
  const { values } = fieldColumns(fields);
  return Object.fromEntries(Object.keys(CARD_TYPES).flatMap((c) => (Object.hasOwn(values, c) ? [[c, values[c]]] : [])));
};
const INSERT_COLUMNS: Columns = { media_id: 'integer', type: 'text', ...CARD_TYPES };
const INSERT_SQL = `INSERT INTO media_pages (${Object.keys(INSERT_COLUMNS).join(', ')})
  SELECT ${Object.keys(INSERT_COLUMNS).join(', ')} FROM ${recordsetSource(INSERT_COLUMNS)}
  ON CONFLICT (media_id) DO NOTHING RETURNING media_id`;
const UPDATE_SQL = `UPDATE media_pages p SET
  ${Object.keys(CARD_TYPES)
    .map((c) => `${c} = CASE WHEN '${c}' = ANY(x.present) THEN x.${c} ELSE p.${c} END`)
    .join(', ')}
  FROM ${recordsetSource({ media_id: 'integer', present: 'text[]', ...CARD_TYPES })}
  WHERE p.media_id = x.media_id RETURNING p.media_id`;

/** The read models whose tables and apply code this one keeps a copy of, in its own schema. */
const COPIED = [characters, staff, studios, tags];

/** The media whose tags a tag event puts on, flags, votes on or takes off (a tag's own creation: `named.tags`). */
function tagsChanged(events: Parameters<typeof mediapages.apply>[0]): number[] {
  const ids: number[] = [];
  for (const e of events) {
    switch (e.type) {
      case 'MediaTagAdded':
      case 'MediaTagProposalAccepted':
      case 'MediaTagSubmissionAccepted':
      case 'MediaTagVoted':
      case 'MediaTagSpoilerSet':
      case 'MediaTagRemoved':
        ids.push(e.data.mediaId);
        break;
      default:
        break;
    }
  }
  return ids;
}

/**
 * The media page's related media, characters, staff and studios (ADR 64), tags and airing schedule (ADR 72) as one
 * document per media, so that the page reads one row instead of a statement per list, count and voice-actor language
 * over five read models. A read model must not read another at drain time (a rebuild would read the other as it is
 * now, not as it was at this event), so this one keeps its own copies: the characters, staff, studios and tags read
 * models' tables, the media read model's relation, character, staff, studio and airing edges, and the columns of each
 * media that a card of it shows, written by their own code into this schema, and composes the documents from them.
 * Favourite counts are not copied (no favourite event is read): the copies' counts stay as imported, and the
 * documents leave them out.
 */
export const mediapages = defineProjection({
  name: 'mediapages',
  // The copied tables first, as their read models make them: a change to them changes this hash too, and rebuilds it.
  migration: [
    ...COPIED.map((p) => p.migrationSql),
    edgeTablesSql(PAGE_EDGES),
    readFileSync(new URL('./migration.sql', import.meta.url), 'utf8'),
  ].join('\n'),
  // Its own (1), and the copied read models' versions (a change of what their apply writes) and the media read model's
  // (its edges): a bump of any of them rebuilds this one.
  version: [...COPIED, media].reduce((sum, p) => sum + p.version, 1),
  handles: PROJECTION_INPUTS.mediapages,
  async apply(events, tx) {
    for (const copied of COPIED) await copied.apply(events, tx);
    const batch = foldMediaEvents(events);
    // A media is in the catalogue from its first MediaAdded (a repeat inserts nothing) until it is removed, and its
    // card takes the changes of its updates, as the media read model's row does.
    const inserted = await returningIds(
      tx,
      INSERT_SQL,
      [...batch.added].map(([id, { data }]) => ({ media_id: id, type: data.type, ...card(data) })),
      'media_id',
    );
    const updated = await returningIds(
      tx,
      UPDATE_SQL,
      [...batch.updates].map(([id, changes]) => {
        const values = card(changes);
        return { media_id: id, present: Object.keys(values), ...values };
      }),
      'media_id',
    );
    await writeAllEdges(tx, batch, inserted, updated, PAGE_EDGES);
    if (batch.removed.size > 0) {
      const removed = [...batch.removed];
      await removeEdges(tx, removed, PAGE_EDGES);
      await tx.query('DELETE FROM media_pages WHERE media_id = ANY($1::int[])', [removed]);
    }
    // Media whose card changed: the pages relating to them show it.
    const named: Named = { media: [...inserted, ...updated, ...batch.removed], characters: [], staff: [], studios: [], tags: [] };
    for (const e of events) {
      if (e.type === 'CharacterAdded' || e.type === 'CharacterUpdated') named.characters.push(e.data.characterId);
      if (e.type === 'StaffAdded' || e.type === 'StaffUpdated') named.staff.push(e.data.staffId);
      if (e.type === 'StudioAdded' || e.type === 'StudioUpdated') named.studios.push(e.data.studioId);
      if (e.type === 'MediaTagCreated') named.tags.push(e.data.tagId);
    }
    // A media's imported tag list comes with its edits (the tags read model's apply wrote it above).
    const PAGE_FIELDS = [...PAGE_EDGES, 'tags'] as const;
    await writeDocuments(tx, [
      ...inserted,
      ...[...updated].filter((id) => PAGE_FIELDS.some((field) => has(batch.updates.get(id)!, field))),
      ...tagsChanged(events),
      ...(await mediaNaming(tx, named)),
    ]);
  },
});
