import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID, seedCatalogue } from '../../testing/catalogue.ts';
import { startTestApp } from '../../testing/http.ts';
import { scriptJson } from '@tsuzuki/web/scriptJson';
import { plainDescription } from './html.ts';
import { findMediaHead } from './mediaHead.ts';

const INDEX = `<!doctype html>
<html lang="en"><head>
    <meta charset="UTF-8" />
    <meta name="description" content="Track, share and discover your favourite anime and manga." />
    <title>Tsuzuki</title>
  </head><body><div id="root"></div></body></html>`;

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'tsuzuki-head-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  t = await startTestApp('query_page_head', { clientDist: dist });
  await seedCatalogue(t.pool);
  await t.pool.query(`UPDATE rm_media.media SET description = $1 WHERE id = $2`, [
    'A "quoted" <i>title</i> & </script><script>alert(1)</script><br>Second line.',
    ID.aotManga,
  ]);
});
afterAll(() => t.close());

const page = async (url: string) => {
  const res = await fetch(`${t.url}${url}`);
  expect(res.status).toBe(200);
  return res.text();
};
const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('page head for media and search URLs', () => {
  it('gives an anime page its title, description, social tags, keywords and TVSeries JSON-LD, keeping the CSRF meta', async () => {
    const html = await page(`/anime/${ID.aot}/Shingeki-no-Kyojin`);
    expect(html).toContain('<title>Shingeki no Kyojin (Attack on Titan) · Tsuzuki</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(meta(html, 'description')).toBe('Several hundred years ago, humans were nearly exterminated by titans.');
    expect(meta(html, 'og:title')).toBe('Shingeki no Kyojin (Attack on Titan)');
    expect(meta(html, 'og:image')).toBe('https://img.example/aot.jpg');
    expect(meta(html, 'og:type')).toBe('video.tv_show');
    expect(meta(html, 'og:url')).toMatch(new RegExp(`/anime/${ID.aot}/Shingeki-no-Kyojin$`));
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'keywords')).toBe('Military');
    expect(meta(html, 'robots')).toBeUndefined();
    expect(meta(html, 'csrf-token')).toMatch(/.{16,}/);
    expect(jsonLd(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TVSeries',
      name: 'Shingeki no Kyojin',
      alternateName: ['Attack on Titan', '進撃の巨人', 'AoT', 'SnK'],
      image: 'https://img.example/aot.jpg',
      genre: ['Action', 'Drama', 'Fantasy', 'Mystery'],
      datePublished: '2013-04-07',
      numberOfEpisodes: 25,
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 84, bestRating: 100, ratingCount: 900 },
    });
  });

  it('escapes catalogue text in attributes and in the JSON-LD script, and types manga as ComicSeries', async () => {
    const html = await page(`/manga/${ID.aotManga}/wrong-slug/stats`);
    expect(meta(html, 'og:url')).toMatch(new RegExp(`/manga/${ID.aotManga}/Shingeki-no-Kyojin$`));
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(meta(html, 'description')).toBe('A &quot;quoted&quot; title &amp; alert(1) Second line.');
    const ld = jsonLd(html);
    expect(ld).toMatchObject({
      '@type': 'ComicSeries',
      description: 'A "quoted" title & alert(1) Second line.',
      datePublished: '2009-09-09',
    });
    expect(meta(html, 'og:type')).toBe('book');
  });

  it('answers 404 for unknown or mistyped media and, to a guest, for adult media; adult heads are noindex', async () => {
    for (const url of [`/manga/${ID.aot}`, '/anime/123456789/nothing', `/anime/${ID.adult}`, '/anime/not-a-number']) {
      const res = await fetch(`${t.url}${url}`);
      expect(res.status, url).toBe(404);
      const html = await res.text();
      // The client still gets its page, and shows its NotFound.
      expect(html).toContain('<title>Tsuzuki</title>');
      expect(html).not.toContain('application/ld+json');
    }
    const adult = await findMediaHead(t.pool, 'ANIME', ID.adult);
    expect(adult?.isAdult).toBe(true);
    expect(adult?.head.meta).toContainEqual(['name', 'robots', 'noindex']);
  });

  it('gives search pages a WebPage with a SearchAction', async () => {
    const html = await page('/search/anime/this-season');
    expect(html).toContain('<title>This Season Anime · Tsuzuki</title>');
    expect(jsonLd(html)).toMatchObject({
      '@type': 'WebPage',
      name: 'This Season Anime',
      potentialAction: { '@type': 'SearchAction', 'query-input': 'required name=search_term_string' },
    });
    expect(jsonLd(await page('/search/staff'))).toMatchObject({ name: 'Search Staff' });
    expect(await page('/search/nonsense')).toContain('<title>Tsuzuki</title>');
  });
});

describe('head helpers', () => {
  it('cuts descriptions at a word and keeps scripts closed', () => {
    expect(plainDescription(`${'word '.repeat(50)}end`, 40)).toBe('word word word word word word word…');
    expect(scriptJson({ a: '</script><!--' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--"}');
  });
});
