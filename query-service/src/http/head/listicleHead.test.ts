import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMedia } from '../../testing/fixtures.ts';
import { startTestApp } from '../../testing/http.ts';
import { SITE_URL } from '../../schema/text.ts';
import { listicleMedia } from './listicleHead.ts';

// The listicle pages of social §2 (/article/Top-{10|50}-{genre}-{Anime|Manga}-of-{year}) as the server answers them:
// 200 with a head for a listicle, 404 for another article; and the server's list is the client's.
let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'tsuzuki-listicle-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Tsuzuki</title></head><body></body></html>');
  t = await startTestApp('query_listicles', { clientDist: dist });
  // Action anime of 2020: scores with a tie (broken by popularity, then id), an unscored one, an adult one, one of
  // another genre, one whose season year is 2020 though it started in 2019, one of 2021; and manga by start year.
  const anime = (id: number, score: number | null, extra: Record<string, unknown> = {}) =>
    insertMedia(t.pool, {
      id,
      romaji: `Action ${id}`,
      format: 'TV',
      status: 'FINISHED',
      season: 'WINTER',
      season_year: 2020,
      start_year: 2020,
      genres: ['Action'],
      average_score: score,
      popularity: 100,
      ...extra,
    });
  await anime(1, 70);
  await anime(2, 90);
  await anime(3, 80, { popularity: 50 });
  await anime(4, 80, { popularity: 500 });
  await anime(5, 80, { popularity: 500 });
  await anime(6, null);
  await anime(7, 99, { is_adult: true });
  await anime(8, 95, { genres: ['Drama'] });
  await anime(9, 60, { start_year: 2019, start_month: 12 });
  await anime(10, 97, { season_year: 2021, start_year: 2021 });
  const manga = (id: number, score: number, extra: Record<string, unknown>) =>
    insertMedia(t.pool, {
      id,
      type: 'MANGA',
      romaji: `Manga ${id}`,
      format: 'MANGA',
      status: 'FINISHED',
      genres: ['Action'],
      average_score: score,
      popularity: 1,
      ...extra,
    });
  await manga(20, 75, { start_year: 2020, start_month: 5 });
  await manga(21, 85, { start_year: 2019 });
});
afterAll(() => t.close());

const RANKED_2020 = [2, 4, 5, 3, 1, 9];

describe('listicle pages', () => {
  it('ranks a genre in a year by score, ties to the more popular and then the lower id, scored and not adult', async () => {
    expect((await listicleMedia(t.db, { amount: 10, genre: 'Action', type: 'ANIME', year: 2020 })).map((r) => r.id)).toEqual(RANKED_2020);
    expect((await listicleMedia(t.db, { amount: 10, genre: 'Action', type: 'MANGA', year: 2020 })).map((r) => r.id)).toEqual([20]);
  });

  it('gives the same list as the Page.media query the client sends', async () => {
    const document = `query ($type: MediaType!, $genre: String!, $perPage: Int!, $seasonYear: Int, $yearLike: String) {
      Page(page: 1, perPage: $perPage) { media(type: $type, genre: $genre, seasonYear: $seasonYear, startDate_like: $yearLike,
        isAdult: false, averageScore_greater: 0, sort: [SCORE_DESC, POPULARITY_DESC]) { id } } }`;
    const anime = await t.gql<{ Page: { media: { id: number }[] } }>(document, {
      variables: { type: 'ANIME', genre: 'Action', perPage: 10, seasonYear: 2020 },
    });
    expect(anime.body.data!.Page.media.map((m) => m.id)).toEqual(RANKED_2020);
    const manga = await t.gql<{ Page: { media: { id: number }[] } }>(document, {
      variables: { type: 'MANGA', genre: 'Action', perPage: 10, yearLike: '2020%' },
    });
    expect(manga.body.data!.Page.media.map((m) => m.id)).toEqual([20]);
  });

  it('answers a listicle with its title, canonical address and the ranked titles as an ItemList', async () => {
    const res = await fetch(`${t.url}/article/Top-10-Action-Anime-of-2020`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Top 10 Action Anime of 2020 · Tsuzuki</title>');
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/article/Top-10-Action-Anime-of-2020">`);
    expect(html).not.toContain('noindex');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(ld).toMatchObject({ '@type': 'ItemList', name: 'Top 10 Action Anime of 2020', numberOfItems: RANKED_2020.length });
    expect(ld.itemListElement.map((e: { position: number; url: string }) => [e.position, e.url])).toEqual(
      RANKED_2020.map((id, i) => [i + 1, `${SITE_URL}/anime/${id}/Action-${id}`]),
    );
  });

  it('keeps a listicle that ranks nothing out of search engines', async () => {
    const res = await fetch(`${t.url}/article/Top-50-Horror-Manga-of-1990`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<meta name="robots" content="noindex">');
  });

  it('answers 404 for other amounts, genres, types and years', async () => {
    for (const slug of [
      'Top-7-Action-Anime-of-2020',
      'Top-100-Action-Anime-of-2020',
      'Top-10-Hentai-Anime-of-2020',
      'Top-10-Nope-Anime-of-2020',
      'Top-10-Action-Novel-of-2020',
      'Top-10-Action-Anime-of-20',
      'Top-10-Action-Anime-of-1800',
      'Top-10-Action-Anime-of-2020/more',
    ]) {
      const res = await fetch(`${t.url}/article/${slug}`);
      expect(res.status, slug).toBe(404);
    }
    expect((await fetch(`${t.url}/article`)).status).toBe(404);
  });
});
