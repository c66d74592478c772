import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestGql, pageGql } from './api.ts';
import { BASE_URL, logInAs, openBrowser, type E2EBrowser } from './browser.ts';

// The user statistics pages (social §2, §3) against a running stack with demo data (E2E_BASE_URL): the demo member
// Yuki's anime and manga statistics, checked against what the GraphQL API answers for her; a member without
// entries; and a manga-only list, made for the demo member Sakura (whose list the lists suite also uses and leaves
// empty) and removed afterwards. E2E_SCREENSHOT_DIR, when set, receives user-stats-*.png at 1400 and 700 px.
const TIMEOUT = 120_000;
const OWNER = 'Yuki';
const MANGA_ONLY = 'Sakura';
const MANGA_ONLY_EMAIL = process.env.E2E_LISTS_EMAIL ?? 'sakura@tsuzuki.test';
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

interface Totals {
  count: number;
  meanScore: number;
  standardDeviation: number;
  minutesWatched: number;
  episodesWatched: number;
  chaptersRead: number;
  volumesRead: number;
}
interface Card {
  count: number;
  genre?: string;
  staff?: { id: number; name: { userPreferred: string } };
}
interface Stats extends Totals {
  byCount: Card[];
  byMeanScore: Card[];
  staff: Card[];
  scores: { count: number }[];
  releaseYears: { releaseYear: number }[];
  startYears: { startYear: number }[];
}

let browser: E2EBrowser;
let page: Page;
let anime: Stats;
let manga: Stats;
let session = false;
let mangaEntryId: number | null = null;

beforeAll(async () => {
  const fields = `count meanScore standardDeviation minutesWatched episodesWatched chaptersRead volumesRead
    byCount: genres(limit: 1) { count genre } byMeanScore: genres(limit: 1, sort: [MEAN_SCORE_DESC]) { count genre }
    staff(limit: 1) { count staff { id name { userPreferred } } } scores { count } releaseYears { releaseYear } startYears { startYear }`;
  const data = await guestGql<{ User: { statistics: { anime: Stats; manga: Stats } } }>(
    `query ($name: String) { User(name: $name) { statistics { anime { ${fields} } manga { ${fields} } } } }`,
    { name: OWNER },
  );
  ({ anime, manga } = data.User.statistics);
  if (anime.count === 0 || manga.count === 0) throw new Error(`the demo member ${OWNER} should have anime and manga entries`);
  browser = await openBrowser('user-stats', 20_000);
  ({ page } = browser);
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
}, TIMEOUT);

afterAll(async () => {
  // Leaves the demo member's list as it was (the stack may serve other test files after this one).
  if (session && mangaEntryId != null) {
    await pageGql(page, `mutation ($id: Int) { DeleteMediaListEntry(id: $id) { deleted } }`, { id: mangaEntryId }).catch(() => undefined);
  }
  await browser?.close();
}, TIMEOUT);

describe("a member's statistics", () => {
  it(
    'opens the anime overview from /stats, and sends unknown pages to /404',
    async () => {
      await page.goto(`${BASE_URL}/user/${OWNER}/stats`);
      await page.waitForURL(`${BASE_URL}/user/${OWNER}/stats/anime/overview`);
      await page.goto(`${BASE_URL}/user/${OWNER}/stats/manga`);
      await page.waitForURL(`${BASE_URL}/user/${OWNER}/stats/manga/overview`);
      for (const wrong of ['novel/overview', 'manga/voice-actors', 'manga/studios', 'anime/characters']) {
        await page.goto(`${BASE_URL}/user/${OWNER}/stats/${wrong}`);
        await page.waitForURL(`${BASE_URL}/404`);
      }
    },
    TIMEOUT,
  );

  it(
    "follows the header's Stats tab to the anime overview",
    async () => {
      await page.goto(`${BASE_URL}/user/${OWNER}/`);
      await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Stats' }).click();
      await page.waitForURL(`${BASE_URL}/user/${OWNER}/stats/anime/overview`);
      await page
        .getByRole('navigation', { name: 'Profile sections' })
        .getByRole('link', { name: 'Stats', exact: true })
        .and(page.locator('[aria-current="page"]'))
        .waitFor();
    },
    TIMEOUT,
  );

  it(
    'shows the anime totals the API gives, and charts of the same figures',
    async () => {
      await page.goto(`${BASE_URL}/user/${OWNER}/stats/anime/overview`);
      expect(await totals('Total Anime')).toEqual({
        'Total Anime': grouped(anime.count),
        'Episodes Watched': grouped(anime.episodesWatched),
        'Days Watched': (Math.round((anime.minutesWatched / 1440) * 10) / 10).toFixed(1),
        'Mean Score': String(anime.meanScore),
        'Standard Deviation': String(anime.standardDeviation),
      });

      const score = page.getByRole('region', { name: 'Score', exact: true });
      const titles = await chartValues(score.getByRole('img', { name: 'Score (Titles)' }), 'chart-bar');
      expect(sum(titles)).toBe(sum(anime.scores.map((s) => s.count)));
      await score.getByRole('group', { name: 'Score shows' }).getByRole('button', { name: 'Hours' }).click();
      await score.getByRole('img', { name: 'Score (Hours)' }).waitFor();

      // Stats graphs show the last 24 points at most (core §9).
      const years = anime.releaseYears.map((y) => y.releaseYear).sort((a, b) => a - b);
      const release = await chartLabels(page.getByRole('img', { name: 'Release Year (Titles)' }), 'chart-point');
      expect(release).toEqual(years.slice(-24).map(String));

      for (const name of ['Format Distribution', 'Status Distribution', 'Country Distribution']) {
        expect(await page.getByRole('img', { name }).getByTestId('chart-slice').count()).toBeGreaterThan(0);
      }
      await page.getByRole('img', { name: 'Episode Count (Titles)' }).waitFor();
      await yearChart('Watch Year', anime);
    },
    TIMEOUT,
  );

  it(
    'follows the menu to the genres, orders them by mean score, then to the staff',
    async () => {
      await page.goto(`${BASE_URL}/user/${OWNER}/stats/anime/overview`);
      const menu = page.getByRole('group', { name: 'Anime Stats' });
      await menu.getByRole('link', { name: 'Genres' }).click();
      await page.waitForURL(`${BASE_URL}/user/${OWNER}/stats/anime/genres`);
      await expect.poll(firstCard, { timeout: 20_000 }).toBe(anime.byCount[0]!.genre);
      const first = page.locator('[data-stat-card]').first();
      expect(await figure(first, 'Count')).toBe(grouped(anime.byCount[0]!.count));
      // Covers come in a request of their own.
      await first.getByRole('list', { name: 'Titles' }).locator('img').first().waitFor();

      await page.getByRole('group', { name: 'Sort by' }).getByRole('button', { name: 'Mean Score' }).click();
      await page.waitForURL(`${BASE_URL}/user/${OWNER}/stats/anime/genres?sort=mean-score`);
      // The address changes as the page in the new order starts rendering.
      await expect.poll(firstCard, { timeout: 20_000 }).toBe(anime.byMeanScore[0]!.genre);

      await menu.getByRole('link', { name: 'Staff' }).click();
      await page.waitForURL(`${BASE_URL}/user/${OWNER}/stats/anime/staff`);
      const person = anime.staff[0]!.staff!;
      await expect.poll(firstCard, { timeout: 20_000 }).toBe(person.name.userPreferred);
      const card = page.locator('[data-stat-card]').first();
      await card.getByRole('link', { name: person.name.userPreferred }).click();
      await page.waitForURL(new RegExp(`/staff/${person.id}(/|$)`));
    },
    TIMEOUT,
  );

  it(
    'switches to the manga overview and genres, which have no voice actors or studios',
    async () => {
      await page.goto(`${BASE_URL}/user/${OWNER}/stats/anime/overview`);
      const menu = page.getByRole('group', { name: 'Manga Stats' });
      await menu.getByRole('link', { name: 'Overview' }).click();
      await page.waitForURL(`${BASE_URL}/user/${OWNER}/stats/manga/overview`);
      expect(await totals('Total Manga')).toEqual({
        'Total Manga': grouped(manga.count),
        'Chapters Read': grouped(manga.chaptersRead),
        'Volumes Read': grouped(manga.volumesRead),
        'Mean Score': String(manga.meanScore),
        'Standard Deviation': String(manga.standardDeviation),
      });
      await page.getByRole('img', { name: 'Chapter Count (Titles)' }).waitFor();
      await yearChart('Read Year', manga);
      expect(await menu.getByRole('link').allTextContents()).toEqual(['Overview', 'Genres', 'Tags', 'Staff']);

      await menu.getByRole('link', { name: 'Genres' }).click();
      await page.waitForURL(`${BASE_URL}/user/${OWNER}/stats/manga/genres`);
      await expect.poll(firstCard, { timeout: 20_000 }).toBe(manga.byCount[0]!.genre);
      const first = page.locator('[data-stat-card]').first();
      expect(await first.getByRole('term').allTextContents()).toEqual(['Count', 'Mean Score', 'Chapters Read']);
    },
    TIMEOUT,
  );
});

describe('screenshots of the overview', () => {
  it.each([1400, 700])(
    'at %i px',
    async (width) => {
      if (!SCREENSHOTS) return;
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${BASE_URL}/user/${OWNER}/stats/anime/overview`);
      await page.getByRole('img', { name: 'Release Year (Titles)' }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === 'lazy'));
      await page.screenshot({ path: path.join(SCREENSHOTS, `user-stats-overview-${width}.png`), fullPage: true });
      // The profile's statistics preview with its progress milestones (social §9).
      await page.goto(`${BASE_URL}/user/${OWNER}/`);
      await page.getByRole('progressbar', { name: 'Days Watched' }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(SCREENSHOTS, `profile-milestones-${width}.png`), fullPage: true });
      await page.setViewportSize({ width: 1400, height: 900 });
    },
    TIMEOUT,
  );
});

describe('members without entries, or with manga only', () => {
  it(
    'shows a friendly empty state instead of charts',
    async () => {
      const name = await memberWithoutEntries();
      await page.goto(`${BASE_URL}/user/${encodeURIComponent(name)}/stats`);
      await page.waitForURL(`${BASE_URL}/user/${encodeURIComponent(name)}/stats/anime/overview`);
      const empty = page.getByRole('region', { name: 'No statistics' });
      await empty.getByText('No anime stats yet').waitFor();
      expect(await page.locator('main svg[role="img"]').count()).toBe(0);

      await page.getByRole('group', { name: 'Manga Stats' }).getByRole('link', { name: 'Tags' }).click();
      await page.waitForURL(`${BASE_URL}/user/${encodeURIComponent(name)}/stats/manga/tags`);
      await empty.getByText('No manga stats yet').waitFor();
      expect(await page.getByRole('group', { name: 'Sort by' }).count()).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'opens the manga statistics of a member who lists manga and no anime',
    async () => {
      const before = await guestGql<{ User: { statistics: { anime: { count: number } } } }>(
        `query ($name: String) { User(name: $name) { statistics { anime { count } } } }`,
        { name: MANGA_ONLY },
      );
      expect(before.User.statistics.anime.count, `${MANGA_ONLY} should have no anime entries`).toBe(0);
      const found = await guestGql<{ Page: { media: { id: number; isLocked: boolean | null }[] } }>(
        '{ Page(perPage: 10) { media(type: MANGA, isAdult: false, sort: POPULARITY_DESC) { id isLocked } } }',
      );
      const mediaId = found.Page.media.find((m) => !m.isLocked)!.id;
      await logInAs(page, MANGA_ONLY_EMAIL);
      session = true;
      const saved = await pageGql<{ SaveMediaListEntry: { id: number } }>(
        page,
        'mutation ($mediaId: Int) { SaveMediaListEntry(mediaId: $mediaId, status: CURRENT, progress: 1) { id } }',
        { mediaId },
      );
      mangaEntryId = saved.SaveMediaListEntry.id;

      await page.goto(`${BASE_URL}/user/${MANGA_ONLY}/`);
      // One chapter read: the first manga milestone, 0-100 chapters (social §9); no anime figures, so no anime bar.
      const milestone = page.getByRole('region', { name: 'Manga Stats' }).getByRole('progressbar', { name: 'Chapters Read' });
      expect([await milestone.getAttribute('aria-valuemin'), await milestone.getAttribute('aria-valuemax')]).toEqual(['0', '100']);
      expect(await page.getByRole('progressbar', { name: 'Days Watched' }).count()).toBe(0);
      await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Stats' }).click();
      await page.waitForURL(`${BASE_URL}/user/${MANGA_ONLY}/stats/manga/overview`);
      expect((await totals('Total Manga'))['Total Manga']).toBe('1');
      // The address itself, opened afresh, leads to the same place (social §2: stats redirects).
      await page.goto(`${BASE_URL}/user/${MANGA_ONLY}/stats`);
      await page.waitForURL(`${BASE_URL}/user/${MANGA_ONLY}/stats/manga/overview`);
      await page.locator('dl[aria-label="Totals"]').waitFor();
    },
    TIMEOUT,
  );
});

/** The overview's totals, label to value, once the list type's own (its first label) are on screen. */
async function totals(firstLabel: string): Promise<Record<string, string>> {
  const list = page.locator('dl[aria-label="Totals"]').filter({ has: page.getByRole('term').filter({ hasText: firstLabel }) });
  await list.waitFor();
  return list.evaluate((dl) =>
    Object.fromEntries(
      [...dl.children].map((item) => [item.querySelector('dt')?.textContent ?? '', item.querySelector('dd')?.textContent ?? '']),
    ),
  );
}

/** The chart of the years the member started titles in, or its empty word when no entry has a start date. */
async function yearChart(title: string, stats: Stats): Promise<void> {
  if (stats.startYears.length > 0) await page.getByRole('img', { name: `${title} (Titles)` }).waitFor();
  else await page.getByRole('region', { name: title }).getByText('Nothing to show here yet.').waitFor();
}

/** The name on the first stat card shown. */
const firstCard = (): Promise<string | null> => page.locator('[data-stat-card]').first().getAttribute('data-stat-card');

/** One figure of a stat card, by its label. */
const figure = (card: Locator, label: string): Promise<string | null> =>
  card
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: label }) })
    .getByRole('definition')
    .textContent();

/** A chart's points as their titles give them ("7: 23"): the values. */
async function chartValues(chart: Locator, testId: string): Promise<number[]> {
  const titles = await chart.getByTestId(testId).locator('title').allTextContents();
  return titles.map((title) => Number(title.slice(title.lastIndexOf(': ') + 2).replace(/,/g, '')));
}

/** A chart's points' labels, from their titles. */
async function chartLabels(chart: Locator, testId: string): Promise<string[]> {
  const titles = await chart.getByTestId(testId).locator('title').allTextContents();
  return titles.map((title) => title.slice(0, title.lastIndexOf(': ')));
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const grouped = (value: number) => value.toLocaleString('en-US');

/** A member whose list is empty: the seed's generated members all list something, the demo moderators may not. */
async function memberWithoutEntries(): Promise<string> {
  type Users = {
    Page: {
      pageInfo: { hasNextPage: boolean };
      users: { name: string; statistics: { anime: { count: number }; manga: { count: number } } }[];
    };
  };
  for (let pageNumber = 1; pageNumber <= 60; pageNumber++) {
    const data = await guestGql<Users>(
      `query ($page: Int) { Page(page: $page, perPage: 50) { pageInfo { hasNextPage } users { name statistics { anime { count } manga { count } } } } }`,
      { page: pageNumber },
    );
    const empty =
      data.Page.users.find((u) => u.name !== MANGA_ONLY && u.statistics.anime.count === 0 && u.statistics.manga.count === 0) ??
      data.Page.users.find((u) => u.statistics.anime.count === 0 && u.statistics.manga.count === 0);
    if (empty) return empty.name;
    if (!data.Page.pageInfo.hasNextPage) break;
  }
  throw new Error('the demo data has no member without entries');
}
