import { readFileSync } from 'node:fs';
import { PROJECTION_INPUTS } from '@tsuzuki/events';
import { defineProjection } from '../../framework/projection.ts';
import { characters } from '../characters/index.ts';
import { removeEdges, writeAllEdges } from '../media/edges.ts';
import { foldMediaEvents, has } from '../mediaBatch.ts';
import { staff } from '../staff/index.ts';
import { mediaOfPeople, writeDocuments } from './document.ts';

const PAGE_EDGES = ['characters', 'staff'] as const;

/**
 * The media page's characters and staff as one document per media (ADR 64), so that the page reads one row instead
 * of a statement per list, count and voice-actor language over three read models. A read model must not read
 * another at drain time (a rebuild would read the other as it is now, not as it was at this event), so this one
 * keeps its own copies: the characters and staff read models' tables and the media read model's character and
 * staff edges, written by their own code into this schema, and composes the documents from them.
 * Favourite counts are not copied (no favourite event is read): the copies' counts stay as imported, and the
 * documents leave them out.
 */
export const mediapages = defineProjection({
  name: 'mediapages',
  // The copied tables' own migrations come first: a change to either changes this hash too, and rebuilds this copy.
  migration: [characters.migrationSql, staff.migrationSql, readFileSync(new URL('./migration.sql', import.meta.url), 'utf8')].join('\n'),
  handles: PROJECTION_INPUTS.mediapages,
  async apply(events, tx) {
    await characters.apply(events, tx);
    await staff.apply(events, tx);
    const batch = foldMediaEvents(events);
    // A media is in the catalogue from its first MediaAdded (a repeat inserts nothing) until it is removed.
    const { rows: added } = await tx.query<{ media_id: number }>(
      'INSERT INTO media_pages (media_id) SELECT unnest($1::int[]) ON CONFLICT DO NOTHING RETURNING media_id',
      [[...batch.added.keys()]],
    );
    const inserted = new Set(added.map((r) => r.media_id));
    const { rows: existing } = await tx.query<{ media_id: number }>('SELECT media_id FROM media_pages WHERE media_id = ANY($1::int[])', [
      [...batch.updates.keys()],
    ]);
    const updated = new Set(existing.map((r) => r.media_id));
    await writeAllEdges(tx, batch, inserted, updated, PAGE_EDGES);
    const people = { characters: new Set<number>(), staff: new Set<number>() };
    for (const e of events) {
      if (e.type === 'CharacterAdded' || e.type === 'CharacterUpdated') people.characters.add(e.data.characterId);
      if (e.type === 'StaffAdded' || e.type === 'StaffUpdated') people.staff.add(e.data.staffId);
    }
    await writeDocuments(tx, [
      ...inserted,
      ...[...updated].filter((id) => PAGE_EDGES.some((field) => has(batch.updates.get(id)!, field))),
      ...(await mediaOfPeople(tx, [...people.characters], [...people.staff])),
    ]);
    if (batch.removed.size > 0) {
      const removed = [...batch.removed];
      await removeEdges(tx, removed, PAGE_EDGES);
      await tx.query('DELETE FROM media_pages WHERE media_id = ANY($1::int[])', [removed]);
    }
  },
});
