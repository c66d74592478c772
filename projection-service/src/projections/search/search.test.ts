import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characterStream, mediaStream, staffStream, studioStream } from '@tsuzuki/events';
import { characterAdded, mediaAdded, mediaUpdated, staffAdded, studioAdded } from '../../testing/fixtures.ts';
import { openTestEnv, type TestEnv } from '../../testing/env.ts';
import { search } from './index.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv('rm_search');
});
afterAll(async () => env?.drop());

const doc = async (kind: string, id: number) =>
  (
    await env.rows<Record<string, unknown>>(
      'SELECT kind, id, media_type, is_adult, names, names_text, tsv::text AS tsv FROM rm_search.search_documents WHERE kind = $1 AND id = $2',
      [kind, id],
    )
  )[0];
const matches = async (query: string) =>
  await env.rows<{ kind: string; id: number }>(
    `SELECT kind, id FROM rm_search.search_documents WHERE tsv @@ plainto_tsquery('simple', $1) ORDER BY kind, id`,
    [query],
  );

describe('search projection', () => {
  it('indexes a media by romaji, english, native and synonyms', async () => {
    await env.append(mediaStream(1), [
      mediaAdded(1, {
        title: { romaji: 'Shingeki no Kyojin', english: 'Attack on Titan', native: '進撃の巨人' },
        synonyms: ['AoT', 'Attack on Titan'],
      }),
    ]);
    await env.project(search);
    expect(await doc('MEDIA', 1)).toMatchObject({
      media_type: 'ANIME',
      is_adult: false,
      names: ['Shingeki no Kyojin', 'Attack on Titan', '進撃の巨人', 'AoT'],
      names_text: 'shingeki no kyojin | attack on titan | 進撃の巨人 | aot',
    });
    expect(await matches('kyojin')).toEqual([{ kind: 'MEDIA', id: 1 }]);
    expect(await matches('進撃の巨人')).toEqual([{ kind: 'MEDIA', id: 1 }]);
    const [trgm] = await env.rows<{ id: number }>(`SELECT id FROM rm_search.search_documents WHERE names_text % 'atack on titan'`);
    expect(trgm?.id).toBe(1);
  });

  it('recomputes the media document when the title, synonyms or adult flag change', async () => {
    await env.append(mediaStream(1), [mediaUpdated(1, { synonyms: ['SnK'] })]);
    await env.append(mediaStream(1), [mediaUpdated(1, { isAdult: true, description: 'x' })]);
    await env.project(search);
    expect(await doc('MEDIA', 1)).toMatchObject({
      is_adult: true,
      names: ['Shingeki no Kyojin', 'Attack on Titan', '進撃の巨人', 'SnK'],
    });
    expect(await matches('aot')).toEqual([]);
  });

  it('indexes characters, staff and studios by their names', async () => {
    await env.append(characterStream(40), [characterAdded(40, 'Eren Yeager')]);
    await env.append(staffStream(95), [staffAdded(95, 'Yuki Kaji')]);
    await env.append(studioStream(10), [studioAdded(10, 'Wit Studio')]);
    await env.project(search);
    expect(await doc('CHARACTER', 40)).toMatchObject({
      media_type: null,
      is_adult: false,
      names: ['Eren Yeager', 'エレン・イェーガー', 'Eren Yeager alt'],
      names_text: 'eren yeager | エレン・イェーガー | eren yeager alt',
    });
    expect(await doc('STAFF', 95)).toMatchObject({ names: ['Yuki Kaji', '梶裕貴', 'Yuki Kaji alt'] });
    expect(await doc('STUDIO', 10)).toMatchObject({ names: ['Wit Studio'], names_text: 'wit studio' });
    expect(await matches('yeager')).toEqual([{ kind: 'CHARACTER', id: 40 }]);
    expect(await matches('secret')).toEqual([]);
  });

  it('keeps the names normalised for matching (punctuation inside words dropped) and finds one-letter typos', async () => {
    await env.append(mediaStream(2), [
      mediaAdded(2, { title: { romaji: 'Yuugiou', english: 'Yu-Gi-Oh! Duel Monsters', native: null }, synonyms: [] }),
    ]);
    await env.append(mediaStream(3), [
      mediaAdded(3, { title: { romaji: 'Hyouka', english: null, native: '氷菓' }, synonyms: ['Steins;Gate  0'] }),
    ]);
    await env.project(search);
    const texts = await env.rows<{ id: number; search_text: string }>(
      `SELECT id, search_text FROM rm_search.search_documents WHERE kind = 'MEDIA' AND id IN (2, 3) ORDER BY id`,
    );
    expect(texts).toEqual([
      { id: 2, search_text: 'yuugiou | yugioh duel monsters' },
      { id: 3, search_text: 'hyouka | 氷菓 | steinsgate 0' },
    ]);
    const similar = async (query: string) =>
      (
        await env.rows<{ id: number }>(`SELECT id FROM rm_search.similar_documents('MEDIA', rm_search.search_normalize($1)) ORDER BY id`, [
          query,
        ])
      ).map((r) => r.id);
    expect(await similar('hyoka')).toEqual([3]);
    expect(await similar('Yu-Gi-Oh')).toEqual([2]);
    expect(await similar('nothing alike')).toEqual([]);
  });

  it('reads "×" as the word x and keeps each word\'s letters sorted, for swapped letters (ADR 60)', async () => {
    await env.append(mediaStream(4), [mediaAdded(4, { title: { romaji: 'HUNTER×HUNTER', english: null, native: null }, synonyms: [] })]);
    await env.append(mediaStream(5), [mediaAdded(5, { title: { romaji: 'NARUTO', english: 'Naruto', native: null }, synonyms: [] })]);
    await env.project(search);
    const texts = await env.rows<{ id: number; search_text: string; sorted_text: string }>(
      `SELECT id, search_text, sorted_text FROM rm_search.search_documents WHERE kind = 'MEDIA' AND id IN (4, 5) ORDER BY id`,
    );
    expect(texts).toEqual([
      { id: 4, search_text: 'hunter x hunter', sorted_text: 'ehnrtu x ehnrtu' },
      { id: 5, search_text: 'naruto | naruto', sorted_text: 'anortu | anortu' },
    ]);
    const near = await env.rows<{ id: number }>(
      `SELECT id FROM rm_search.similar_documents('MEDIA', rm_search.search_normalize('naurto'))`,
    );
    expect(near.map((r) => r.id)).toEqual([5]);
  });
});
