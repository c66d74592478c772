import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestGql } from './api.ts';
import { BASE_URL, hydrated, openBrowser, type E2EBrowser } from './browser.ts';

// The navigation shell against a running stack with demo data (E2E_BASE_URL): quick search, footer pages, the
// sign-up form's way to the terms and back, the 404 page. social §2, §9; core §2.
const TIMEOUT = 90_000;
// Guests never see adult media (core §5), so the totals to compare with are those of isAdult: false.
const TERM = 'a';

let browser: E2EBrowser;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser('shell', 20_000);
  ({ page } = browser);
}, TIMEOUT);

afterAll(async () => {
  await browser?.close();
});

const dialog = (p: Page) => p.getByRole('dialog', { name: 'Quick search' });
const searchButton = (p: Page) => p.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' });
const focusInside = (p: Page) => dialog(p).evaluate((element) => element.contains(document.activeElement));

describe('quick search', () => {
  it(
    'shows every column with its own total, and View all on a column of more than 13',
    async () => {
      const totals = await searchTotals(TERM);
      expect(totals.anime).toBeGreaterThan(13);
      // The defect this guards against showed one column's total everywhere.
      expect(new Set(Object.values(totals)).size).toBeGreaterThan(1);

      await page.goto(`${BASE_URL}/about`);
      await searchButton(page).click();
      await dialog(page).getByRole('textbox', { name: 'Search' }).fill(TERM);
      await dialog(page).getByRole('region', { name: 'Anime' }).waitFor();
      const columns = { Anime: totals.anime, Manga: totals.manga, Characters: totals.characters, Staff: totals.staff, Users: totals.users };
      for (const [name, total] of Object.entries(columns)) {
        if (total === 0) continue;
        const column = dialog(page).getByRole('region', { name });
        expect(await column.getByTestId('quick-search-total').innerText()).toBe(total === 5000 ? '5000' : `${total}+`);
        expect(await column.locator('[data-quick-result]').count()).toBe(Math.min(8, total));
        expect(await column.getByRole('link', { name: 'View all' }).count()).toBe(total > 13 ? 1 : 0);
      }

      await dialog(page).getByRole('region', { name: 'Anime' }).getByRole('link', { name: 'View all' }).click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/search/anime' && url.searchParams.get('search') === TERM && url.searchParams.get('sort') === 'SEARCH_MATCH',
      );
      await dialog(page).waitFor({ state: 'detached' });
      expect(await page.getByLabel('Search Anime').inputValue()).toBe(TERM);
    },
    TIMEOUT,
  );

  it(
    'keeps focus inside, moves through results with the arrow keys and opens one with Enter',
    async () => {
      await page.goto(`${BASE_URL}/about`);
      await searchButton(page).focus();
      await page.keyboard.press('Enter');
      const input = dialog(page).getByRole('textbox', { name: 'Search' });
      await dialog(page).waitFor();
      expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);

      // Shift+Tab from the field and Tab all the way round never reach the page behind.
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(page)).toBe(true);
      await page.keyboard.type(TERM);
      await dialog(page).getByRole('region', { name: 'Anime' }).waitFor();
      const stops = await dialog(page).locator('a[href], button, input').count();
      for (let step = 0; step <= stops; step += 1) {
        await page.keyboard.press('Tab');
        expect(await focusInside(page)).toBe(true);
      }

      const results = dialog(page).locator('[data-quick-result]');
      const isActive = (index: number) => results.nth(index).evaluate((element) => element === document.activeElement);
      await input.focus();
      await page.keyboard.press('ArrowDown');
      expect(await isActive(0)).toBe(true);
      await page.keyboard.press('ArrowDown');
      expect(await isActive(1)).toBe(true);
      await page.keyboard.press('ArrowUp');
      expect(await isActive(0)).toBe(true);
      await page.keyboard.press('ArrowUp');
      expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);

      await page.keyboard.press('ArrowDown');
      const target = (await results.first().getAttribute('href')) ?? '';
      expect(target).toMatch(/^\/anime\/\d+\//);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === new URL(target, BASE_URL).pathname);
      await dialog(page).waitFor({ state: 'detached' });
    },
    TIMEOUT,
  );

  it(
    'closes on Ctrl+S as it opens, and gives focus back to the search button after Escape',
    async () => {
      await page.goto(`${BASE_URL}/about`);
      await page.getByRole('heading', { name: /^About/ }).waitFor();
      await page.keyboard.press('Control+s');
      await dialog(page).waitFor();
      await page.keyboard.press('Control+s');
      await dialog(page).waitFor({ state: 'detached' });

      await searchButton(page).click();
      await dialog(page).waitFor();
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      expect(await searchButton(page).evaluate((element) => element === document.activeElement)).toBe(true);
    },
    TIMEOUT,
  );
});

describe('footer pages', () => {
  it(
    'links Terms & Privacy to /terms and Apps to /apps, grouped by Mobile, Desktop, Sites & Extensions',
    async () => {
      await page.goto(`${BASE_URL}/`);
      const footer = page.getByRole('navigation', { name: 'Footer' });
      await footer.getByRole('link', { name: 'Terms & Privacy' }).click();
      await page.waitForURL(`${BASE_URL}/terms`);
      // The URL changes before React commits the new screen: wait for its heading.
      await page.getByRole('heading', { name: 'Terms & Privacy', level: 1 }).waitFor();
      for (const section of ['Accounts', 'Moderation', 'Privacy: what is stored', 'Deleting your account', 'Cookies and browser storage']) {
        await page.getByRole('heading', { name: section, level: 2 }).waitFor();
      }

      await footer.getByRole('link', { name: 'Apps' }).click();
      await page.waitForURL(`${BASE_URL}/apps`);
      await page.getByRole('heading', { name: 'Apps', level: 1 }).waitFor();
      expect(await page.getByRole('main').innerText()).toContain("AniList's GraphQL API");
      for (const group of ['Mobile', 'Desktop', 'Sites & Extensions']) {
        const region = page.getByRole('region', { name: group });
        expect(await region.getByRole('heading', { level: 2 }).innerText()).toBe(group);
        const links = region.getByRole('listitem').getByRole('link');
        expect(await links.count()).toBeGreaterThanOrEqual(2);
        for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))) {
          expect(href).toMatch(/^https:\/\//);
        }
      }
    },
    TIMEOUT,
  );

  it(
    'links Donate to a page that says what each tier gives and how to donate',
    async () => {
      await page.goto(`${BASE_URL}/`);
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Donate' }).click();
      await page.waitForURL(`${BASE_URL}/donate`);
      await page.getByRole('heading', { name: 'Donate', level: 1 }).waitFor();
      const text = await page.getByRole('main').innerText();
      for (const tier of ['Tier 1', 'Tier 2 and up', 'Tier 4 and up', 'Tier 5']) expect(text).toContain(tier);
      expect(await page.getByRole('main').getByRole('link', { name: 'write to the people who run it' }).getAttribute('href')).toMatch(
        /^mailto:/,
      );
    },
    TIMEOUT,
  );

  it(
    'links Submission Manual to a page of the site that says how to propose a change (SHELL-30)',
    async () => {
      await page.goto(`${BASE_URL}/`);
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Submission Manual' }).click();
      await page.waitForURL(`${BASE_URL}/docs/submission-manual`);
      await page.getByRole('heading', { name: 'Submission Manual', level: 1 }).waitFor();
      for (const section of ['Proposing a change', 'Adding a missing entry', 'What to submit', 'After you submit']) {
        await page.getByRole('heading', { name: section, level: 2 }).waitFor();
      }
      expect(await page.getByRole('main').getByRole('link', { name: 'Add Anime' }).getAttribute('href')).toBe('/edit/anime/new');
    },
    TIMEOUT,
  );

  it(
    'gives the 404 heading room under the navigation',
    async () => {
      await page.goto(`${BASE_URL}/404`);
      const navBottom = await page.getByRole('navigation', { name: 'Main' }).evaluate((element) => element.getBoundingClientRect().bottom);
      const headingTop = await page
        .getByRole('heading', { name: '404', level: 1 })
        .evaluate((element) => element.getBoundingClientRect().top);
      expect(headingTop - navBottom).toBeGreaterThanOrEqual(40);
    },
    TIMEOUT,
  );
});

describe('sign-up and the terms', () => {
  it(
    'keeps the typed e-mail and username (never the password) after a look at the terms and Back',
    async () => {
      await page.goto(`${BASE_URL}/signup`);
      await page.getByLabel('Email').fill('back.and.forth@tsuzuki.test');
      await page.getByLabel('Username').fill('back_and_forth');
      await page.getByLabel('Password', { exact: true }).fill('A long enough password 42');
      await page.getByRole('link', { name: 'terms of service' }).click();
      await page.waitForURL(`${BASE_URL}/terms`);
      await page.getByRole('heading', { name: 'Terms & Privacy' }).waitFor();

      await page.goBack();
      await page.waitForURL(`${BASE_URL}/signup`);
      expect(await page.getByLabel('Email').inputValue()).toBe('back.and.forth@tsuzuki.test');
      expect(await page.getByLabel('Username').inputValue()).toBe('back_and_forth');
      expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
      const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
      expect(stored).not.toContain('A long enough password');
    },
    TIMEOUT,
  );
});

describe('a page whose code never arrives', () => {
  it(
    'shows an error after the 120 s chunk time-out instead of loading for ever',
    async () => {
      // A browser of its own: the fake clock (time flows as usual until told to jump) is installed per profile.
      const own = await openBrowser('chunk-timeout');
      try {
        const p = own.page;
        await p.clock.install();
        await p.goto(`${BASE_URL}/about`);
        await p.getByRole('heading', { name: /^About/ }).waitFor();
        // The Apps screen's code is asked for and never answered, like a stalled connection.
        await p.route(/\/assets\/Apps-[\w-]+\.js$/, () => {});
        const asked = p.waitForRequest(/\/assets\/Apps-[\w-]+\.js$/);
        await p.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Apps' }).click();
        await asked;

        await p.clock.runFor(119_000);
        expect(await p.getByRole('alert').count()).toBe(0);
        await p.clock.runFor(1_000);
        const alert = p.getByRole('alert');
        await alert.getByRole('heading', { name: 'Page failed to load' }).waitFor();
        expect(await alert.innerText()).toContain('The page did not load within 120 seconds.');
        expect(await alert.getByRole('button', { name: 'Reload' }).count()).toBe(1);
        // The layout's own boundary shows it: navigation and footer stay.
        expect(await p.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
      } finally {
        await own.close();
      }
    },
    TIMEOUT,
  );
});

/** Each quick-search column's total for `search`, asked over the public API as a guest sees it. */
async function searchTotals(search: string): Promise<Record<'anime' | 'manga' | 'characters' | 'staff' | 'users', number>> {
  const query = `query ($search: String) {
    anime: Page(perPage: 1) { pageInfo { total } media(search: $search, type: ANIME, isAdult: false) { id } }
    manga: Page(perPage: 2) { pageInfo { total } media(search: $search, type: MANGA, isAdult: false) { id } }
    characters: Page(perPage: 3) { pageInfo { total } characters(search: $search) { id } }
    staff: Page(perPage: 4) { pageInfo { total } staff(search: $search) { id } }
    users: Page(perPage: 5) { pageInfo { total } users(search: $search) { id } }
  }`;
  const response = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables: { search } }),
  });
  const body = (await response.json()) as { data: Record<string, { pageInfo: { total: number } }> };
  const total = (key: string) => body.data[key]!.pageInfo.total;
  return { anime: total('anime'), manga: total('manga'), characters: total('characters'), staff: total('staff'), users: total('users') };
}

describe('the first paint', () => {
  it(
    'shows the navigation bar and a skeleton in the page’s shape before any script has loaded',
    async () => {
      const own = await openBrowser('boot-skeleton');
      try {
        const p = own.page;
        // A browser with a login cookie (here one naming no live session) gets the skeleton; a guest gets these pages
        // rendered by the server (serverRendering.e2e.ts).
        await withLoginCookie(own);
        // No script ever arrives: what shows is the HTML and the stylesheet alone.
        await p.route(/\.js(\?|$)/, (route) => route.abort());
        // Each path's placeholders: covers (taller than wide), list rows, or lines of text; a banner above some.
        const shapes: { path: string; shape: string; placeholder: 'cover' | 'row' | 'line'; banner: boolean }[] = [
          { path: '/', shape: 'cards', placeholder: 'cover', banner: false },
          { path: '/search/anime', shape: 'cards', placeholder: 'cover', banner: false },
          { path: '/anime/1', shape: 'entity', placeholder: 'line', banner: true },
          { path: '/user/Yuki/animelist', shape: 'list', placeholder: 'row', banner: false },
          { path: '/user/Yuki', shape: 'user', placeholder: 'line', banner: true },
          { path: '/about', shape: 'page', placeholder: 'line', banner: false },
        ];
        for (const { path, shape, placeholder, banner } of shapes) {
          await p.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
          expect(await p.locator('#root > .boot').getAttribute('aria-busy')).toBe('true');
          expect(await p.locator('.boot-brand').innerText()).toBe('Tsuzuki');
          expect(await p.evaluate(() => document.documentElement.dataset.bootShape)).toBe(shape);
          // The stylesheet applied: the bar has the nav's height.
          expect(await p.locator('.boot-nav').evaluate((e) => e.getBoundingClientRect().height)).toBe(64);
          expect(await p.locator('.boot-banner').isVisible()).toBe(banner);
          const box = (await p.locator('.boot-page > i').first().boundingBox())!;
          const seen = box.height > box.width ? 'cover' : box.height >= 40 ? 'row' : 'line';
          expect(`${path}: ${seen}`).toBe(`${path}: ${placeholder}`);
        }
      } finally {
        await own.close();
      }
    },
    TIMEOUT,
  );
});

describe('the early script', () => {
  const operations = (p: Page) => {
    const asked: string[] = [];
    p.on('request', (request) => {
      if (request.url().endsWith('/graphql')) asked.push((request.postDataJSON() as { operationName?: string }).operationName ?? '');
    });
    return asked;
  };
  const count = (asked: string[], name: string) => asked.filter((n) => n === name).length;
  // The screen chunks asked for, by their names without the build's hash (MediaPage-Bx1.js: MediaPage).
  const chunks = (p: Page) => {
    const asked: string[] = [];
    p.on('request', (request) => {
      const chunk = /\/assets\/([A-Za-z]+)-[\w-]+\.js$/.exec(request.url());
      if (chunk) asked.push(chunk[1]!);
    });
    return asked;
  };

  it(
    "asks for a media page's, a profile's and a list's first queries before the app's code has run",
    async () => {
      const animeId = await firstAnimeId();
      const own = await openBrowser('early-queries');
      try {
        const p = own.page;
        // The pages a guest opens come with their data (ADR 53): the early script asks for a browser with a login.
        await withLoginCookie(own);
        const asked = operations(p);
        const screens = chunks(p);
        // The app's entry never arrives: whatever GraphQL or screen chunk is asked, the early script asked it.
        await p.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
        await p.goto(`${BASE_URL}/anime/${animeId}`);
        await expect.poll(() => count(asked, 'MediaPageQuery')).toBe(1);
        await expect.poll(() => ['MediaPage', 'MediaOverview'].filter((c) => screens.includes(c))).toEqual(['MediaPage', 'MediaOverview']);
        await p.goto(`${BASE_URL}/user/Yuki/animelist`);
        await expect.poll(() => count(asked, 'MediaListPageQuery')).toBe(2);
        expect(count(asked, 'UserPageQuery')).toBe(1);
        await expect.poll(() => screens.includes('MediaListPage')).toBe(true);
        await p.goto(`${BASE_URL}/user/Yuki`);
        await expect.poll(() => count(asked, 'UserOverviewQuery')).toBe(1);
        expect(count(asked, 'UserPageQuery')).toBe(2);
        await expect.poll(() => screens.includes('UserOverview')).toBe(true);
      } finally {
        await own.close();
      }
    },
    TIMEOUT,
  );

  // What a media page and then a list page ask for once loaded, in a fresh browser with or without a login cookie.
  const firstLoads = async (label: string, login: boolean) => {
    const animeId = await firstAnimeId();
    const own = await openBrowser(label);
    try {
      const p = own.page;
      if (login) await withLoginCookie(own);
      const asked = operations(p);
      const screens = chunks(p);
      await p.goto(`${BASE_URL}/anime/${animeId}`);
      await p.getByRole('heading', { level: 1 }).waitFor();
      // Hydrated or rendered: React is attached to the page.
      await hydrated(p);
      await p.waitForLoadState('networkidle');
      const media = { query: count(asked, 'MediaPageQuery'), page: count(screens, 'MediaPage'), overview: count(screens, 'MediaOverview') };
      await p.goto(`${BASE_URL}/user/Yuki/animelist`);
      await p.getByPlaceholder('Filter').waitFor();
      await p.waitForLoadState('networkidle');
      const list = {
        query: count(asked, 'MediaListPageQuery'),
        user: count(asked, 'UserPageQuery'),
        page: count(screens, 'MediaListPage'),
      };
      return { rendered: await p.locator('meta[name="server-rendered"]').count(), media, list };
    } finally {
      await own.close();
    }
  };

  it(
    'is answered once: the route loaders take the early answers instead of asking again',
    async () => {
      // With a login cookie: a guest's page is rendered by the server and asks nothing of this (the next test).
      // The preloaded screen chunks are the ones the router imports: each fetched once. A long list: the head and
      // the whole list, each once (the early script asks for both).
      expect(await firstLoads('early-answers', true)).toEqual({
        rendered: 0,
        media: { query: 1, page: 1, overview: 1 },
        list: { query: 2, user: 1, page: 1 },
      });
    },
    TIMEOUT,
  );

  it(
    "asks nothing again on a guest's server-rendered page: the loaders find its records in the store",
    async () => {
      // The early script still preloads the screens' chunks; a list page asks only its whole list: its head came
      // with the page, as fresh as asking again (relayEnvironment.ts), and its user too.
      expect(await firstLoads('server-rendered-answers', false)).toEqual({
        rendered: 1,
        media: { query: 0, page: 1, overview: 1 },
        list: { query: 1, user: 0, page: 1 },
      });
    },
    TIMEOUT,
  );
});

/** A session cookie that names no live login: the server treats the browser as a guest but renders no page for it. */
async function withLoginCookie(browser: E2EBrowser): Promise<void> {
  await browser.context.addCookies([{ name: 'tsuzuki_session', value: 'no-such-session', url: BASE_URL }]);
}

/** An anime every page of the demo data has: the first the API lists. */
async function firstAnimeId(): Promise<number> {
  return (await guestGql<{ Page: { media: { id: number }[] } }>('{ Page(perPage: 1) { media(type: ANIME) { id } } }')).Page.media[0]!.id;
}
