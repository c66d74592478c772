import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characterStream, mediaStream, mediaTagsStream, staffStream, studioStream, tagStream } from '@tsuzuki/events';
import { openTestEnv, type TestEnv } from '../../testing/env.ts';
import {
  characterAdded,
  characterUpdated,
  mediaAdded,
  mediaUpdated,
  staffAdded,
  staffUpdated,
  studioAdded,
  tagCreated,
} from '../../testing/fixtures.ts';
import type { MediaPageRow } from './rows.ts';
import { mediapages } from './index.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv('rm_mediapages');
});
afterAll(async () => env?.drop());

const pages = () =>
  env.rows<MediaPageRow>(
    'SELECT media_id, relations, characters, staff, studios, tags, airing FROM rm_mediapages.media_pages ORDER BY media_id',
  );
/** A document as names: characters with their voice actors, staff with their roles. */
const names = (p: MediaPageRow) => ({
  id: p.media_id,
  relations: p.relations.map((r) => `${r.title_romaji} (${r.relation_type}, ${r.status})`),
  characters: p.characters.map((c) => [c.name_full, c.role, c.voice_actors.map((v) => `${v.name_full} (${v.language}, ${v.dub_group})`)]),
  staff: p.staff.map((s) => `${s.name_full}: ${s.role}`),
  studios: p.studios.map((s) => `${s.name}${s.is_main ? ' (main)' : ''}`),
});

describe('mediapages projection', () => {
  it("keeps each media's relations, characters, staff and studios with their names, following edits, recasts and removals", async () => {
    // The fixture's media name characters 40-41, staff 95-96 (MAIN 40 voiced by 95 and 96; 95 twice on staff) and
    // studios 10-11.
    await env.append(mediaStream(1), [mediaAdded(1)]);
    await env.append(mediaStream(2), [mediaAdded(2)]);
    await env.append(characterStream(40), [characterAdded(40)]);
    await env.append(staffStream(95), [staffAdded(95)]);
    await env.project(mediapages);
    // People not (yet) in the catalogue are left out, as the query-service's joins left them out.
    expect((await pages()).map(names)).toEqual([
      {
        id: 1,
        relations: [],
        characters: [['Eren Yeager 40', 'MAIN', ['Yuki Kaji 95 (Japanese, null)']]],
        staff: ['Yuki Kaji 95: Director', 'Yuki Kaji 95: Storyboard (ep 1)'],
        studios: [],
      },
      {
        id: 2,
        relations: [],
        characters: [['Eren Yeager 40', 'MAIN', ['Yuki Kaji 95 (Japanese, null)']]],
        staff: ['Yuki Kaji 95: Director', 'Yuki Kaji 95: Storyboard (ep 1)'],
        studios: [],
      },
    ]);

    await env.append(characterStream(41), [characterAdded(41)]);
    await env.append(studioStream(11), [
      studioAdded(11),
      { type: 'StudioUpdated', data: { studioId: 11, changes: { name: 'MAPPA' }, before: {}, reason: null } },
    ]);
    await env.append(staffStream(96), [staffAdded(96), staffUpdated(96, 'Bryce Papenbrook')]);
    await env.append(characterStream(40), [characterUpdated(40, 'Mikasa Ackerman')]);
    await env.append(mediaStream(2), [
      mediaUpdated(2, { description: 'Only the synopsis' }),
      mediaUpdated(2, {
        // Media 1 leaves in this batch, media 3 comes.
        relations: [
          { mediaId: 1, relationType: 'PREQUEL' },
          { mediaId: 3, relationType: 'SEQUEL' },
        ],
        characters: [
          { characterId: 41, role: 'MAIN', voiceActors: [{ staffId: 95, roleNotes: null, dubGroup: null }] },
          { characterId: 40, role: 'SUPPORTING', voiceActors: [{ staffId: 96, roleNotes: null, dubGroup: 'EN dub' }] },
        ],
      }),
    ]);
    await env.append(mediaStream(1), [{ type: 'MediaDeleted', data: { mediaId: 1, title: 'Gone', reason: null } }]);
    await env.append(mediaStream(3), [mediaAdded(3, { characters: [], staff: [{ staffId: 96, role: 'Music' }] })]);
    await env.project(mediapages);
    expect((await pages()).map(names)).toEqual([
      {
        id: 2,
        relations: ['Shingeki no Kyojin 3 (SEQUEL, FINISHED)'],
        characters: [
          ['Eren Yeager 41', 'MAIN', ['Yuki Kaji 95 (Japanese, null)']],
          ['Mikasa Ackerman', 'SUPPORTING', ['Bryce Papenbrook (English, EN dub)']],
        ],
        staff: ['Yuki Kaji 95: Director', 'Yuki Kaji 95: Storyboard (ep 1)'],
        studios: ['MAPPA'],
      },
      { id: 3, relations: [], characters: [], staff: ['Bryce Papenbrook: Music'], studios: ['MAPPA'] },
    ]);
    expect(await env.rows('SELECT count(*)::int AS n FROM rm_mediapages.media_characters WHERE media_id = 1')).toEqual([{ n: 0 }]);

    // A character's name follows its rename, a related media's card its edits, each without its media's events.
    await env.append(characterStream(41), [characterUpdated(41, 'Levi Ackerman')]);
    await env.project(mediapages);
    expect((await pages())[0]!.characters.map((c) => c.name_full)).toEqual(['Levi Ackerman', 'Mikasa Ackerman']);
    await env.append(mediaStream(3), [
      mediaUpdated(3, { status: 'RELEASING', title: { romaji: 'Shingeki 3', english: null, native: null } }),
    ]);
    await env.project(mediapages);
    expect((await pages()).map((p) => p.relations.map((r) => `${r.title_romaji} (${r.relation_type}, ${r.status})`))).toEqual([
      ['Shingeki 3 (SEQUEL, RELEASING)'],
      [],
    ]);
  });

  it("keeps each media's tags as ranked, and its airing schedule, following imports, tags created later, votes and edits (ADR 72)", async () => {
    // The fixture's media carry tags 1 (rank 95) and 2 (80, a spoiler) and two episodes; tag 2 exists only later.
    await env.append(mediaStream(10), [
      mediaAdded(10, {
        airingSchedule: [
          { episode: 2, airingAt: 300 },
          { episode: 1, airingAt: 200 },
        ],
      }),
    ]);
    await env.append(tagStream(1), [tagCreated(1, 'Military')]);
    await env.project(mediapages);
    const page = async () => (await pages()).find((p) => p.media_id === 10)!;
    const tags = async () => (await page()).tags!.map((t) => `${t.name} ${t.rank}${t.is_media_spoiler ? ' (spoiler)' : ''}`);
    expect(await tags()).toEqual(['Military 95']);
    expect((await page()).airing).toEqual([
      { episode: 1, airing_at: 200 },
      { episode: 2, airing_at: 300 },
    ]);

    // A tag created after the media names it: the page shows it without any event of the media.
    await env.append(tagStream(2), [tagCreated(2, 'Gore')]);
    await env.project(mediapages);
    expect(await tags()).toEqual(['Military 95', 'Gore 80 (spoiler)']);

    // Votes move a rank (and the order), a moderator's removal takes a tag off, an edit replaces the list and schedule.
    await env.append(mediaTagsStream(10), [
      { type: 'MediaTagVoted', data: { mediaId: 10, tagId: 2, userId: 7, vote: 5 } },
      { type: 'MediaTagVoted', data: { mediaId: 10, tagId: 2, userId: 8, vote: 5 } },
    ]);
    await env.project(mediapages);
    // (80 + 20 * 10) / 3, rounded.
    expect(await tags()).toEqual(['Military 95', 'Gore 93 (spoiler)']);
    await env.append(mediaTagsStream(10), [{ type: 'MediaTagRemoved', data: { mediaId: 10, tagId: 1, moderatorId: 3 } }]);
    await env.project(mediapages);
    expect(await tags()).toEqual(['Gore 93 (spoiler)']);
    await env.append(mediaStream(10), [
      mediaUpdated(10, { tags: [{ tagId: 2, rank: 40, isMediaSpoiler: false }], airingSchedule: [{ episode: 5, airingAt: 900 }] }),
    ]);
    await env.project(mediapages);
    // The new imported rank with the pair's votes: (40 + 20 * 10) / 3.
    expect(await tags()).toEqual(['Gore 80']);
    expect((await page()).airing).toEqual([{ episode: 5, airing_at: 900 }]);
  });
});
