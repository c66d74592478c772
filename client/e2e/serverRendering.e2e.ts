import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestGql } from './api.ts';
import { BASE_URL, hydrated, openBrowser, type E2EBrowser } from './browser.ts';

// A guest's first screen comes with the HTML (ADR 53): the landing page, a media page and a list page show their
// content with JavaScript off, and with it the browser hydrates that very markup, without a mismatch.
const TIMEOUT = 90_000;

interface Sample {
  mediaPath: string;
  mediaTitle: string;
  listPath: string;
  listEntryTitle: string;
}

let sample: Sample;
let noScript: E2EBrowser;
let browser: E2EBrowser;

async function findSample(): Promise<Sample> {
  const media = await guestGql<{ Page: { media: { id: number; title: { userPreferred: string } }[] } }>(
    `{ Page(perPage: 1) { media(type: ANIME, sort: POPULARITY_DESC, isAdult: false) { id title { userPreferred } } } }`,
  );
  const top = media.Page.media[0]!;
  // A member with a public anime list: the seeded list owners are found through the activity feed's list updates.
  const users = await guestGql<{ Page: { users: { name: string }[] } }>(`{ Page(perPage: 25) { users(sort: ID) { name } } }`);
  for (const { name } of users.Page.users) {
    const list = await guestGql<{
      MediaListCollection: { lists: { status: string | null; entries: { media: { title: { userPreferred: string } } }[] }[] } | null;
    }>(
      `query ($name: String) { MediaListCollection(userName: $name, type: ANIME) { lists { status entries { media { title { userPreferred } } } } } }`,
      {
        name,
      },
    ).catch(() => null);
    const first = list?.MediaListCollection?.lists.find((l) => l.entries.length > 0);
    if (first) {
      return {
        mediaPath: `/anime/${top.id}`,
        mediaTitle: top.title.userPreferred,
        listPath: `/user/${encodeURIComponent(name)}/animelist`,
        listEntryTitle: first.entries[0]!.media.title.userPreferred,
      };
    }
  }
  throw new Error('no member with an anime list in the demo data');
}

/** Errors and warnings the page logs from now on (a hydration mismatch is one). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}

const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** Holds the app's code back until `release`: the page shows the server's markup and nothing has hydrated it. */
async function holdEntry(page: Page): Promise<{ release: () => void; done: () => Promise<void> }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  return {
    release,
    done: async () => {
      release();
      await page.unroute(ENTRY);
    },
  };
}

beforeAll(async () => {
  sample = await findSample();
  noScript = await openBrowser('server-rendering-no-script', 20_000, { javaScript: false });
  browser = await openBrowser('server-rendering');
}, TIMEOUT);

afterAll(async () => {
  await noScript?.close();
  await browser?.close();
});

describe('with JavaScript off', () => {
  it(
    'shows the landing page, a media page and a list page with their content, not the skeleton',
    async () => {
      const { page } = noScript;
      const checks: [string, string][] = [
        ['/', 'Trending Now'],
        [sample.mediaPath, sample.mediaTitle],
        [sample.listPath, sample.listEntryTitle],
      ];
      for (const [address, text] of checks) {
        // A media page's address without its title is redirected to it by the server, as the router would.
        const response = await page.goto(`${BASE_URL}${address}`);
        expect(response?.status()).toBe(200);
        // innerText follows the headings' text-transform.
        await expect.poll(async () => (await page.locator('main').innerText()).toLowerCase()).toContain(text.toLowerCase());
        expect(await page.locator('.boot').count()).toBe(0);
        expect(await page.locator('meta[name="server-rendered"]').count()).toBe(1);
      }
      // JSON-LD and the social preview stay in the media page's head.
      await page.goto(`${BASE_URL}${sample.mediaPath}`);
      expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toContain(sample.mediaTitle);
    },
    TIMEOUT,
  );
});

describe('with JavaScript on', () => {
  it(
    'hydrates the server markup in place: the same elements stay, and nothing is reported',
    async () => {
      const { page } = browser;
      const problems = problemsOf(page);
      const kept = async () =>
        ((await (await fetch(`${BASE_URL}/health`)).json()) as { renderCache: { served: number } }).renderCache.served;
      const keptBefore = await kept();
      // The list heads asked by the browser (a head has perChunk set; the whole list has none).
      const heads: string[] = [];
      page.on('request', (request) => {
        if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
        const asked = request.postDataJSON() as { operationName?: string; variables?: { perChunk?: number | null } };
        if (asked.operationName === 'MediaListPageQuery' && asked.variables?.perChunk != null) heads.push(request.url());
      });
      // The landing page twice: the second is the page kept from the first (ADR 54), rendered at the first's moment.
      for (const address of ['/', '/', sample.mediaPath, sample.listPath]) {
        // Hold the app's code until the server's markup has been marked: React must keep that element.
        const entry = await holdEntry(page);
        await page.goto(`${BASE_URL}${address}`, { waitUntil: 'commit' });
        const main = page.locator('main#main');
        await main.waitFor({ state: 'attached' });
        expect(await page.locator('.boot').count()).toBe(0);
        await main.evaluate((element) => Object.assign(element, { serverMarkup: true }));
        entry.release();
        // Hydrated: React has attached itself to the server's element, which is still the one on the page.
        await hydrated(page);
        expect(await main.evaluate((element) => (element as unknown as { serverMarkup?: boolean }).serverMarkup === true)).toBe(true);
        await page.waitForLoadState('networkidle');
        await entry.done();
      }
      expect(await kept()).toBeGreaterThan(keptBefore);
      // The list's head came with the page: the browser's loader found it in the store instead of asking again.
      expect(heads).toEqual([]);
      // The list page's whole list arrived after hydration and replaced its first rows.
      await expect.poll(() => page.locator('main').innerText()).toContain(sample.listEntryTitle);
      expect(problems).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'keeps what a visitor does before the code has loaded: the typed search and a clicked control take effect once hydrated',
    async () => {
      const { page } = browser;
      const problems = problemsOf(page);
      const entry = await holdEntry(page);
      try {
        await page.goto(`${BASE_URL}/search/anime`, { waitUntil: 'commit' });
        const search = page.getByRole('searchbox', { name: /search/i }).first();
        const tableView = page.getByRole('radio', { name: 'Table view' });
        await tableView.waitFor();
        // The page looks ready; its code has not come.
        await search.fill(sample.mediaTitle);
        await tableView.click();
        expect(await tableView.getAttribute('aria-busy')).toBe('true');
        expect(await tableView.getAttribute('aria-checked')).toBe('false');
        entry.release();
        await hydrated(page);
        await expect.poll(() => tableView.getAttribute('aria-checked')).toBe('true');
        await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(sample.mediaTitle);
        expect(await search.inputValue()).toBe(sample.mediaTitle);
        expect(await tableView.getAttribute('aria-busy')).toBeNull();
        // The search ran with the typed text: the title is among the results.
        await expect.poll(() => page.locator('main').innerText()).toContain(sample.mediaTitle);
        expect(problems).toEqual([]);
      } finally {
        await entry.done();
      }
    },
    TIMEOUT,
  );

  it(
    'renders a member the browser way: their pages are theirs, never the server-rendered guest page',
    async () => {
      const response = await fetch(`${BASE_URL}/`, { headers: { cookie: 'tsuzuki_session=not-a-real-session' } });
      const html = await response.text();
      expect(html).toContain('class="boot"');
      expect(html).not.toContain('<meta name="server-rendered"');
      const guest = await (await fetch(`${BASE_URL}/`)).text();
      expect(guest).toContain('<meta name="server-rendered"');
      expect(guest).not.toContain('class="boot"');
    },
    TIMEOUT,
  );
});
