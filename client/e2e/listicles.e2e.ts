import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestGql } from './api.ts';
import { BASE_URL, openBrowser, type E2EBrowser } from './browser.ts';

// Listicles (social §2: /article/Top-{50|10}-{genre}-{Anime|Manga}-of-{year}) and the sitemap, as a guest, against
// the small demo data.
const TIMEOUT = 120_000;

let browser: E2EBrowser;
let page: Page;

interface Ranked {
  id: number;
  seasonYear: number | null;
  genres: string[];
  title: { userPreferred: string };
}

/** Every scored anime in the site's ranking order (score, then popularity, then id), as the listicles rank them. */
async function rankedAnime(): Promise<Ranked[]> {
  const all: Ranked[] = [];
  for (let p = 1; ; p++) {
    const { Page } = await guestGql<{ Page: { pageInfo: { hasNextPage: boolean }; media: Ranked[] } }>(
      `query ($page: Int) { Page(page: $page, perPage: 50) { pageInfo { hasNextPage }
        media(type: ANIME, isAdult: false, averageScore_greater: 0, sort: [SCORE_DESC, POPULARITY_DESC]) { id seasonYear genres title { userPreferred } } } }`,
      { page: p },
    );
    all.push(...Page.media);
    if (!Page.pageInfo.hasNextPage) return all;
  }
}

/** The listicle of a genre and year: the ranking filtered keeps its order. */
const listOf = (ranked: Ranked[], genre: string, year: number) => ranked.filter((m) => m.seasonYear === year && m.genres.includes(genre));

/** The year with the most ranked titles of a genre (the latest of equals). */
function bestYear(ranked: Ranked[], genre: string): { year: number; count: number } {
  const counts = new Map<number, number>();
  for (const m of ranked) if (m.seasonYear && m.genres.includes(genre)) counts.set(m.seasonYear, (counts.get(m.seasonYear) ?? 0) + 1);
  const [year, count] = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] ?? [0, 0];
  return { year, count };
}

const shownTitles = async (p: Page) => {
  const entries = p.getByTestId('listicle').locator('article');
  return {
    ranks: await entries.evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-rank')))),
    titles: await entries.locator('h2').allInnerTexts(),
  };
};

let ranked: Ranked[];
beforeAll(async () => {
  browser = await openBrowser('listicles', 20_000);
  ({ page } = browser);
  ranked = await rankedAnime();
}, TIMEOUT);

afterAll(async () => {
  await browser?.close();
});

describe('listicles', () => {
  it(
    'shows the top action anime of a year in ranking order',
    async () => {
      const { year, count } = bestYear(ranked, 'Action');
      expect(count, 'the demo data ranks action anime').toBeGreaterThan(0);
      const expected = listOf(ranked, 'Action', year)
        .slice(0, 10)
        .map((m) => m.title.userPreferred);
      const response = await page.goto(`${BASE_URL}/article/Top-10-Action-Anime-of-${year}`);
      expect(response?.status()).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(`Top 10 Action Anime of ${year}`);
      await page.getByTestId('listicle').waitFor();
      const shown = await shownTitles(page);
      expect(shown.titles).toEqual(expected);
      expect(shown.ranks).toEqual(expected.map((_, i) => i + 1));
      expect(await page.title()).toContain(`Top 10 Action Anime of ${year}`);
    },
    TIMEOUT,
  );

  it(
    'shows at most ten ranked titles of a genre in a year, and the Top 50 shows them all',
    async () => {
      // Only the fictional anime of the small demo data have genres (docs/adr/0068), a few a year: the genre and
      // year with the most stand in. The cut at ten is the query's perPage (listicles.test.ts).
      const [genre, { year, count }] = ['Action', 'Drama', 'Comedy', 'Romance', 'Fantasy', 'Adventure']
        .map((g) => [g, bestYear(ranked, g)] as const)
        .sort((a, b) => b[1].count - a[1].count)[0]!;
      expect(count, `${genre} ${year}`).toBeGreaterThanOrEqual(3);
      const all = listOf(ranked, genre, year).map((m) => m.title.userPreferred);
      await page.goto(`${BASE_URL}/article/Top-10-${genre}-Anime-of-${year}`);
      await page.getByTestId('listicle').waitFor();
      const ten = await shownTitles(page);
      expect(ten.titles).toEqual(all.slice(0, 10));
      expect(ten.ranks).toEqual(all.slice(0, 10).map((_, i) => i + 1));
      await page.getByRole('navigation', { name: 'Other rankings' }).getByRole('link', { name: 'Top 50' }).click();
      await page.waitForURL(`${BASE_URL}/article/Top-50-${genre}-Anime-of-${year}`);
      await page.getByRole('heading', { level: 1, name: `Top 50 ${genre} Anime of ${year}` }).waitFor();
      expect((await shownTitles(page)).titles).toEqual(all.slice(0, 50));
    },
    TIMEOUT,
  );

  it(
    'sends other amounts, genres, types and years to NotFound',
    async () => {
      for (const slug of [
        'Top-7-Action-Anime-of-2020',
        'Top-10-Nope-Anime-of-2020',
        'Top-10-Action-Novel-of-2020',
        'Top-10-Action-Anime-of-20x0',
      ]) {
        const response = await page.goto(`${BASE_URL}/article/${slug}`);
        expect(response?.status(), slug).toBe(404);
        await page.waitForURL(`${BASE_URL}/404`);
        await page.getByRole('heading', { name: '404' }).waitFor();
      }
    },
    TIMEOUT,
  );

  it(
    'is linked from a search of one genre in one year, and spelled one way',
    async () => {
      const { year } = bestYear(ranked, 'Action');
      await page.goto(`${BASE_URL}/search/anime?genres=Action&year=${year}`);
      await page.getByRole('link', { name: `★ Top 10 Action Anime of ${year}` }).click();
      await page.waitForURL(`${BASE_URL}/article/Top-10-Action-Anime-of-${year}`);
      await page.getByTestId('listicle').waitFor();
      await page.goto(`${BASE_URL}/article/Top-10-slice%20of%20life-Anime-of-${year}`);
      await page.waitForURL(`${BASE_URL}/article/Top-10-Slice-of-Life-Anime-of-${year}`);
    },
    TIMEOUT,
  );
});

describe('the sitemap', () => {
  it(
    'lists its children, and a child lists media pages that open',
    async () => {
      const index = await fetch(`${BASE_URL}/sitemap/index.xml`);
      expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
      const xml = await index.text();
      expect(xml).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
      );
      for (const child of ['anime-1', 'manga-1', 'characters-1', 'staff-1', 'studios-1', 'users-1', 'articles-1']) {
        expect(xml).toContain(`<loc>${BASE_URL}/sitemap/${child}.xml</loc>`);
      }
      const anime = await (await fetch(`${BASE_URL}/sitemap/anime-1.xml`)).text();
      const locs = [...anime.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      const top = ranked[0]!;
      expect(locs.find((l) => l.startsWith(`${BASE_URL}/anime/${top.id}/`) || l === `${BASE_URL}/anime/${top.id}`)).toBeTruthy();
      const articles = await (await fetch(`${BASE_URL}/sitemap/articles-1.xml`)).text();
      expect(articles).toContain(`<loc>${BASE_URL}/article/Top-10-Action-Anime-of-${bestYear(ranked, 'Action').year}</loc>`);
      // A sitemap address is the page's own: it opens without a redirect.
      const first = locs.find((l) => l.includes(`/anime/${top.id}`))!;
      await page.goto(first);
      await page.getByRole('heading', { level: 1, name: top.title.userPreferred }).waitFor();
      expect(page.url()).toBe(first);
      expect((await fetch(`${BASE_URL}/sitemap/anime-9999.xml`)).status).toBe(404);
    },
    TIMEOUT,
  );
});
