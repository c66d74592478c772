import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaStream } from '@tsuzuki/events';
import { mediaAdded, mediaUpdated, statisticsImported } from '../../testing/fixtures.ts';
import { openTestEnv, T0_SECONDS, type TestEnv } from '../../testing/env.ts';
import { media } from './index.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv('rm_media');
});
afterAll(async () => env?.drop());

const row = async (id: number) => (await env.rows('SELECT * FROM rm_media.media WHERE id = $1', [id]))[0];
const edges = (table: string, id: number, order = 'position') =>
  env.rows(`SELECT * FROM rm_media.${table} WHERE media_id = $1 ORDER BY ${order}`, [id]);

describe('media projection', () => {
  it("maps every field of MediaAdded into media and its edge tables (tags are the tags read model's)", async () => {
    await env.append(mediaStream(1), [mediaAdded(1)]);
    await env.project(media);
    expect(await row(1)).toEqual({
      // The fixture is shaped like an event written before issue 14, without a MyAnimeList id.
      id: 1,
      type: 'ANIME',
      id_mal: null,
      title_romaji: 'Shingeki no Kyojin 1',
      title_english: 'Attack on Titan 1',
      title_native: '進撃の巨人 1',
      synonyms: ['AoT 1', 'SnK 1'],
      description: 'Description 1',
      format: 'TV',
      status: 'FINISHED',
      source: 'MANGA',
      country_of_origin: 'JP',
      is_adult: false,
      is_licensed: true,
      is_locked: false,
      is_favourite_blocked: false,
      is_recommendation_blocked: false,
      is_review_blocked: false,
      start_year: 2013,
      start_month: 4,
      start_day: 7,
      end_year: 2013,
      end_month: 9,
      end_day: null,
      start_date_int: 20130407,
      end_date_int: 20130900,
      season: 'SPRING',
      season_year: 2013,
      episodes: 25,
      duration: 24,
      chapters: null,
      volumes: null,
      genres: ['Action', 'Drama'],
      hashtag: '#shingeki',
      cover_extra_large: 'https://img.example/xl/1.jpg',
      cover_large: 'https://img.example/l/1.jpg',
      cover_medium: null,
      cover_color: '#e4a15d',
      banner_image: 'https://img.example/banner/1.jpg',
      trailer: { id: 'LHtdKWJdif4', site: 'youtube', thumbnail: null },
      external_links: [
        { id: 1, url: 'https://example.com', site: 'Official Site', type: 'INFO', language: null, color: null, icon: null, notes: null },
      ],
      streaming_episodes: [{ title: 'Episode 1', thumbnail: null, url: 'https://stream.example/1', site: 'Crunchyroll' }],
      average_score: null,
      mean_score: null,
      popularity: 0,
      favourites: 0,
      trending: 0,
      status_distribution: [],
      score_distribution: [],
      created_at: T0_SECONDS,
      updated_at: T0_SECONDS,
    });
    expect(await edges('media_studios', 1)).toEqual([
      { media_id: 1, studio_id: 10, is_main: true, position: 0 },
      { media_id: 1, studio_id: 11, is_main: false, position: 1 },
    ]);
    expect(await edges('media_relations', 1)).toEqual([
      { media_id: 1, related_media_id: 1001, relation_type: 'SEQUEL', position: 0 },
      { media_id: 1, related_media_id: 2001, relation_type: 'ADAPTATION', position: 1 },
    ]);
    expect(await edges('media_characters', 1)).toEqual([
      { media_id: 1, character_id: 40, role: 'MAIN', position: 0 },
      { media_id: 1, character_id: 41, role: 'SUPPORTING', position: 1 },
    ]);
    expect(await edges('media_character_voice_actors', 1)).toEqual([
      { media_id: 1, character_id: 40, staff_id: 95, role_notes: null, dub_group: null, position: 0 },
      { media_id: 1, character_id: 40, staff_id: 96, role_notes: 'young', dub_group: 'EN dub', position: 1 },
    ]);
    expect(await edges('media_staff', 1)).toEqual([
      { media_id: 1, staff_id: 95, role: 'Director', position: 0 },
      { media_id: 1, staff_id: 95, role: 'Storyboard (ep 1)', position: 1 },
    ]);
    expect(await edges('airing_schedule', 1, 'episode')).toEqual([
      { media_id: 1, episode: 1, airing_at: 1365260400 },
      { media_id: 1, episode: 2, airing_at: 1365865200 },
    ]);
  });

  it('applies only the fields present in MediaUpdated and replaces the edge lists it carries', async () => {
    const before = await row(1);
    await env.append(
      mediaStream(1),
      [
        mediaUpdated(1, { title: { romaji: 'Kyojin', english: null, native: null }, startDate: { year: 2014, month: null, day: null } }),
        mediaUpdated(1, { tags: [{ tagId: 3, rank: 60, isMediaSpoiler: false }], characters: [] }),
      ],
      '2024-02-01T00:00:00.000Z',
    );
    await env.project(media);
    const after = await row(1);
    expect(after).toEqual({
      ...before,
      title_romaji: 'Kyojin',
      title_english: null,
      title_native: null,
      start_year: 2014,
      start_month: null,
      start_day: null,
      start_date_int: 20140000,
      updated_at: Date.parse('2024-02-01T00:00:00.000Z') / 1000,
    });
    expect(await edges('media_characters', 1)).toEqual([]);
    expect(await edges('media_character_voice_actors', 1)).toEqual([]);
    expect(await edges('media_studios', 1)).toHaveLength(2);
  });

  it("fills the statistics from MediaStatisticsImported (trending is the refresh's: trending.test.ts)", async () => {
    await env.append(mediaStream(1), [statisticsImported(1)], '2024-03-01T00:00:00.000Z');
    await env.project(media);
    expect(await row(1)).toMatchObject({
      average_score: 84,
      mean_score: 85,
      popularity: 1001,
      favourites: 50,
      trending: 0,
      status_distribution: [
        { status: 'CURRENT', amount: 10 },
        { status: 'COMPLETED', amount: 90 },
      ],
      score_distribution: [
        { score: 10, amount: 1 },
        { score: 100, amount: 40 },
      ],
      updated_at: Date.parse('2024-03-01T00:00:00.000Z') / 1000,
    });
  });

  it('keeps the MyAnimeList id MediaAdded gives, and the one an edit sets', async () => {
    await env.append(mediaStream(4), [mediaAdded(4, { idMal: 16498 })]);
    await env.project(media);
    expect(await row(4)).toMatchObject({ id: 4, id_mal: 16498 });
    await env.append(mediaStream(4), [mediaUpdated(4, { idMal: 25777 }), mediaUpdated(4, { episodes: 12 })]);
    await env.project(media);
    expect(await row(4)).toMatchObject({ id: 4, id_mal: 25777, episodes: 12 });
  });

  it('keeps the first of an edge listed twice', async () => {
    await env.append(mediaStream(3), [
      mediaAdded(3, {
        airingSchedule: [
          { episode: 1, airingAt: 100 },
          { episode: 1, airingAt: 200 },
        ],
      }),
    ]);
    await env.project(media);
    expect(await edges('airing_schedule', 3, 'episode')).toEqual([{ media_id: 3, episode: 1, airing_at: 100 }]);
  });

  it('folds several events of one media in one batch like applying them one by one', async () => {
    await env.append(mediaStream(2), [
      mediaAdded(2, {}, 'MANGA'),
      mediaUpdated(2, { episodes: 3, studios: [{ studioId: 12, isMain: true }] }),
      statisticsImported(2, { popularity: 5 }),
      mediaUpdated(2, { episodes: 4, isAdult: true }),
      statisticsImported(2, { popularity: 6 }),
    ]);
    await env.project(media);
    expect(await row(2)).toMatchObject({ type: 'MANGA', episodes: 4, is_adult: true, popularity: 6, genres: ['Action', 'Drama'] });
    expect(await edges('media_studios', 2)).toEqual([{ media_id: 2, studio_id: 12, is_main: true, position: 0 }]);
  });
});
