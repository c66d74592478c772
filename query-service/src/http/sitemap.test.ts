import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID, seedCatalogue } from '../testing/catalogue.ts';
import { insertMedia } from '../testing/fixtures.ts';
import { startTestApp } from '../testing/http.ts';
import { insertUser } from '../testing/users.ts';
import { SITE_URL } from '../schema/text.ts';
import { sitemapRoute } from './sitemap.ts';

// The sitemap (social §2 footer: Site Map at /sitemap/index.xml) over a small catalogue: through the whole app, and
// through the route alone with 25 URLs a file to see the split.
let t: Awaited<ReturnType<typeof startTestApp>>;
let small: Server;
let smallUrl: string;
const COMEDY = 8000; // twelve scored comedies of 2020: a Top 50 as well as a Top 10

beforeAll(async () => {
  t = await startTestApp('query_sitemap');
  await seedCatalogue(t.pool);
  for (let i = 0; i < 12; i++) {
    await insertMedia(t.pool, {
      id: COMEDY + i,
      romaji: `Comedy & Co ${i}`,
      format: 'TV',
      status: 'FINISHED',
      season: 'SPRING',
      season_year: 2020,
      start_year: 2020,
      genres: ['Comedy'],
      average_score: 60 + i,
      popularity: 10,
      updated_at: 1_700_000_000 + i,
    });
  }
  await insertUser(t.pool, { id: 1, name: 'Yuki' });
  await insertUser(t.pool, { id: 2, name: 'Haruto', updated_at: 1_710_000_000 });
  const app = express().use(sitemapRoute(t.db, { pageSize: 25 }));
  small = createServer(app).listen(0);
  await new Promise<void>((resolve) => small.once('listening', () => resolve()));
  smallUrl = `http://127.0.0.1:${(small.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => small.close(() => resolve()));
  await t.close();
});

/** Parses the document (throws unless well-formed) and returns its root, each <loc> and each <lastmod>. */
function parseXml(xml: string) {
  const parser = new SaxesParser({ xmlns: true });
  let root = '';
  let namespace = '';
  let current = '';
  const locs: string[] = [];
  const lastmods: string[] = [];
  parser.on('opentag', (tag) => {
    if (!root) [root, namespace] = [tag.local, tag.uri];
    current = tag.local;
  });
  parser.on('text', (text) => {
    if (current === 'loc') locs.push(text);
    if (current === 'lastmod') lastmods.push(text);
  });
  parser.on('closetag', () => (current = ''));
  parser.write(xml).close();
  return { root, namespace, locs, lastmods };
}

async function sitemap(base: string, file: string) {
  const res = await fetch(`${base}/sitemap/${file}`);
  expect(res.status, file).toBe(200);
  expect(res.headers.get('content-type'), file).toMatch(/^application\/xml/);
  return parseXml(await res.text());
}

describe('the sitemap', () => {
  it('lists its children in an index with absolute addresses', async () => {
    const index = await sitemap(t.url, 'index.xml');
    expect(index.root).toBe('sitemapindex');
    expect(index.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(index.locs).toEqual(
      ['anime', 'manga', 'characters', 'staff', 'studios', 'users', 'articles'].map((k) => `${SITE_URL}/sitemap/${k}-1.xml`),
    );
    // The latest change in each file where the read model keeps one (anime: the comedies; studios keep none).
    expect(index.lastmods[0]).toBe(new Date((1_700_000_000 + 11) * 1000).toISOString());
  });

  it('lists every media page that may be indexed, with its slug and last change, and no adult media', async () => {
    const anime = await sitemap(t.url, 'anime-1.xml');
    expect(anime.root).toBe('urlset');
    expect(anime.locs).toContain(`${SITE_URL}/anime/${ID.aot}/Shingeki-no-Kyojin`);
    expect(anime.locs).toContain(`${SITE_URL}/anime/${COMEDY}/Comedy--Co-0`);
    expect(anime.locs.some((l) => l.includes(`/anime/${ID.adult}`))).toBe(false);
    expect(anime.locs.some((l) => l.includes('/manga/'))).toBe(false);
    expect(anime.locs).toHaveLength(5 + ID.fillerCount + 12);
    expect(anime.lastmods).toHaveLength(anime.locs.length);
    expect(anime.lastmods[0]).toBe(new Date(1_600_000_000 * 1000).toISOString());
    const manga = await sitemap(t.url, 'manga-1.xml');
    expect(manga.locs).toEqual([
      `${SITE_URL}/manga/${ID.aotManga}/Shingeki-no-Kyojin`,
      `${SITE_URL}/manga/${ID.soloLeveling}/Na-Honjaman-Level-Up`,
    ]);
  });

  it('lists characters, staff, studios and members', async () => {
    expect((await sitemap(t.url, 'characters-1.xml')).locs).toEqual([
      `${SITE_URL}/character/${ID.mikasa}/Mikasa-Ackerman`,
      `${SITE_URL}/character/${ID.eren}/Eren-Yeager`,
    ]);
    expect((await sitemap(t.url, 'staff-1.xml')).locs).toContain(`${SITE_URL}/staff/${ID.kaji}/Yuuki-Kaji`);
    const studios = await sitemap(t.url, 'studios-1.xml');
    expect(studios.locs).toContain(`${SITE_URL}/studio/${ID.wit}/Wit-Studio`);
    expect(studios.lastmods).toEqual([]);
    const users = await sitemap(t.url, 'users-1.xml');
    expect(users.locs).toEqual([`${SITE_URL}/user/Yuki/`, `${SITE_URL}/user/Haruto/`]);
    expect(users.lastmods[1]).toBe('2024-03-09T16:00:00.000Z');
  });

  it('lists the listicles that rank something, a Top 50 only where more than ten are ranked', async () => {
    const { locs } = await sitemap(t.url, 'articles-1.xml');
    expect(locs).toContain(`${SITE_URL}/article/Top-10-Action-Anime-of-2013`);
    expect(locs).toContain(`${SITE_URL}/article/Top-10-Sci-Fi-Anime-of-1998`);
    expect(locs).toContain(`${SITE_URL}/article/Top-10-Action-Manga-of-2009`);
    expect(locs).toContain(`${SITE_URL}/article/Top-10-Comedy-Anime-of-2020`);
    expect(locs).toContain(`${SITE_URL}/article/Top-50-Comedy-Anime-of-2020`);
    expect(locs).not.toContain(`${SITE_URL}/article/Top-50-Action-Anime-of-2013`);
    // No adult genre, nothing unscored (the filler shows), no manga without a start year (Solo Leveling).
    expect(locs.some((l) => /Hentai|Filler|of-null/.test(l))).toBe(false);
    expect(locs).toHaveLength(new Set(locs).size);
  });

  it('splits a section into files of pageSize URLs that together list every page once', async () => {
    const index = await sitemap(smallUrl, 'index.xml');
    const animeFiles = index.locs.filter((l) => l.includes('/sitemap/anime-'));
    const total = 5 + ID.fillerCount + 12;
    expect(animeFiles).toHaveLength(Math.ceil(total / 25));
    const seen: string[] = [];
    for (const file of animeFiles) {
      const { locs } = await sitemap(smallUrl, file.split('/sitemap/')[1]!);
      expect(locs.length).toBeLessThanOrEqual(25);
      seen.push(...locs);
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect((await fetch(`${smallUrl}/sitemap/anime-${animeFiles.length + 1}.xml`)).status).toBe(404);
  });

  it('answers 404 for files it does not have', async () => {
    const files = [
      'nope-1.xml',
      'anime-0.xml',
      'anime-99.xml',
      'anime.xml',
      'anime-1.json',
      'index.json',
      'Anime-1.xml',
      'anime-01.xml',
      '__proto__-1.xml',
    ];
    for (const file of files) {
      const res = await fetch(`${t.url}/sitemap/${file}`);
      expect(res.status, file).toBe(404);
    }
  });

  it('builds a file in one statement, keeps it a while, and sends it gzipped to those who accept it', async () => {
    t.db.reset();
    const first = await (await fetch(`${smallUrl}/sitemap/staff-1.xml`)).text();
    expect(t.db.count).toBe(1);
    const again = await fetch(`${smallUrl}/sitemap/staff-1.xml`);
    expect(await again.text()).toBe(first);
    expect(t.db.count).toBe(1);
    expect(again.headers.get('cache-control')).toBe('public, max-age=600');
    // fetch asks for gzip and inflates it.
    expect(again.headers.get('content-encoding')).toBe('gzip');
  });
});
