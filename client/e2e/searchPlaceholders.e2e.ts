import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, openBrowser, type E2EBrowser } from './browser.ts';

// SRCH-32 as the checklist tries it: a slow network, then count the skeleton cards of the search page.
const TIMEOUT = 90_000;

let browser: E2EBrowser;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser('search-placeholders', 20_000);
  ({ page } = browser);
}, TIMEOUT);

afterAll(async () => {
  await browser?.close();
});

const results = (p: Page) => p.getByTestId('search-results').locator(':scope > [class*="result"]');
const placeholders = (p: Page) => p.getByTestId('placeholder');

/** Holds every GraphQL request until `release` is called, so the page stays in its loading state while we count. */
function holdGraphql(p: Page): { release: () => Promise<void> } {
  const held: Route[] = [];
  let holding = true;
  const hold = (route: Route) => (holding ? void held.push(route) : route.continue());
  void p.route('**/graphql**', hold);
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
      await p.unroute('**/graphql**', hold);
    },
  };
}

describe('search loading placeholders (SRCH-32)', () => {
  it(
    'shows 20 skeleton cards while a new search loads, 6 while a later page loads',
    async () => {
      await page.goto(`${BASE_URL}/search/anime/popular`);
      await results(page).first().waitFor();
      expect(await placeholders(page).count()).toBe(0);

      // A first load of new results: typing a search text reloads the route's query.
      const first = holdGraphql(page);
      await page.getByRole('searchbox').fill('a');
      await placeholders(page).first().waitFor();
      expect(await placeholders(page).count()).toBe(20);
      expect(await results(page).count()).toBe(0);
      await first.release();
      await results(page).first().waitFor();
      expect(await placeholders(page).count()).toBe(0);
      expect(await results(page).count()).toBe(20);

      // A later page: the 20 results stay and 6 placeholders follow them.
      const later = holdGraphql(page);
      await page.mouse.wheel(0, 20_000);
      await placeholders(page).first().waitFor();
      expect(await placeholders(page).count()).toBe(6);
      expect(await results(page).count()).toBe(20);
      await later.release();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="search-results"] > [class*="result"]').length > 20);
      expect(await placeholders(page).count()).toBe(0);
    },
    TIMEOUT,
  );
});
