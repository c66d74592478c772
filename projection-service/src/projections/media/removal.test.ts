import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characterStream, mediaStream, newEvent, staffStream, studioStream } from '@tsuzuki/events';
import { openTestEnv, type TestEnv } from '../../testing/env.ts';
import { characterAdded, mediaAdded, staffAdded, studioAdded } from '../../testing/fixtures.ts';
import { characters } from '../characters/index.ts';
import { genres } from '../genres/index.ts';
import { search } from '../search/index.ts';
import { staff } from '../staff/index.ts';
import { studios } from '../studios/index.ts';
import { media } from './index.ts';

// Data edits in the catalogue read models (ADR 22): a deleted or merged media leaves the media, search and genre
// tables (within its batch or later); character, staff and studio corrections change their rows and search names.
let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv('rm_catalogue_edits');
  for (const id of [30, 31, 32]) await env.append(mediaStream(id), [mediaAdded(id)]);
  await env.append(mediaStream(30), [newEvent('MediaDeleted', { mediaId: 30, title: 'x', reason: null })]);
  await env.append(mediaStream(31), [newEvent('MediaMerged', { mediaId: 31, intoMediaId: 32, title: 'y', reason: 'Duplicate' })]);
  await env.append(characterStream(40), [characterAdded(40)]);
  await env.append(characterStream(40), [
    newEvent('CharacterUpdated', {
      characterId: 40,
      changes: {
        age: '19',
        name: { first: 'Eren', middle: null, last: 'Jaeger', full: 'Eren Jaeger', native: null, alternative: [], alternativeSpoiler: [] },
      },
      before: { age: '15' },
      reason: null,
      submissionId: 3,
    }),
  ]);
  await env.append(staffStream(50), [staffAdded(50)]);
  await env.append(staffStream(50), [
    newEvent('StaffUpdated', {
      staffId: 50,
      changes: { homeTown: 'Saitama' },
      before: { homeTown: 'Tokyo' },
      reason: null,
      submissionId: null,
    }),
  ]);
  await env.append(studioStream(60), [studioAdded(60)]);
  await env.append(studioStream(60), [
    newEvent('StudioUpdated', { studioId: 60, changes: { name: 'WIT' }, before: { name: 'Wit Studio 60' }, reason: null }),
  ]);
  for (const projection of [media, genres, search, characters, staff, studios]) await env.project(projection, 3);
});
afterAll(async () => env?.drop());

describe('catalogue read models after data edits', () => {
  it('drop a deleted or merged media from the media, genre and search tables', async () => {
    expect((await env.rows<{ id: number }>('SELECT id FROM rm_media.media ORDER BY id')).map((r) => r.id)).toEqual([32]);
    expect(await env.rows('SELECT * FROM rm_media.media_studios WHERE media_id IN (30, 31)')).toEqual([]);
    expect((await env.rows<{ media_id: number }>('SELECT DISTINCT media_id FROM rm_genres.media_genres')).map((r) => r.media_id)).toEqual([
      32,
    ]);
    expect(
      (await env.rows<{ id: number }>("SELECT id FROM rm_search.search_documents WHERE kind = 'MEDIA' ORDER BY id")).map((r) => r.id),
    ).toEqual([32]);
  });

  it('apply character, staff and studio corrections, names included', async () => {
    expect(await env.rows('SELECT name_full, name_last, age FROM rm_characters.characters')).toEqual([
      { name_full: 'Eren Jaeger', name_last: 'Jaeger', age: '19' },
    ]);
    expect(await env.rows('SELECT home_town FROM rm_staff.staff')).toEqual([{ home_town: 'Saitama' }]);
    expect(await env.rows('SELECT name FROM rm_studios.studios')).toEqual([{ name: 'WIT' }]);
    const names = await env.rows<{ kind: string; names: string[] }>(
      "SELECT kind, names FROM rm_search.search_documents WHERE kind <> 'MEDIA' ORDER BY kind",
    );
    expect(names.find((n) => n.kind === 'CHARACTER')!.names).toContain('Eren Jaeger');
    expect(names.find((n) => n.kind === 'STUDIO')!.names).toEqual(['WIT']);
  });
});
