import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, hydrated, openBrowser, type E2EBrowser } from './browser.ts';

// Runs against a running stack with demo data: E2E_BASE_URL=http://127.0.0.1:3000 (query-service serving client/dist).
const TIMEOUT = 90_000;

let browser: E2EBrowser;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser('catalogue', 20_000);
  ({ page } = browser);
}, TIMEOUT);

afterAll(async () => {
  await browser?.close();
});

describe('catalogue in the browser', () => {
  it(
    'searches a title from the landing page and opens its media page with the data sheet',
    async () => {
      await page.goto(`${BASE_URL}/`);
      // The landing page comes rendered by the server; its search form is the page's code's once hydrated.
      await hydrated(page);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(
        /track, share and discover your favourite anime and manga/i,
      );
      expect(await page.getByRole('link', { name: 'Join Now' }).getAttribute('href')).toBe('/signup');

      // The title to look for: E2E_SEARCH_TITLE, or whatever the demo data shows first in Trending Now.
      const title = process.env.E2E_SEARCH_TITLE ?? (await firstTrendingTitle(page));
      await page.getByLabel('Search anime').fill(title);
      await page.getByRole('main').getByRole('search').getByRole('button', { name: 'Search' }).click();
      await page.waitForURL((url) => url.pathname === '/search/anime' && url.searchParams.get('search') === title);

      const result = page.getByRole('main').getByRole('link', { name: title, exact: true }).first();
      await result.click();
      await page.waitForURL(/\/anime\/\d+\/[^/]+$/);
      const slug = decodeURIComponent(new URL(page.url()).pathname.split('/')[3] ?? '');
      expect(slug).toBe(title.replace(/ /g, '_').replace(/\W/g, '').replace(/_/g, '-'));

      // The URL changes before React commits the new screen (router updates render in a transition): wait for it.
      const sheet = page.getByRole('region', { name: 'Data sheet' });
      await sheet.waitFor();
      expect((await page.getByRole('heading', { level: 1 }).innerText()).trim()).toContain(title);
      const sheetText = await sheet.innerText();
      for (const label of ['Format', 'Status', 'Romaji']) expect(sheetText).toContain(label);
      expect(sheetText).toMatch(/TV Show|TV Short|Movie|Special|OVA|ONA|Music/);
      expect(sheetText).toMatch(/Airing|Finished|Not Yet Aired|Cancelled|Hiatus/);
    },
    TIMEOUT,
  );

  it(
    'switches to the dark theme, and the choice survives a reload',
    async () => {
      await page.goto(`${BASE_URL}/`);
      await hydrated(page);
      const background = () =>
        page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-background').trim());
      const before = await background();
      await page.getByRole('radio', { name: 'Dark' }).click();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await background()).not.toBe(before);
      expect(await page.evaluate(() => localStorage.getItem('site-theme'))).toBe('dark');

      await page.reload();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await background()).not.toBe(before);
      // The server renders the default choice's controls (the theme itself is the HTML's script's, before the first
      // paint); the stored choice shows in them once the page's code has run.
      await hydrated(page);
      await expect.poll(() => page.getByRole('radio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true');

      await page.getByRole('radio', { name: 'Default' }).click();
      expect(await background()).toBe(before);
    },
    TIMEOUT,
  );

  it(
    "shows a cover's colour in its place only when the image has not loaded after 1.5 s (FMT-18)",
    async () => {
      const tab = await browser.context.newPage();
      // Every cover takes 30 s to arrive; the cards come at once.
      await tab.route(/\/img\/cover\//, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 30_000));
        await route.continue().catch(() => undefined);
      });
      // The page notes when each cover's frame got its image and, later, its colour: the gap has a lower bound
      // whatever the machine's speed (a slow one only widens it).
      await tab.addInitScript(() => {
        const since = new WeakMap<Element, number>();
        const gaps: number[] = [];
        (window as unknown as { coverGaps: number[] }).coverGaps = gaps;
        new MutationObserver(() => {
          const now = performance.now();
          for (const img of document.querySelectorAll('img[src*="/img/cover/"]')) {
            if (img.parentElement && !since.has(img.parentElement)) since.set(img.parentElement, now);
          }
          for (const frame of document.querySelectorAll('[data-cover-colour]')) {
            const start = since.get(frame);
            if (start !== undefined && !(frame as HTMLElement).dataset.gap) {
              (frame as HTMLElement).dataset.gap = String(now - start);
              gaps.push(now - start);
            }
          }
        }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-cover-colour', 'src'] });
      });
      await tab.goto(`${BASE_URL}/search/anime`);
      const coloured = tab.locator('main [data-cover-colour]').first();
      await coloured.waitFor({ state: 'attached', timeout: 25_000 });
      const gaps = await tab.evaluate(() => (window as unknown as { coverGaps: number[] }).coverGaps);
      expect(gaps.length).toBeGreaterThan(0);
      // 1.5 s from the effect that starts the timer, which runs within a frame of the image's insertion.
      expect(Math.min(...gaps)).toBeGreaterThan(1400);
      expect(await coloured.getAttribute('data-cover-colour')).toMatch(/^#[0-9a-f]{6}$/i);
      expect(await coloured.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
      await tab.close();
    },
    TIMEOUT,
  );

  it(
    'redirects /search and unknown paths, and shows the maintenance page',
    async () => {
      await page.goto(`${BASE_URL}/search`);
      await page.waitForURL(`${BASE_URL}/search/anime`);
      await page.goto(`${BASE_URL}/no-such-page`);
      await page.waitForURL(`${BASE_URL}/404`);
      const score = page.getByTestId('game-score');
      expect(await score.innerText()).toBe('0');
      // The target keeps moving, hence force: the click lands where it is at that moment.
      await page.getByRole('button', { name: 'Catch the bookmark' }).click({ force: true });
      await page.waitForFunction(() => document.querySelector('[data-testid="game-score"]')?.textContent === '1');
      await page.goto(`${BASE_URL}/503`);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('503 - Server Maintenance');
    },
    TIMEOUT,
  );
});

async function firstTrendingTitle(page: Page): Promise<string> {
  const strip = page.locator('section', { has: page.getByRole('heading', { name: 'Trending Now' }) });
  const title = strip.locator('[data-media-title]').first();
  await title.waitFor();
  return (await title.innerText()).trim();
}
