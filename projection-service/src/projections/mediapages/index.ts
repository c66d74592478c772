import { readFileSync } from 'node:fs';
import { PROJECTION_INPUTS } from '@tsuzuki/events';
import { defineProjection } from '../../framework/projection.ts';
import { characters } from '../characters/index.ts';
import { removeEdges, writeAllEdges } from '../media/edges.ts';
import { media } from '../media/index.ts';
import { foldMediaEvents, has } from '../mediaBatch.ts';
import { staff } from '../staff/index.ts';
import { studios } from '../studios/index.ts';
import { mediaNaming, writeDocuments, type Named } from './document.ts';

const PAGE_EDGES = ['characters', 'staff', 'studios'] as const;

/** The read models whose tables and apply code this one keeps a copy of, in its own schema. */
const COPIED = [characters, staff, studios];

/**
 * The media page's characters, staff and studios as one document per media (ADR 64), so that the page reads one row
 * instead of a statement per list, count and voice-actor language over four read models. A read model must not read
 * another at drain time (a rebuild would read the other as it is now, not as it was at this event), so this one
 * keeps its own copies: the characters, staff and studios read models' tables and the media read model's character,
 * staff and studio edges, written by their own code into this schema, and composes the documents from them.
 * Favourite counts are not copied (no favourite event is read): the copies' counts stay as imported, and the
 * documents leave them out.
 */
export const mediapages = defineProjection({
  name: 'mediapages',
  // The copied tables' own migrations come first: a change to either changes this hash too, and rebuilds this copy.
  migration: [...COPIED.map((p) => p.migrationSql), readFileSync(new URL('./migration.sql', import.meta.url), 'utf8')].join('\n'),
  // Its own (1), and the copied read models' versions (a change of what their apply writes) and the media read model's
  // (its edges): a bump of any of them rebuilds this one.
  version: [...COPIED, media].reduce((sum, p) => sum + p.version, 1),
  handles: PROJECTION_INPUTS.mediapages,
  async apply(events, tx) {
    for (const copied of COPIED) await copied.apply(events, tx);
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
    const named: Named = { characters: [], staff: [], studios: [] };
    for (const e of events) {
      if (e.type === 'CharacterAdded' || e.type === 'CharacterUpdated') named.characters.push(e.data.characterId);
      if (e.type === 'StaffAdded' || e.type === 'StaffUpdated') named.staff.push(e.data.staffId);
      if (e.type === 'StudioAdded' || e.type === 'StudioUpdated') named.studios.push(e.data.studioId);
    }
    await writeDocuments(tx, [
      ...inserted,
      ...[...updated].filter((id) => PAGE_EDGES.some((field) => has(batch.updates.get(id)!, field))),
      ...(await mediaNaming(tx, named)),
    ]);
    if (batch.removed.size > 0) {
      const removed = [...batch.removed];
      await removeEdges(tx, removed, PAGE_EDGES);
      await tx.query('DELETE FROM media_pages WHERE media_id = ANY($1::int[])', [removed]);
    }
  },
});
