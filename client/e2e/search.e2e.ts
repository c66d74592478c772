import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, hydrated, openBrowser, type E2EBrowser, logInAs } from './browser.ts';

// Search pages in the browser against a running stack with demo data (E2E_BASE_URL, as in catalogue.e2e.ts).
const TIMEOUT = 90_000;

let browser: E2EBrowser;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser('search', 20_000);
  ({ page } = browser);
}, TIMEOUT);

afterAll(async () => {
  await browser?.close();
});

const results = (p: Page) => p.getByTestId('search-results').locator(':scope > [class*="result"]');
const chips = (p: Page) => p.getByRole('group', { name: 'Active filters' }).getByRole('button');

describe('search at desktop width', () => {
  it(
    'shows the landing sections with View All links when no filter is set',
    async () => {
      await page.goto(`${BASE_URL}/search`);
      await page.waitForURL(`${BASE_URL}/search/anime`);
      const landing = page.getByTestId('search-landing');
      await landing.waitFor();
      const trending = page.getByRole('region', { name: 'Trending Now' });
      expect(await trending.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/search/anime/trending');
      expect(await trending.getByTestId('search-results').locator(':scope > div').count()).toBeLessThanOrEqual(6);
      const top = page.getByRole('region', { name: 'Top 100 Anime' });
      expect(await top.getByTestId('search-results').locator(':scope > div').count()).toBe(10);
    },
    TIMEOUT,
  );

  it(
    'opens a preset with its title, description and rank badges',
    async () => {
      await page.goto(`${BASE_URL}/search/anime/top-100`);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Top 100 Anime');
      await page.getByText('The highest rated anime of all time.').waitFor();
      await results(page).first().waitFor();
      expect(await results(page).first().getAttribute('data-rank')).toBe('1');
      expect(await results(page).first().innerText()).toContain('#1');
      expect(await page.title()).toContain('Top 100 Anime');
    },
    TIMEOUT,
  );

  it(
    'loads page 2 by infinite scroll',
    async () => {
      await page.goto(`${BASE_URL}/search/anime/popular`);
      await results(page).first().waitFor();
      expect(await results(page).count()).toBe(20);
      await page.mouse.wheel(0, 20_000);
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="search-results"] > [class*="result"]').length > 20);
      expect(await results(page).count()).toBeGreaterThan(20);
    },
    TIMEOUT,
  );

  it(
    'applies filters as chips, removes one by click and clears all',
    async () => {
      await page.goto(`${BASE_URL}/search/anime`);
      await page.getByTestId('search-landing').waitFor();
      const historyBefore = await page.evaluate(() => history.length);

      await page.getByLabel('Format', { exact: true }).click();
      await page.getByRole('checkbox', { name: 'TV Show' }).check();
      await page.getByLabel('Genres', { exact: true }).click();
      await page.locator('[data-filter="Genres"]').getByRole('button', { name: 'Action', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('formats') === 'TV' && url.searchParams.get('genres') === 'Action');
      // One debounced write for both changes: a single new history entry.
      expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
      await page.getByRole('button', { name: 'Clear All' }).waitFor();
      expect((await chips(page).allInnerTexts()).map((t) => t.replace('×', '').trim())).toEqual(['Action', 'TV Show', 'Clear All']);

      // The genre click cycle: included → excluded.
      await page.locator('[data-filter="Genres"]').getByRole('button', { name: 'Action', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('excludedGenres') === 'Action');

      await chips(page).filter({ hasText: 'TV Show' }).click();
      await page.waitForURL((url) => !url.searchParams.has('formats'));
      expect(await page.getByRole('button', { name: 'Clear All' }).count()).toBe(0);

      await page.getByLabel('Season', { exact: true }).selectOption('SPRING');
      await page.getByRole('button', { name: 'Clear All' }).click();
      await page.waitForURL(`${BASE_URL}/search/anime`);
      await page.getByTestId('search-landing').waitFor();
    },
    TIMEOUT,
  );

  it(
    'sets the sort to search match for text and says No Results for nonsense',
    async () => {
      await page.goto(`${BASE_URL}/search/anime`);
      await page.getByLabel('Search Anime').fill('zzqxv nothing like this');
      await page.waitForURL((url) => url.searchParams.get('sort') === 'SEARCH_MATCH');
      await page.getByText('No Results', { exact: true }).waitFor();
    },
    TIMEOUT,
  );

  it(
    'remembers the chosen view',
    async () => {
      await page.goto(`${BASE_URL}/search/anime/popular`);
      await hydrated(page);
      await page.getByRole('radio', { name: 'Table view' }).click();
      expect(await page.getByTestId('search-results').getAttribute('data-view')).toBe('table');
      await page.reload();
      // The server renders the cover view (it cannot read the browser's storage); the stored choice follows once
      // the page's code has run.
      await results(page).first().waitFor();
      await hydrated(page);
      await expect.poll(() => page.getByTestId('search-results').getAttribute('data-view')).toBe('table');
      await page.getByRole('radio', { name: 'Cover view' }).click();
    },
    TIMEOUT,
  );

  it(
    "shows a chart card's description on hover, scrolling after 350 ms, and on keyboard focus (LIST-45)",
    async () => {
      await page.goto(`${BASE_URL}/search/anime/popular`);
      await results(page).first().waitFor();
      await hydrated(page);
      await page.getByRole('radio', { name: 'Chart view' }).click();
      const card = page.getByTestId('media-card').first();
      const title = await card.getByRole('link').first().innerText();
      const description = card.getByRole('region', { name: `Description of ${title}` });
      expect(await description.count()).toBe(0);
      await card.hover();
      await description.waitFor();
      expect((await description.innerText()).length).toBeGreaterThan(20);
      await expect.poll(() => description.getAttribute('data-scrolling')).toBe('true');
      expect(await description.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
      await page.mouse.move(0, 0);
      await description.waitFor({ state: 'detached' });
      // The keyboard: focus on the card's title shows it, scrolling and focusable.
      await card.getByRole('link', { name: title }).focus();
      await description.waitFor();
      expect(await description.getAttribute('tabindex')).toBe('0');
      await page.getByRole('radio', { name: 'Cover view' }).click();
    },
    TIMEOUT,
  );

  it(
    'uses the quick search with the keyboard',
    async () => {
      await page.goto(`${BASE_URL}/search/anime/popular`);
      await results(page).first().waitFor();
      const first = (await results(page).first().getByRole('link').first().getAttribute('aria-label')) ?? '';
      // The shortcut is the page's code's: wait until it has taken over the server's HTML.
      await hydrated(page);
      await page.keyboard.press('Control+s');
      const dialog = page.getByRole('dialog', { name: 'Quick search' });
      await dialog.waitFor();
      expect(await dialog.getByRole('textbox').evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type(first);
      await dialog.getByRole('heading', { name: /^Anime/ }).waitFor();
      await dialog.getByRole('link', { name: first }).first().waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    },
    TIMEOUT,
  );

  it(
    'renders the search in the dark theme',
    async () => {
      await page.goto(`${BASE_URL}/search/anime`);
      await page.evaluate(() => localStorage.setItem('site-theme', 'dark'));
      await page.reload();
      await page.getByTestId('search-landing').waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe('rgb(12, 20, 29)');
      await page.evaluate(() => localStorage.setItem('site-theme', 'default'));
    },
    TIMEOUT,
  );
});

describe('list filters', () => {
  it(
    'offers Hide My List and Only Show My List to logged-in viewers only',
    async () => {
      await page.goto(`${BASE_URL}/search/anime/popular`);
      await page.getByRole('button', { name: 'More filters' }).click();
      await page.getByTestId('extra-filters').waitFor();
      expect(await page.getByLabel('Hide My List').count()).toBe(0);
      expect(await page.getByLabel('Doujin').count()).toBe(1);

      // A demo account of the seed (command-service seed CLI).
      await logInAs(page);

      await page.goto(`${BASE_URL}/search/anime/popular`);
      await page.getByRole('button', { name: 'More filters' }).click();
      await page.getByLabel('Hide My List').check();
      await page.waitForURL((url) => url.searchParams.get('onList') === 'false');
      await page.getByRole('button', { name: 'Remove Hide My List' }).waitFor();
    },
    TIMEOUT,
  );
});

describe('the filter bar by width', () => {
  it(
    'shows 4 filters at 1400 px and 5 at 1600 px before More filters, and every one after',
    async () => {
      // The filters shown, not counting the "more" button (the row's last child).
      const shown = () =>
        page
          .getByTestId('filters')
          .evaluate(
            (bar) => [...bar.firstElementChild!.children].slice(0, -1).filter((f) => (f as HTMLElement).offsetParent !== null).length,
          );
      await page.setViewportSize({ width: 1400, height: 900 });
      await page.goto(`${BASE_URL}/search/anime`);
      await page.getByTestId('filters').waitFor();
      expect(await shown()).toBe(4);
      await page.setViewportSize({ width: 1600, height: 900 });
      expect(await shown()).toBe(5);
      await page.getByRole('button', { name: 'More filters' }).click();
      await expect.poll(shown).toBeGreaterThan(5);
      await page.setViewportSize({ width: 1400, height: 900 });
    },
    TIMEOUT,
  );
});

describe('search at mobile width', () => {
  it(
    'hides the filters behind a toggle and never shows range sliders',
    async () => {
      await page.setViewportSize({ width: 700, height: 900 });
      await page.goto(`${BASE_URL}/search/anime/this-season`);
      await page.getByLabel('This Season').waitFor();
      // Hidden by the width from the first paint (CSS, as the server sent it), not removed after hydration.
      expect(await page.getByTestId('filters').count()).toBe(1);
      expect(await page.getByTestId('filters').isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Filters' }).click();
      await page.getByTestId('filters').waitFor();
      await page.getByRole('button', { name: 'More filters' }).click();
      await page.getByTestId('extra-filters').waitFor();
      expect(await page.locator('input[type="range"]').count()).toBe(0);
      // The preset's season and year show as a chip.
      expect(await chips(page).first().innerText()).toMatch(/^(Winter|Spring|Summer|Fall) \d{4}/);
    },
    TIMEOUT,
  );
});
