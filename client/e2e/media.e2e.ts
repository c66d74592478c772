import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, openBrowser, type E2EBrowser } from './browser.ts';

// Runs against a running stack with demo data: E2E_BASE_URL=http://127.0.0.1:3000 (query-service serving client/dist).
// E2E_SCREENSHOT_DIR, when set, receives media-*.png screenshots at 1400 and 700 px.
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;
const TIMEOUT = 90_000;
const WIDTHS = [
  { name: 'desktop', width: 1400 },
  { name: 'mobile', width: 700 },
] as const;

let browser: E2EBrowser;
let page: Page;
let mediaId: number;

beforeAll(async () => {
  mediaId = Number(process.env.E2E_MEDIA_ID) || (await mediaWithCast());
  browser = await openBrowser('media', 20_000);
  ({ page } = browser);
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
}, TIMEOUT);

afterAll(async () => {
  await browser?.close();
});

describe.each(WIDTHS)('media page at $width px ($name)', ({ name, width }) => {
  beforeAll(async () => {
    await page.setViewportSize({ width, height: 900 });
  });

  it(
    'adds the missing slug by replacing the route',
    async () => {
      await page.goto(`${BASE_URL}/about`);
      await page.goto(`${BASE_URL}/anime/${mediaId}`);
      await page.waitForURL(new RegExp(`/anime/${mediaId}/[^/]+$`));
      await page.getByRole('region', { name: 'Data sheet' }).waitFor();
      // The replace leaves no /anime/<id> entry behind: Back goes straight to the previous page.
      await page.goBack();
      await page.waitForURL(`${BASE_URL}/about`);
    },
    TIMEOUT,
  );

  it(
    'shows tags and links in the sidebar on desktop and in the body on mobile',
    async () => {
      await openMedia();
      const sidebar = page.getByTestId('sidebar-tags-links');
      const body = page.getByTestId('body-tags-links');
      await page.getByRole('region', { name: 'Characters' }).waitFor();
      expect(await sidebar.isVisible()).toBe(name === 'desktop');
      expect(await body.isVisible()).toBe(name === 'mobile');
      const visibleTags = (name === 'desktop' ? sidebar : body).getByRole('region', { name: 'Tags' });
      expect(await visibleTags.innerText()).toMatch(/\d+%/);
      await shoot(`media-overview-${width}`);
    },
    TIMEOUT,
  );

  it(
    'never scrolls sideways, not even with a tag description open at the edge of the screen',
    async () => {
      await openMedia();
      const tags = page.getByTestId(name === 'desktop' ? 'sidebar-tags-links' : 'body-tags-links').getByRole('region', { name: 'Tags' });
      await tags.waitFor();
      expect(await horizontalOverflow()).toBe(0);

      // The described tag nearest the right edge: its tooltip is the likeliest to reach past the viewport.
      const described = tags.locator('a[data-tooltip]');
      expect(await described.count()).toBeGreaterThan(0);
      const rights = await described.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().right));
      const edgeTag = described.nth(rights.indexOf(Math.max(...rights)));
      await edgeTag.scrollIntoViewIfNeeded();
      await edgeTag.hover();
      await page.waitForFunction((element) => getComputedStyle(element!, '::after').display === 'block', await edgeTag.elementHandle());
      expect(await horizontalOverflow()).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'opens the characters, staff and stats tabs',
    async () => {
      await openMedia();
      const tabs = page.getByRole('navigation', { name: 'Media sections' });

      await tabs.getByRole('link', { name: 'Characters' }).click();
      await page.waitForURL(/\/characters$/);
      await page.getByTestId('character-role').first().waitFor();
      expect(await page.getByTestId('character-role').count()).toBeGreaterThan(0);
      // The demo media has Japanese and English casts: the selector shows, starts on Japanese, and switches actors.
      const selector = page.getByRole('combobox', { name: 'Voice actor language' });
      expect(await selector.inputValue()).toBe('JAPANESE');
      await shoot(`media-characters-${width}`);
      await selector.selectOption('ENGLISH');
      await page.getByTestId('character-role').getByText('English', { exact: true }).first().waitFor();
      expect(await page.getByTestId('character-role').getByText('Japanese', { exact: true }).count()).toBe(0);

      await tabs.getByRole('link', { name: 'Staff' }).click();
      await page.waitForURL(/\/staff$/);
      await page.getByTestId('staff-role').first().waitFor();

      await tabs.getByRole('link', { name: 'Stats' }).click();
      await page.waitForURL(/\/stats$/);
      await page.getByRole('heading', { name: 'Recent Activity Per Day' }).waitFor();
      await page.getByRole('heading', { name: 'Airing Watchers Progression' }).waitFor();
      await page.getByRole('region', { name: 'Status Distribution' }).waitFor();
      await page.getByRole('region', { name: 'Score Distribution' }).waitFor();
      await shoot(`media-stats-${width}`);

      await tabs.getByRole('link', { name: 'Overview' }).click();
      await page.waitForURL(new RegExp(`/anime/${mediaId}/[^/]+$`));
    },
    TIMEOUT,
  );

  it(
    'keeps the sub-page when the slug is fixed',
    async () => {
      await page.goto(`${BASE_URL}/anime/${mediaId}/characters`);
      await page.waitForURL(new RegExp(`/anime/${mediaId}/[^/]+/characters$`));
      await page.getByTestId('character-role').first().waitFor();
    },
    TIMEOUT,
  );

  it(
    'opens a character page from the media page',
    async () => {
      await openMedia();
      const preview = page.getByRole('region', { name: 'Characters' });
      const first = preview.getByTestId('character-role').first().getByRole('link').first();
      const characterName = (await first.innerText()).split('\n')[0]!.trim();
      await first.click();
      await page.waitForURL(/\/character\/\d+(\/[^/]+)?$/);
      await page.getByRole('region', { name: 'Appears in' }).waitFor();
      expect((await page.getByRole('heading', { level: 1 }).innerText()).trim()).toBe(characterName);
      expect(await page.getByTestId('media-role').count()).toBeGreaterThan(0);
      await shoot(`media-character-${width}`);
    },
    TIMEOUT,
  );
});

describe('people and studios from the media page', () => {
  beforeAll(async () => {
    await page.setViewportSize({ width: 1400, height: 900 });
  });

  it(
    'opens a voice actor (staff) page and a studio page',
    async () => {
      await openMedia();
      const actor = page.getByRole('region', { name: 'Characters' }).getByTestId('character-role').first().getByRole('link').nth(1);
      const actorName = (await actor.innerText()).split('\n')[0]!.trim();
      await actor.click();
      await page.waitForURL(/\/staff\/\d+(\/[^/]+)?$/);
      await page.getByRole('region', { name: 'Voice acting roles' }).waitFor();
      expect((await page.getByRole('heading', { level: 1 }).innerText()).trim()).toBe(actorName);

      await openMedia();
      const studio = page.getByRole('region', { name: 'Data sheet' }).locator('[data-field="Studios"] a').first();
      const studioName = (await studio.innerText()).trim();
      await studio.click();
      await page.waitForURL(/\/studio\/\d+\/[^/]+$/);
      await page.getByRole('region', { name: 'Media' }).getByTestId('media-role').first().waitFor();
      expect((await page.getByRole('heading', { level: 1 }).innerText()).trim()).toBe(studioName);
    },
    TIMEOUT,
  );

  it(
    'draws the airing score with a labelled y-axis and one x label per episode',
    async () => {
      const airingId = await animeWithAiringProgression();
      await page.goto(`${BASE_URL}/anime/${airingId}/stats`);
      const chart = page.getByRole('region', { name: 'Airing Score Progression' }).getByRole('img', { name: 'Airing Score Progression' });
      await chart.waitFor();
      // SVG text: textContent, as SVG elements have no innerText.
      expect(await chart.getByTestId('chart-y-axis').textContent()).toContain('Average score');
      const ticks = await chart.getByTestId('chart-y-axis').locator('text').allTextContents();
      expect(ticks.filter((tick) => /^\d+(\.\d)?K?$/.test(tick)).length).toBeGreaterThanOrEqual(2);
      const labels = await chart.getByTestId('chart-x-label').allTextContents();
      expect(labels.length).toBeGreaterThanOrEqual(2);
      expect(new Set(labels).size).toBe(labels.length);
    },
    TIMEOUT,
  );

  it(
    'has no watchers progression on a manga stats page',
    async () => {
      const mangaId = await firstMedia('MANGA');
      await page.goto(`${BASE_URL}/manga/${mangaId}/stats`);
      await page.waitForURL(new RegExp(`/manga/${mangaId}/[^/]+/stats$`));
      await page.getByRole('heading', { name: 'Airing Score Progression' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Airing Watchers Progression' }).count()).toBe(0);
    },
    TIMEOUT,
  );
});

async function firstMedia(type: 'ANIME' | 'MANGA'): Promise<number> {
  const query = `{ Page(perPage: 1) { media(type: ${type}, sort: POPULARITY_DESC) { id } } }`;
  const response = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data: { Page: { media: { id: number }[] } } };
  return body.data.Page.media[0]!.id;
}

/** How many px the page is wider than the viewport (0: no sideways scrolling). */
async function horizontalOverflow(): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** An anime with at least two aired episodes in its airing progression (the stats page's airing charts). */
async function animeWithAiringProgression(): Promise<number> {
  const query = `{ Page(perPage: 50) { media(type: ANIME, status: RELEASING, sort: POPULARITY_DESC) { id stats { airingProgression { episode } } } } }`;
  const response = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as {
    data: { Page: { media: { id: number; stats: { airingProgression: unknown[] | null } | null }[] } };
  };
  const media = body.data.Page.media.find((m) => (m.stats?.airingProgression?.length ?? 0) >= 2);
  if (!media) throw new Error('the demo data has no airing anime with two aired episodes');
  return media.id;
}

async function openMedia(): Promise<void> {
  await page.goto(`${BASE_URL}/anime/${mediaId}`);
  await page.waitForURL(new RegExp(`/anime/${mediaId}/[^/]+$`));
  await page.getByRole('region', { name: 'Data sheet' }).waitFor();
}

async function shoot(file: string): Promise<void> {
  if (!SCREENSHOTS) return;
  // Media sub-pages: start the picture at the tabs, so it shows the sub-page rather than the header again.
  const tabs = page.getByRole('navigation', { name: 'Media sections' });
  if (await tabs.count()) await tabs.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 70));
  await page.evaluate(() => document.fonts.ready);
  // Let the navigation bar finish sliding after the scroll; this only steadies the picture.
  await page.waitForTimeout(400);
  // Pictures in view should be drawn; lazy ones further down never load, so only those in the viewport count.
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete || image.getBoundingClientRect().top > window.innerHeight),
  );
  await page.screenshot({ path: path.join(SCREENSHOTS, `${file}.png`), fullPage: false });
}

/**
 * A popular anime with tags, staff, and characters voiced in Japanese and English, found over GraphQL. Only the
 * fictional ones have casts (docs/adr/0068), so the most popular few hundred are looked through.
 */
async function mediaWithCast(): Promise<number> {
  for (let page = 1; page <= 6; page++) {
    const found = await castOnPage(page);
    if (found !== undefined) return found;
  }
  throw new Error('the demo data has no anime with tags, staff and a Japanese and English cast');
}

async function castOnPage(page: number): Promise<number | undefined> {
  const query = `{ Page(page: ${page}, perPage: 50) { media(type: ANIME, sort: POPULARITY_DESC) {
    id tags { id } staff(perPage: 1) { pageInfo { total } }
    characters(perPage: 25) { edges { ja: voiceActors(language: JAPANESE) { id } en: voiceActors(language: ENGLISH) { id } } } } } }`;
  const response = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  type Edge = { ja: unknown[]; en: unknown[] };
  const body = (await response.json()) as {
    data: { Page: { media: { id: number; tags: unknown[]; staff: { pageInfo: { total: number } }; characters: { edges: Edge[] } }[] } };
  };
  return body.data.Page.media.find(
    (m) =>
      m.tags.length > 0 &&
      m.staff.pageInfo.total > 0 &&
      m.characters.edges.some((edge) => edge.ja.length > 0) &&
      m.characters.edges.some((edge) => edge.en.length > 0),
  )?.id;
}
