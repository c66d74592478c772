import { PROJECTION_INPUTS } from '@tsuzuki/events';
import { defineProjection } from '../../framework/projection.ts';
import { recordsetSource, returningIds } from '../../framework/recordset.ts';
import { recordset } from '../../framework/sql.ts';
import { foldMediaEvents, has } from '../mediaBatch.ts';

const FLAGS_INSERT = `INSERT INTO media_flags (media_id, media_type, is_adult)
  SELECT id, type, is_adult FROM ${recordsetSource({ id: 'integer', type: 'text', is_adult: 'boolean' })}
  ON CONFLICT (media_id) DO NOTHING RETURNING media_id`;

const FLAGS_UPDATE = `UPDATE media_flags f SET is_adult = coalesce(x.is_adult, f.is_adult)
  FROM ${recordsetSource({ id: 'integer', is_adult: 'boolean' })}
  WHERE f.media_id = x.id RETURNING f.media_id`;

const GENRES_INSERT = `INSERT INTO media_genres (media_id, genre, media_type, is_adult)
  SELECT x.media_id, x.genre, f.media_type, f.is_adult
  FROM ${recordsetSource({ media_id: 'integer', genre: 'text' })} JOIN media_flags f ON f.media_id = x.media_id
  ON CONFLICT DO NOTHING`;

const SYNC_ADULT = `UPDATE media_genres g SET is_adult = f.is_adult FROM media_flags f
  WHERE g.media_id = f.media_id AND g.media_id = ANY($1::int[]) AND g.is_adult <> f.is_adult`;

export const genres = defineProjection({
  name: 'genres',
  migration: new URL('./migration.sql', import.meta.url),
  handles: PROJECTION_INPUTS.genres,
  async apply(events, tx) {
    const batch = foldMediaEvents(events);
    const inserted = await returningIds(
      tx,
      FLAGS_INSERT,
      [...batch.added].map(([id, { data }]) => ({ id, type: data.type, is_adult: data.isAdult })),
      'media_id',
    );
    const relevant = [...batch.updates].filter(([, c]) => has(c, 'genres') || has(c, 'isAdult'));
    // is_adult null leaves the flag as it is (coalesce): the update carried only genres.
    const updated = await returningIds(
      tx,
      FLAGS_UPDATE,
      relevant.map(([id, c]) => ({ id, is_adult: c.isAdult ?? null })),
      'media_id',
    );

    const replaced: number[] = [];
    const rows: Array<{ media_id: number; genre: string }> = [];
    for (const id of updated) {
      const genreList = batch.updates.get(id)!.genres;
      if (!genreList) continue;
      if (!inserted.has(id)) replaced.push(id);
      rows.push(...genreList.map((genre) => ({ media_id: id, genre })));
    }
    for (const id of inserted) {
      if (updated.has(id) && batch.updates.get(id)!.genres) continue;
      rows.push(...batch.added.get(id)!.data.genres.map((genre) => ({ media_id: id, genre })));
    }
    if (replaced.length > 0) await tx.query('DELETE FROM media_genres WHERE media_id = ANY($1::int[])', [replaced]);
    if (rows.length > 0) await tx.query(GENRES_INSERT, [recordset(rows)]);
    const adultChanged = [...updated].filter((id) => has(batch.updates.get(id)!, 'isAdult'));
    if (adultChanged.length > 0) await tx.query(SYNC_ADULT, [adultChanged]);
    // A deleted or merged media counts in no genre (ADR 22).
    if (batch.removed.size > 0) {
      await tx.query('DELETE FROM media_genres WHERE media_id = ANY($1::int[])', [[...batch.removed]]);
      await tx.query('DELETE FROM media_flags WHERE media_id = ANY($1::int[])', [[...batch.removed]]);
    }
  },
});
