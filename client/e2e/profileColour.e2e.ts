import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageGql } from './api.ts';
import { BASE_URL, logInAs, openBrowser, type E2EBrowser } from './browser.ts';

// SET-15 (issue 24): the profile colour recolours the profile's accents, not only its banner: the active tab, links
// and the statistic figures. The demo member Yuki picks orange, then gets her colour back. E2E_SCREENSHOT_DIR, when
// set, receives profile-colour-1400.png and profile-colour-700.png.
const TIMEOUT = 120_000;
const ORANGE = 'rgb(239, 136, 26)';
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

let member: E2EBrowser;
let page: Page;
let name: string;
let before: string;

beforeAll(async () => {
  member = await openBrowser('profile-colour');
  page = member.page;
  await logInAs(page);
  const { Viewer } = await pageGql<{ Viewer: { name: string; options: { profileColor: string } } }>(
    page,
    '{ Viewer { name options { profileColor } } }',
  );
  name = Viewer.name;
  before = Viewer.options.profileColor;
  await pageGql(page, 'mutation { UpdateUser(profileColor: "orange") { id } }');
}, TIMEOUT);

afterAll(async () => {
  await pageGql(page, 'mutation ($c: String) { UpdateUser(profileColor: $c) { id } }', { c: before }).catch(() => undefined);
  await member?.close();
}, TIMEOUT);

const colourOf = (selector: string, property: 'color' | 'borderBottomColor' = 'color') =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el)[p], property);

describe('a profile in its member colour', () => {
  it(
    'colours the active tab, links and statistic figures, at desktop and mobile widths',
    async () => {
      for (const width of [1400, 700]) {
        await page.setViewportSize({ width, height: 1000 });
        await page.goto(`${BASE_URL}/user/${name}/`);
        const tab = 'nav[aria-label="Profile sections"] a[aria-current="page"]';
        await page.locator(tab).waitFor();
        await page.locator('section[aria-label="Anime Stats"] dd').first().waitFor();
        expect(await colourOf(tab)).toBe(ORANGE);
        expect(await colourOf(tab, 'borderBottomColor')).toBe(ORANGE);
        expect(await colourOf('section[aria-label="Anime Stats"] dd')).toBe(ORANGE);
        expect(await colourOf('#genre-overview-title a')).toBe(ORANGE);
        if (SCREENSHOTS) {
          mkdirSync(SCREENSHOTS, { recursive: true });
          await page.waitForLoadState('networkidle');
          await page.screenshot({ path: path.join(SCREENSHOTS, `profile-colour-${width}.png`), fullPage: true });
        }
      }
      await page.setViewportSize({ width: 1400, height: 900 });
    },
    TIMEOUT,
  );
});
