import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaStream } from '@tsuzuki/events';
import { mediaAdded, mediaUpdated } from '../../testing/fixtures.ts';
import { openTestEnv, type TestEnv } from '../../testing/env.ts';
import { genres } from './index.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv('rm_genres');
});
afterAll(async () => env?.drop());

const genreRows = () => env.rows('SELECT * FROM rm_genres.media_genres ORDER BY media_id, genre');

describe('genres projection', () => {
  it('writes one row per genre of each media, with its type and adult flag', async () => {
    await env.append(mediaStream(1), [mediaAdded(1, { genres: ['Action', 'Drama'] })]);
    await env.append(mediaStream(2), [mediaAdded(2, { genres: ['Hentai'], isAdult: true }, 'MANGA')]);
    await env.project(genres);
    expect(await genreRows()).toEqual([
      { media_id: 1, genre: 'Action', media_type: 'ANIME', is_adult: false },
      { media_id: 1, genre: 'Drama', media_type: 'ANIME', is_adult: false },
      { media_id: 2, genre: 'Hentai', media_type: 'MANGA', is_adult: true },
    ]);
  });

  it('replaces the genres of an updated media and keeps is_adult in sync', async () => {
    await env.append(mediaStream(1), [mediaUpdated(1, { genres: ['Comedy'] })]);
    await env.project(genres);
    await env.append(mediaStream(1), [mediaUpdated(1, { isAdult: true })]);
    await env.append(mediaStream(2), [mediaUpdated(2, { description: 'unrelated' })]);
    await env.project(genres);
    expect(await genreRows()).toEqual([
      { media_id: 1, genre: 'Comedy', media_type: 'ANIME', is_adult: true },
      { media_id: 2, genre: 'Hentai', media_type: 'MANGA', is_adult: true },
    ]);
  });

  it('remembers a media without genres so genres given later get its flags', async () => {
    await env.append(mediaStream(3), [mediaAdded(3, { genres: [], isAdult: true })]);
    await env.project(genres);
    await env.append(mediaStream(3), [mediaUpdated(3, { genres: ['Romance'] })]);
    await env.project(genres);
    expect(await env.rows('SELECT * FROM rm_genres.media_genres WHERE media_id = 3')).toEqual([
      { media_id: 3, genre: 'Romance', media_type: 'ANIME', is_adult: true },
    ]);
  });
});
