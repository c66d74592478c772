import type { Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiMember, guestGql } from './api.ts';
import { BASE_URL, hydrated, logInAs, openBrowser, type E2EBrowser } from './browser.ts';

// Issue 24, transport (ERR-05, ERR-06, ERR-18, ERR-19; ADR 66): the client cache in IndexedDB (version 34) brings the
// last page back after a reload even with the server out of reach, and is neither read nor written with the local
// storage flag set; a worker performs the query calls; a 401 about the access token is answered by re-reading the
// home page for a fresh token (the plain fetch helper, ADR 74) and one retry; the announcement is asked again at its
// proxy address when the first fails (ERR-07). A member's pages are rendered by the browser (never by the server), so the cache is used there.
const TIMEOUT = 180_000;
const member = new ApiMember(`transport_${Date.now().toString(36)}`);
const FLAG = 'disable-idb-cache';

interface Media {
  id: number;
  title: { userPreferred: string };
}
let browser: E2EBrowser;
let page: Page;
let media: Media[];

/** The member's cache entry as the page's IndexedDB holds it: the database's version and when it was written. */
async function cacheEntry(p: Page, key: string): Promise<{ version: number; savedAt: number | null; keys: string[] }> {
  return p.evaluate(
    (key) =>
      new Promise((resolve, reject) => {
        const opening = indexedDB.open('tsuzuki-cache');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('records')) {
            db.close();
            return resolve({ version: db.version, savedAt: null, keys: [] });
          }
          const entry = db.transaction('records').objectStore('records').get(key);
          entry.onsuccess = () => {
            const value = entry.result as { savedAt: number; records: Record<string, unknown> } | undefined;
            db.close();
            resolve({ version: db.version, savedAt: value?.savedAt ?? null, keys: Object.keys(value?.records ?? {}) });
          };
        };
      }),
    key,
  );
}

const title = (p: Page, m: Media) => p.getByRole('heading', { level: 1, name: m.title.userPreferred });
const asks = (request: Request, operation: string) => (request.postData() ?? '').includes(`"operationName":"${operation}"`);

beforeAll(async () => {
  await member.signUp();
  const found = await guestGql<{ Page: { media: Media[] } }>(
    '{ Page(perPage: 2) { media(type: ANIME, sort: [POPULARITY_DESC]) { id title { userPreferred } } } }',
  );
  media = found.Page.media;
  browser = await openBrowser('transport');
  ({ page } = browser);
  await logInAs(page, member.email, member.password);
}, TIMEOUT);

afterAll(async () => {
  await browser?.close();
});

describe('transport', () => {
  it(
    'keeps the store in IndexedDB version 34 and shows the last page from it after a reload, with the server out of reach',
    async () => {
      await page.goto(`${BASE_URL}/anime/${media[0]!.id}`);
      await title(page, media[0]!).waitFor();
      const key = `user:${member.id}`;
      await expect.poll(async () => (await cacheEntry(page, key)).keys).toContain(`Media:${media[0]!.id}`);
      expect((await cacheEntry(page, key)).version).toBe(34);
      // ERR-05: the query calls come from the worker.
      expect(page.workers().some((worker) => /graphqlWorker/.test(worker.url()))).toBe(true);

      const blocked = (route: Route) => route.abort('connectionrefused');
      await browser.context.route('**/graphql', blocked);
      try {
        await page.reload();
        await title(page, media[0]!).waitFor();
      } finally {
        await browser.context.unroute('**/graphql', blocked);
      }
    },
    TIMEOUT,
  );

  it(
    'is neither read nor written while the local storage flag is set',
    async () => {
      const key = `user:${member.id}`;
      await page.evaluate((flag) => localStorage.setItem(flag, 'true'), FLAG);
      const before = await cacheEntry(page, key);
      expect(before.savedAt).not.toBeNull();

      const blocked = (route: Route) => route.abort('connectionrefused');
      await browser.context.route('**/graphql', blocked);
      try {
        await page.reload();
        // Nothing to show it from: the page's query failed (the error screen), not the cached title.
        await page.getByRole('alert').getByRole('heading', { level: 1 }).waitFor();
        expect(await title(page, media[0]!).count()).toBe(0);
      } finally {
        await browser.context.unroute('**/graphql', blocked);
      }

      // Served again: another page loads and changes the store, and nothing is written.
      await page.goto(`${BASE_URL}/anime/${media[1]!.id}`);
      await title(page, media[1]!).waitFor();
      await page.waitForTimeout(3000);
      expect(await cacheEntry(page, key)).toEqual(before);
      await page.evaluate((flag) => localStorage.removeItem(flag), FLAG);
    },
    TIMEOUT,
  );

  it(
    'answers a 401 about the access token by re-reading the home page for a token and retrying the call once',
    async () => {
      const sent: string[] = [];
      let refused = 0;
      const listen = (request: Request) => {
        if (request.url() === `${BASE_URL}/`) sent.push('home page');
        else if (request.url().endsWith('/api/csrf')) sent.push('token route');
        else if (request.url().endsWith('/graphql') && asks(request, 'MediaPageQuery')) sent.push('MediaPageQuery');
      };
      const refuseOnce = async (route: Route) => {
        if (refused > 0 || !asks(route.request(), 'MediaPageQuery')) return route.fallback();
        refused++;
        await route.fulfill({ status: 401, json: { data: null, errors: [{ message: 'Invalid access token', status: 401 }] } });
      };
      browser.context.on('request', listen);
      await browser.context.route('**/graphql', refuseOnce);
      try {
        // From the member's home page, a media page the cache has never seen: its query goes to the server.
        await page.goto(`${BASE_URL}/home`);
        await hydrated(page);
        sent.length = 0;
        await page.evaluate((path) => {
          history.pushState(null, '', path);
          dispatchEvent(new PopStateEvent('popstate'));
        }, `/anime/${media[1]!.id}`);
        await title(page, media[1]!).waitFor();
      } finally {
        browser.context.off('request', listen);
        await browser.context.unroute('**/graphql', refuseOnce);
      }
      expect(refused).toBe(1);
      expect(sent).toEqual(['MediaPageQuery', 'home page', 'MediaPageQuery']);
    },
    TIMEOUT,
  );

  it(
    'asks the announcement again at the proxy address when the first address fails, and only logs it when both fail',
    async () => {
      const logged: string[] = [];
      const onConsole = (message: { text(): string }) => logged.push(message.text());
      const asked: string[] = [];
      const first = (url: URL) => url.pathname === '/announcement.json';
      const proxy = (url: URL) => url.pathname === '/api/proxy/announcement.json';
      const refuse = (route: Route) => {
        asked.push(route.request().url());
        return route.abort('connectionrefused');
      };
      const text = `Proxied news ${Date.now().toString(36)}`;
      const answer = (route: Route) => {
        asked.push(route.request().url());
        return route.fulfill({ json: { id: `e2e-${text}`, message: text, forumPath: null, expireAt: null } });
      };
      page.on('console', onConsole);
      await browser.context.route(first, refuse);
      await browser.context.route(proxy, answer);
      try {
        await page.goto(`${BASE_URL}/home`);
        await page.getByRole('complementary', { name: 'Announcement' }).getByText(text).waitFor();
        // Both with the year-less UTC month-day-hour key.
        expect(asked.map((url) => new URL(url).pathname)).toEqual(['/announcement.json', '/api/proxy/announcement.json']);
        for (const url of asked) expect(new URL(url).search).toMatch(/^\?\d{6}$/);

        await browser.context.unroute(proxy, answer);
        await browser.context.route(proxy, refuse);
        await page.reload();
        await expect.poll(() => logged.some((line) => line.includes('Failed to fetch announcement data')), { timeout: 30_000 }).toBe(true);
        expect(await page.getByRole('complementary', { name: 'Announcement' }).count()).toBe(0);
        await page.getByRole('main').waitFor();
      } finally {
        page.off('console', onConsole);
        await browser.context.unroute(first, refuse);
        await browser.context.unroute(proxy, refuse);
      }
    },
    TIMEOUT,
  );
});
