import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiMember, guestGql, OUTBOX } from './api.ts';
import { BASE_URL, logInAs, openBrowser, type E2EBrowser } from './browser.ts';

// Recommendations (core §2, §9; social §2-§7) against a running stack (E2E_BASE_URL) that mails to E2E_OUTBOX_DIR.
// Two fresh members sign up over the API; B recommends a title on a media page over the API. A, in the browser,
// recommends two more there through the search (by title and by id), rates B's up and takes it back, and reads
// /recommendations in its sorts and with My List. Haruto (community moderator) removes A's with the confirmation.
// E2E_SCREENSHOT_DIR, when set, receives media-recommendations-{1400,700}.png and recommendations-{1400,700}.png.
const TIMEOUT = 180_000;
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;
const run = Date.now().toString(36).slice(-5);
const MODERATOR_EMAIL = 'haruto@tsuzuki.test';

const a = new ApiMember(`recA_${run}`);
const b = new ApiMember(`recB_${run}`);

interface Title {
  id: number;
  title: { userPreferred: string };
  status: string;
  isLocked: boolean | null;
  isRecommendationBlocked: boolean | null;
  recommendations: { pageInfo: { total: number } };
}

let home: Title;
let byTitle: Title;
let byId: Title;
let fromB: Title;
let unrecommended: Title;
let unreleased: Title | undefined;
/** Titles no test recommends on a page: B pairs them up for a second page of /recommendations. */
let spare: Title[] = [];
let mangaId = 0;
let browserA: E2EBrowser;

const MEDIA = `id title { userPreferred } status(version: 2) isLocked isRecommendationBlocked recommendations(perPage: 1) { pageInfo { total } }`;
const section = (page: Page): Locator => page.getByRole('region', { name: 'Recommendations' });
const card = (page: Page, media: Title): Locator => section(page).getByRole('article', { name: media.title.userPreferred, exact: true });
const ratingOf = (scope: Locator) => scope.getByTestId('recommendation-rating').first().innerText();
const pairCards = (page: Page) => page.getByRole('list', { name: 'Recommendations' }).getByRole('article');

async function openMedia(page: Page, media: Title): Promise<void> {
  await page.goto(`${BASE_URL}/anime/${media.id}`);
  await page.getByRole('region', { name: 'Data sheet' }).waitFor();
  // The overview renders with the page: its body block is there (shown on phones only) once the page is.
  await page.getByTestId('body-tags-links').waitFor({ state: 'attached' });
}

/** The search requests a page sends while `act` runs and a little after (the debounce is 300 ms). */
async function searchRequests(page: Page, act: () => Promise<void>): Promise<number> {
  let count = 0;
  const listener = (request: { postData(): string | null }) => {
    if (request.postData()?.includes('"operationName":"RecommendationSearchResultsQuery"')) count += 1;
  };
  page.on('request', listener);
  await act();
  await page.waitForTimeout(900);
  page.off('request', listener);
  return count;
}

beforeAll(async () => {
  if (!OUTBOX) throw new Error('E2E_OUTBOX_DIR must name the folder the services write mail to');
  const { Page: finished } = await guestGql<{ Page: { media: Title[] } }>(
    `{ Page(perPage: 50) { media(type: ANIME, status: FINISHED, isAdult: false, sort: [POPULARITY_DESC]) { ${MEDIA} } } }`,
  );
  const open = finished.media.filter((media) => !media.isLocked && !media.isRecommendationBlocked);
  const fresh = open.filter((media) => media.recommendations.pageInfo.total === 0);
  // Titles no other suite recommends: A's by-title pick must be found by its own title, and each title names one
  // media (remakes share their title: 191 titles of the demo catalogue name several media).
  const named = (media: Title) => finished.media.filter((other) => other.title.userPreferred === media.title.userPreferred).length === 1;
  [home, byTitle, byId, fromB] = fresh.filter((media) => /^[\w ]{6,}$/.test(media.title.userPreferred) && named(media)).slice(0, 4) as [
    Title,
    Title,
    Title,
    Title,
  ];
  unrecommended = fresh.filter((media) => ![home, byTitle, byId, fromB].includes(media)).at(-1)!;
  spare = fresh.filter((media) => ![home, byTitle, byId, fromB, unrecommended].includes(media));
  const { Page: later } = await guestGql<{ Page: { media: Title[] } }>(
    `{ Page(perPage: 1) { media(type: ANIME, status: NOT_YET_RELEASED) { ${MEDIA} } } }`,
  );
  unreleased = later.media[0];
  const { Page: manga } = await guestGql<{ Page: { media: { id: number }[] } }>('{ Page(perPage: 1) { media(type: MANGA) { id } } }');
  mangaId = manga.media[0]!.id;
  expect(fromB).toBeDefined();

  await Promise.all([a.signUp(), b.signUp()]);
  await b.gql('mutation ($m: Int, $r: Int) { SaveRecommendation(mediaId: $m, mediaRecommendationId: $r, rating: RATE_UP) { id } }', {
    m: home.id,
    r: fromB.id,
  });
  browserA = await openBrowser('recommendations-a');
  await logInAs(browserA.page, a.email, a.password);
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
}, TIMEOUT);

afterAll(async () => {
  if (SCREENSHOTS) await photograph(SCREENSHOTS);
  await browserA?.close();
}, TIMEOUT);

describe('a media page', () => {
  it(
    'lets a member recommend a title found by its name: one search per pause, the new pair rated +1 by them',
    async () => {
      const page = browserA.page;
      await openMedia(page, home);
      await section(page).getByRole('button', { name: 'Add recommendation' }).click();
      const box = section(page).getByRole('textbox', { name: 'Search for a title to recommend' });
      const asked = await searchRequests(page, () => box.pressSequentially(byTitle.title.userPreferred, { delay: 40 }));
      expect(asked).toBe(1);
      await section(page)
        .getByRole('button', { name: `Recommend ${byTitle.title.userPreferred}`, exact: true })
        .click();
      const added = card(page, byTitle);
      await added.waitFor();
      await box.waitFor({ state: 'detached' });
      expect(await ratingOf(added)).toBe('1');
      expect(await added.getByRole('button', { name: 'Rate up' }).getAttribute('aria-pressed')).toBe('true');
    },
    TIMEOUT,
  );

  it(
    'treats a number as a media id, of the media type only',
    async () => {
      const page = browserA.page;
      await section(page).getByRole('button', { name: 'Add recommendation' }).click();
      const box = section(page).getByRole('textbox', { name: 'Search for a title to recommend' });
      await box.fill(String(mangaId));
      await section(page).getByText('No Results', { exact: true }).waitFor();
      await box.fill(String(byId.id));
      const results = section(page).getByRole('list', { name: 'Search results' });
      await results.getByRole('button', { name: `Recommend ${byId.title.userPreferred}`, exact: true }).waitFor();
      expect(await results.getByRole('button').count()).toBe(1);
      await results.getByRole('button').click();
      await card(page, byId).waitFor();
      expect(await ratingOf(card(page, byId))).toBe('1');
      // The author may remove their own; not another member's.
      expect(await card(page, byId).getByRole('button', { name: 'Delete recommendation' }).count()).toBe(1);
      expect(await card(page, fromB).getByRole('button', { name: 'Delete recommendation' }).count()).toBe(0);
    },
    TIMEOUT,
  );

  it(
    "rates another member's recommendation up, then takes it back by pressing up again, then down",
    async () => {
      const page = browserA.page;
      const other = card(page, fromB);
      const up = other.getByRole('button', { name: 'Rate up' });
      const down = other.getByRole('button', { name: 'Rate down' });
      expect(await ratingOf(other)).toBe('1');
      // The answer is held back: the count must move before the server says so.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/graphql', async (route) => {
        if (route.request().postData()?.includes('saveRecommendationMutation')) await held;
        await route.continue();
      });
      await up.click();
      await expect.poll(() => ratingOf(other), { timeout: 2000 }).toBe('2');
      const answered = page.waitForResponse((response) => response.request().postData()?.includes('saveRecommendationMutation') ?? false);
      release();
      await answered;
      await page.unroute('**/graphql');
      expect(await up.getAttribute('aria-pressed')).toBe('true');

      await up.click();
      await expect.poll(() => ratingOf(other)).toBe('1');
      expect(await up.getAttribute('aria-pressed')).toBe('false');
      await expect.poll(() => viewerRating(fromB)).toEqual({ userRating: 'NO_RATING', rating: 1 });

      await down.click();
      await expect.poll(() => ratingOf(other)).toBe('0');
      await expect.poll(() => viewerRating(fromB)).toEqual({ userRating: 'RATE_DOWN', rating: 0 });
      await down.click();
      await expect.poll(() => viewerRating(fromB)).toEqual({ userRating: 'NO_RATING', rating: 1 });
    },
    TIMEOUT,
  );

  it(
    'lays the cards out in the window width divided by 150 on desktop and 7 columns on mobile',
    async () => {
      const page = browserA.page;
      const grid = section(page).locator('[data-columns]').first();
      await page.setViewportSize({ width: 1500, height: 900 });
      await expect.poll(() => grid.getAttribute('data-columns')).toBe('10');
      await page.setViewportSize({ width: 700, height: 900 });
      await expect.poll(() => grid.getAttribute('data-columns')).toBe('7');
      await page.setViewportSize({ width: 1400, height: 900 });
    },
    TIMEOUT,
  );

  it(
    'shows guests the ratings only, and hides the section from them where there are none',
    async () => {
      const guest = await openBrowser('recommendations-guest');
      try {
        await openMedia(guest.page, home);
        await card(guest.page, fromB).waitFor();
        expect(await section(guest.page).getByRole('button').count()).toBe(0);
        expect(await ratingOf(card(guest.page, fromB))).toBe('1');
        await openMedia(guest.page, unrecommended);
        expect(await section(guest.page).count()).toBe(0);
      } finally {
        await guest.close();
      }
    },
    TIMEOUT,
  );

  it(
    'hides the section on a media not yet released, even from members',
    async () => {
      if (!unreleased) return;
      const page = browserA.page;
      await openMedia(page, unreleased);
      expect(await section(page).count()).toBe(0);
    },
    TIMEOUT,
  );
});

describe('/recommendations', () => {
  const cards = pairCards;
  const ratings = async (page: Page) => (await cards(page).getByTestId('recommendation-rating').allInnerTexts()).map(Number);
  const ids = async (page: Page) =>
    (await cards(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-recommendation-id')))).map(Number);
  const choose = async (page: Page, group: 'Sort' | 'Filter', label: string) => {
    await page.getByRole('navigation', { name: group }).getByRole('link', { name: label, exact: true }).click();
    await page.getByRole('navigation', { name: group }).locator('[aria-current="page"]', { hasText: label }).waitFor();
    await cards(page).first().waitFor();
  };

  it(
    'lists pairs, most recent first, and sorts by rating both ways with the sort in the URL',
    async () => {
      const page = browserA.page;
      await page.goto(`${BASE_URL}/recommendations`);
      await cards(page).first().waitFor();
      const recent = await ids(page);
      expect(recent).toEqual([...recent].sort((x, y) => y - x));
      // A's two pairs are the newest.
      expect(await cards(page).first().getByRole('link', { name: home.title.userPreferred, exact: true }).count()).toBe(1);

      await choose(page, 'Sort', 'Highest Rated');
      expect(page.url()).toContain('sort=RATING_DESC');
      const highest = await ratings(page);
      expect(highest).toEqual([...highest].sort((x, y) => y - x));
      await page.reload();
      await page.getByRole('navigation', { name: 'Sort' }).locator('[aria-current="page"]', { hasText: 'Highest Rated' }).waitFor();

      await choose(page, 'Sort', 'Lowest Rated');
      expect(page.url()).toMatch(/sort=RATING(&|$)/);
      const lowest = await ratings(page);
      expect(lowest).toEqual([...lowest].sort((x, y) => x - y));
    },
    TIMEOUT,
  );

  it(
    'with My List shows only pairs with a title on the member list',
    async () => {
      const page = browserA.page;
      await a.gql('mutation ($id: Int) { SaveMediaListEntry(mediaId: $id, status: PLANNING) { id } }', { id: byTitle.id });
      await page.goto(`${BASE_URL}/recommendations`);
      await choose(page, 'Filter', 'My List');
      expect(page.url()).toContain('onList=true');
      const pairs = await cards(page).evaluateAll((elements) =>
        elements.map((element) =>
          [...element.querySelectorAll('[data-media-id]')].map((side) => Number(side.getAttribute('data-media-id'))),
        ),
      );
      expect(pairs).toEqual([[home.id, byTitle.id]]);
      await choose(page, 'Filter', 'All');
      expect(await cards(page).count()).toBeGreaterThan(1);
    },
    TIMEOUT,
  );

  it(
    'loads the next page as the reader nears the end of the first',
    async () => {
      const page = browserA.page;
      const total = async () =>
        (await guestGql<{ Page: { pageInfo: { total: number } } }>('{ Page(perPage: 1) { pageInfo { total } recommendations { id } } }'))
          .Page.pageInfo.total;
      for (let i = 0; (await total()) <= 25 && i + 1 < spare.length; i += 2) {
        await b.gql('mutation ($m: Int, $r: Int) { SaveRecommendation(mediaId: $m, mediaRecommendationId: $r, rating: RATE_UP) { id } }', {
          m: spare[i]!.id,
          r: spare[i + 1]!.id,
        });
      }
      await page.goto(`${BASE_URL}/recommendations`);
      await cards(page).first().waitFor();
      expect(await cards(page).count()).toBe(20);
      await expect
        .poll(async () => {
          await page.mouse.wheel(0, 4000);
          return cards(page).count();
        })
        .toBeGreaterThan(20);
      const shown = await ids(page);
      expect(new Set(shown).size).toBe(shown.length);
    },
    TIMEOUT,
  );
});

describe('a community moderator', () => {
  it(
    'removes a recommendation after "Are you sure you want to delete this recommendation by {name}?"',
    async () => {
      const mod = await openBrowser('recommendations-mod');
      try {
        await logInAs(mod.page, MODERATOR_EMAIL);
        await openMedia(mod.page, home);
        const target = card(mod.page, byTitle);
        const remove = async (answer: 'Cancel' | 'Delete') => {
          await target.getByRole('button', { name: 'Delete recommendation' }).click();
          const dialog = mod.page.getByRole('dialog');
          await dialog.getByText(`Are you sure you want to delete this recommendation by ${a.name}?`, { exact: true }).waitFor();
          await dialog.getByRole('button', { name: answer }).click();
        };
        await remove('Cancel');
        expect(await target.count()).toBe(1);
        const answered = mod.page.waitForResponse(
          (response) => response.request().postData()?.includes('deleteRecommendationMutation') ?? false,
        );
        await remove('Delete');
        await target.waitFor({ state: 'detached' });
        expect((await answered).ok()).toBe(true);
        expect(await target.count()).toBe(0);
        const left = await guestGql<{ Page: { recommendations: unknown[] } }>(
          'query ($m: Int, $r: Int) { Page { recommendations(mediaId: $m, mediaRecommendationId: $r) { id } } }',
          { m: home.id, r: byTitle.id },
        );
        expect(left.Page.recommendations).toEqual([]);
      } finally {
        await mod.close();
      }
    },
    TIMEOUT,
  );
});

async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete || image.getBoundingClientRect().top > window.innerHeight),
  );
}

/** A's rating of their page's pair with `other`, and its count, as the server has them. */
async function viewerRating(other: Title): Promise<{ userRating: string; rating: number } | null> {
  const { Page: found } = await a.gql<{ Page: { recommendations: { userRating: string; rating: number }[] } }>(
    'query ($m: Int, $r: Int) { Page { recommendations(mediaId: $m, mediaRecommendationId: $r) { userRating rating } } }',
    { m: home.id, r: other.id },
  );
  return found.recommendations[0] ?? null;
}

/** The README's pictures, taken only when E2E_SCREENSHOT_DIR asks for them (not a test: it checks nothing). */
async function photograph(dir: string): Promise<void> {
  const page = browserA.page;
  // Enough pairs for a full row and "View all": the fresh titles of the catalogue, recommended by B.
  const { Page: more } = await guestGql<{ Page: { media: Title[] } }>(
    `{ Page(perPage: 12) { media(type: ANIME, status: FINISHED, isAdult: false, sort: [SCORE_DESC]) { ${MEDIA} } } }`,
  );
  for (const media of more.media.filter((item) => item.id !== home.id && !item.isLocked && !item.isRecommendationBlocked).slice(0, 8)) {
    await b.gql('mutation ($m: Int, $r: Int) { SaveRecommendation(mediaId: $m, mediaRecommendationId: $r, rating: RATE_UP) { id } }', {
      m: home.id,
      r: media.id,
    });
  }
  for (const width of [1400, 700]) {
    await page.setViewportSize({ width, height: 900 });
    await openMedia(page, home);
    await section(page).scrollIntoViewIfNeeded();
    await settle(page);
    await section(page).screenshot({ path: path.join(dir, `media-recommendations-${width}.png`) });
    await page.goto(`${BASE_URL}/recommendations?sort=RATING_DESC`);
    await pairCards(page).first().waitFor();
    await settle(page);
    await page.screenshot({ path: path.join(dir, `recommendations-${width}.png`) });
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}
