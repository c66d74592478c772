import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectToast, guestGql, pageGql } from './api.ts';
import { BASE_URL, logInAs, openBrowser, type E2EBrowser } from './browser.ts';

// /site-stats (social §2, §9; ADR 23) against a running stack with demo data (E2E_BASE_URL): a guest follows the
// footer link and sees today's totals and charts as the GraphQL API gives them, switches to manga, and cannot ask
// for a past day; the demo moderator Haruto picks an earlier day (the seed dates reviews and list changes up to a
// year back) and sees that day's figures, read beforehand from the API with asOf, then a media's distributions as of
// an earlier day on its Stats tab (rm_mediastats), where a guest has no picker. E2E_SCREENSHOT_DIR, when set,
// receives site-stats-*.png of the moderator's page at 1400 and 700 px.
const TIMEOUT = 180_000;
const HARUTO = { email: 'haruto@tsuzuki.test', password: 'tsuzuki-demo' };
const DAY_MS = 86_400_000;
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;
// The media and day the media-stats test picked, for the screenshots.
let statsMedia = 0;
let statsDay = '';
const REFUSED = 'Only moderators may ask for the statistics as of a date.';

type Subject = 'users' | 'anime' | 'manga' | 'reviews';
const SUBJECTS: readonly Subject[] = ['users', 'anime', 'manga', 'reviews'];
type Totals = Record<Subject, number> & { points: number };

const TOTALS = `query ($asOf: FuzzyDateInt) { SiteStatistics(asOf: $asOf) {
  ${SUBJECTS.map((s) => `${s}(perPage: 24) { nodes { date count } }`).join(' ')} } }`;
type TotalsAnswer = { SiteStatistics: Record<Subject, { nodes: { date: number; count: number }[] }> };

/** The newest day's count of each subject (DATE_DESC: the first node), and how many days the users chart has. */
const totalsOf = (answer: TotalsAnswer): Totals => ({
  ...(Object.fromEntries(SUBJECTS.map((s) => [s, answer.SiteStatistics[s].nodes[0]?.count ?? 0])) as Record<Subject, number>),
  points: answer.SiteStatistics.users.nodes.length,
});

const grouped = (value: number) => value.toLocaleString('en-US');
const isoDay = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);

let guest: E2EBrowser;
let moderator: E2EBrowser | undefined;
let today: Totals;

/** Waits until the total of `subject` reads `value`. */
async function expectTotal(page: Page, subject: Subject, value: number): Promise<void> {
  await page
    .getByTestId(`total-${subject}`)
    .locator('dd')
    .first()
    .filter({ hasText: new RegExp(`^${grouped(value)}$`) })
    .waitFor();
}

beforeAll(async () => {
  today = totalsOf(await guestGql<TotalsAnswer>(TOTALS));
  guest = await openBrowser('site-stats-guest');
}, TIMEOUT);

afterAll(async () => {
  await guest?.close();
  await moderator?.close();
}, TIMEOUT);

describe('site statistics', () => {
  it(
    "opens from the footer's Site Stats link with today's totals and charts of at most 24 days",
    async () => {
      const { page } = guest;
      await page.goto(`${BASE_URL}/about`);
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Site Stats' }).click();
      await page.waitForURL(`${BASE_URL}/site-stats`);
      await page.getByRole('heading', { name: 'Site Stats', level: 1 }).waitFor();
      await expectTotal(page, 'users', today.users);
      await expectTotal(page, 'anime', today.anime);
      expect(await page.getByTestId('total-manga').count()).toBe(0);
      const usersChart = page.getByRole('img', { name: 'Users', exact: true });
      await usersChart.waitFor();
      expect(today.points).toBeGreaterThan(0);
      expect(today.points).toBeLessThanOrEqual(24);
      expect(await usersChart.getByTestId('chart-point').count()).toBe(today.points);
      await page.getByRole('heading', { name: 'Anime List Activity' }).waitFor();
      await page
        .getByRole('img', { name: 'Anime entries by status' })
        .or(page.getByRole('region', { name: 'Entries by status' }).getByText('No data yet.'))
        .waitFor();
      expect(await page.getByLabel('As of').count()).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'switches to manga: the manga total and list activity replace the anime ones',
    async () => {
      const { page } = guest;
      await page.getByRole('group', { name: 'Media type' }).getByRole('button', { name: 'Manga' }).click();
      await page.waitForURL(`${BASE_URL}/site-stats?type=manga`);
      await expectTotal(page, 'manga', today.manga);
      expect(await page.getByTestId('total-anime').count()).toBe(0);
      await page.getByRole('heading', { name: 'Manga List Activity' }).waitFor();
      await page.getByRole('img', { name: 'Manga', exact: true }).waitFor();
      expect(
        await page.getByRole('group', { name: 'Media type' }).getByRole('button', { name: 'Manga' }).getAttribute('aria-pressed'),
      ).toBe('true');
    },
    TIMEOUT,
  );

  it(
    'refuses a past day to a guest, saying why, and shows today instead',
    async () => {
      const { page } = guest;
      await page.goto(`${BASE_URL}/site-stats?type=manga&asOf=${isoDay(30 * DAY_MS)}`);
      await expectToast(page, REFUSED);
      await page.waitForURL(`${BASE_URL}/site-stats?type=manga`);
      await expectTotal(page, 'manga', today.manga);
    },
    TIMEOUT,
  );

  it(
    "lets a moderator pick an earlier day and shows that day's figures",
    async () => {
      moderator = await openBrowser('site-stats-mod');
      const { page } = moderator;
      await logInAs(page, HARUTO.email, HARUTO.password);
      // The first of these days whose totals differ from today's (reviews and list changes are backdated by the seed).
      let picked: { day: string; totals: Totals; subject: Subject } | null = null;
      for (const daysAgo of [1, 30, 90, 180, 270, 360, 400]) {
        const day = isoDay(daysAgo * DAY_MS);
        const totals = totalsOf(await pageGql<TotalsAnswer>(page, TOTALS, { asOf: Number(day.replace(/-/g, '')) }));
        const subject = (['reviews', 'anime', 'users'] as const).find((s) => totals[s] !== today[s]);
        if (subject) {
          picked = { day, totals, subject };
          break;
        }
      }
      if (!picked) throw new Error('no day in the past year has totals other than today’s: the seed should date reviews back');

      await page.goto(`${BASE_URL}/site-stats`);
      await expectTotal(page, picked.subject, today[picked.subject]);
      const asOf = page.getByLabel('As of');
      await asOf.fill(picked.day);
      await page.waitForURL(`${BASE_URL}/site-stats?asOf=${picked.day}`);
      await expectTotal(page, picked.subject, picked.totals[picked.subject]);
      await expectTotal(page, 'anime', picked.totals.anime);
      expect(await asOf.inputValue()).toBe(picked.day);

      await page.getByRole('group', { name: 'Media type' }).getByRole('button', { name: 'Manga' }).click();
      await page.waitForURL(`${BASE_URL}/site-stats?type=manga&asOf=${picked.day}`);
      await expectTotal(page, 'manga', picked.totals.manga);

      await page.getByRole('button', { name: 'Today' }).click();
      await page.waitForURL(`${BASE_URL}/site-stats?type=manga`);
      await expectTotal(page, 'manga', today.manga);
      await expectTotal(page, 'users', today.users);
    },
    TIMEOUT,
  );

  it(
    "shows a moderator a media's distributions as of an earlier day on its Stats tab, and no picker to a guest",
    async () => {
      const STATS = `query ($id: Int, $asOf: FuzzyDateInt) { Media(id: $id) { stats(asOf: $asOf) {
      popularity statusDistribution { status amount } } } }`;
      type Stats = { Media: { stats: { popularity: number; statusDistribution: { status: string; amount: number }[] } } };
      const top = await guestGql<{ Page: { media: { id: number }[] } }>(
        '{ Page(perPage: 1) { media(type: ANIME, sort: POPULARITY_DESC) { id } } }',
      );
      const id = top.Page.media[0]!.id;
      statsMedia = id;
      const now = (await guestGql<Stats>(STATS, { id })).Media.stats;

      await guest.page.goto(`${BASE_URL}/anime/${id}/stats`);
      await guest.page.waitForURL(new RegExp(`/anime/${id}/[^/]+/stats$`));
      await guest.page.getByRole('region', { name: 'Status Distribution' }).waitFor();
      expect(await guest.page.getByLabel('As of').count()).toBe(0);

      const { page } = moderator!;
      let picked: { day: string; stats: Stats['Media']['stats'] } | null = null;
      for (const daysAgo of [30, 90, 180, 270, 360]) {
        const day = isoDay(daysAgo * DAY_MS);
        const stats = (await pageGql<Stats>(page, STATS, { id, asOf: Number(day.replace(/-/g, '')) })).Media.stats;
        if (stats.popularity !== now.popularity) {
          picked = { day, stats };
          break;
        }
      }
      if (!picked) throw new Error('the most popular anime had the same popularity all year');
      statsDay = picked.day;
      // The legend's largest amount, or the empty chart's words (the demo's lists may all be dated after the day).
      const shown = (d: { status: string; amount: number }[]) =>
        d.length === 0 ? 'No one has this on their list yet.' : `${grouped(Math.max(...d.map((s) => s.amount)))} Users`;

      await page.goto(`${BASE_URL}/anime/${id}/stats`);
      const statuses = page.getByRole('region', { name: 'Status Distribution' });
      await statuses.getByText(shown(now.statusDistribution)).first().waitFor();
      await page.getByLabel('As of').fill(picked.day);
      await page.waitForURL(new RegExp(`/anime/${id}/[^/]+/stats\\?asOf=${picked.day}$`));
      await page.getByTestId('stats-date').filter({ hasText: 'Distributions as of' }).waitFor();
      await statuses.getByText(shown(picked.stats.statusDistribution)).first().waitFor();

      await page.getByRole('button', { name: 'Today' }).click();
      await page.waitForURL(new RegExp(`/anime/${id}/[^/]+/stats$`));
      await statuses.getByText(shown(now.statusDistribution)).first().waitFor();
      expect(await page.getByTestId('stats-date').count()).toBe(0);
    },
    TIMEOUT,
  );

  it.each([1400, 700])(
    "fits the moderator's page at %i px without scrolling sideways",
    async (width) => {
      const { page } = moderator!;
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${BASE_URL}/site-stats`);
      await page
        .getByRole('img', { name: 'Active Members' })
        .or(page.getByRole('region', { name: 'Active members chart' }).getByText('No data yet.'))
        .waitFor();
      await page.getByLabel('As of').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      if (SCREENSHOTS) {
        mkdirSync(SCREENSHOTS, { recursive: true });
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: path.join(SCREENSHOTS, `site-stats-${width}.png`), fullPage: true });
        if (statsMedia && statsDay) {
          // The media Stats tab as of the day the test above picked, with the moderator's picker.
          await page.goto(`${BASE_URL}/anime/${statsMedia}/stats?asOf=${statsDay}`);
          await page.getByTestId('stats-date').waitFor();
          await page.screenshot({ path: path.join(SCREENSHOTS, `media-stats-as-of-${width}.png`), fullPage: true });
        }
      }
      await page.setViewportSize({ width: 1400, height: 900 });
    },
    TIMEOUT,
  );
});
