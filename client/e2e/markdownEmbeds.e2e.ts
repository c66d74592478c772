import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiMember, expectToast, guestGql, OUTBOX } from './api.ts';
import { BASE_URL, hydrated, logInAs, openBrowser, type E2EBrowser } from './browser.ts';

// Embeds in a member's text on the site's own activity page, under its Content-Security-Policy (MD-07, MD-18): a
// status with a YouTube thumbnail and two bare links to demo media. The cards come from one MediaEmbedsQuery for
// both, and the thumbnail turns into the sandboxed no-cookie player when clicked. YouTube's hosts are answered here
// (a grey image, a blank player page), so the suite needs no internet. E2E_SCREENSHOT_DIR, when set, receives
// markdown-embeds-1400.png and markdown-embeds-700.png.
const TIMEOUT = 180_000;
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;
const run = Date.now().toString(36).slice(-5);
const VIDEO_ID = 'e2eVideo_01';
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const author = new ApiMember(`embeds_${run}`);
let browser: E2EBrowser;
let statusId = 0;
let anime: { id: number; title: string };
let manga: { id: number; title: string };

interface Listed {
  Page: { media: { id: number; title: { userPreferred: string } }[] };
}
const firstOf = async (type: 'ANIME' | 'MANGA') => {
  const { Page } = await guestGql<Listed>(
    'query ($type: MediaType) { Page(perPage: 1) { media(type: $type, sort: ID) { id title { userPreferred } } } }',
    { type },
  );
  const media = Page.media[0]!;
  return { id: media.id, title: media.title.userPreferred };
};

beforeAll(async () => {
  if (!OUTBOX) throw new Error('E2E_OUTBOX_DIR must name the folder the services write mail to');
  [anime, manga] = await Promise.all([firstOf('ANIME'), firstOf('MANGA'), author.signUp()]);
  const text = `Two favourites, ${run}:\n\n${BASE_URL}/anime/${anime.id}\n\n${BASE_URL}/manga/${manga.id}\n\nyoutube(${VIDEO_ID})`;
  const saved = await author.gql<{ SaveTextActivity: { id: number } }>(
    'mutation ($text: String) { SaveTextActivity(text: $text) { id } }',
    { text },
  );
  statusId = saved.SaveTextActivity.id;
  browser = await openBrowser('markdown-embeds');
  await browser.page.route('https://i.ytimg.com/**', (route) => route.fulfill({ contentType: 'image/png', body: PIXEL }));
  await browser.page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!DOCTYPE html><title>player</title><p>Player stand-in</p>' }),
  );
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
}, TIMEOUT);

afterAll(async () => {
  await browser?.close();
});

describe('embeds in a member text', () => {
  it(
    'shows both media cards from one batched lookup, and plays the YouTube video in a sandboxed frame on click',
    async () => {
      const { page } = browser;
      const lookups: Request[] = [];
      const violations: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/graphql') && request.postDataJSON()?.operationName === 'MediaEmbedsQuery') lookups.push(request);
      });
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(`${BASE_URL}/activity/${statusId}`);
      await hydrated(page);
      const status = page.getByRole('article', { name: `Status by ${author.name}` });
      // A card is a link to the media's page named by its title (and format, year); the bare link is named by its URL.
      const card = (type: string, media: { id: number; title: string }) =>
        status.locator(`a[href^="/${type}/${media.id}/"], a[href="/${type}/${media.id}"]`).filter({ hasText: media.title });
      const animeCard = card('anime', anime);
      const mangaCard = card('manga', manga);
      await animeCard.waitFor();
      await mangaCard.waitFor();
      // The bare links the cards stand for are hidden, not removed.
      expect(await status.getByRole('link', { name: `${BASE_URL}/anime/${anime.id}` }).isHidden()).toBe(true);
      expect(lookups).toHaveLength(1);
      expect(lookups[0]!.postDataJSON().variables).toEqual({ ids: [anime.id, manga.id].sort((x, y) => x - y) });

      expect(await status.locator('iframe').count()).toBe(0);
      if (SCREENSHOTS) await screenshots(page, 'before');
      await status.locator('a.md-youtube').click();
      const player = status.locator('iframe[title="YouTube video"]');
      await player.waitFor();
      expect(await player.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1`);
      expect(await player.getAttribute('sandbox')).toContain('allow-scripts');
      await page.frameLocator('iframe[title="YouTube video"]').getByText('Player stand-in').waitFor();
      expect(page.url()).toBe(`${BASE_URL}/activity/${statusId}`);
      expect(violations).toEqual([]);
      if (SCREENSHOTS) await screenshots(page, 'playing');
    },
    TIMEOUT,
  );
});

describe("the editor's image upload helper", () => {
  it(
    'refuses a GIF with "Invalid image format", and stores a PNG, inserting img(...) that the posted status shows',
    async () => {
      const { page } = browser;
      // Same-origin addresses the browser fetches directly (the site's CSP lets pages read only their own origin);
      // answered here, as no route of the site serves them.
      const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
      await page.route(`${BASE_URL}/e2e-picture.*`, (route) =>
        route.fulfill(
          route.request().url().endsWith('.gif') ? { contentType: 'image/gif', body: GIF } : { contentType: 'image/png', body: PIXEL },
        ),
      );
      await logInAs(page, author.email, author.password);
      const editor = page.getByRole('textbox', { name: 'Write a status...' });
      await editor.click();
      await editor.fill(`Uploaded, ${run}: `);
      const upload = async (url: string) => {
        await page.getByRole('button', { name: 'Upload image' }).click();
        await page.getByRole('textbox', { name: 'Image URL' }).fill(url);
        await page.getByRole('button', { name: 'OK' }).click();
      };
      await upload(`${BASE_URL}/e2e-picture.gif`);
      await expectToast(page, 'Invalid image format');
      await upload(`${BASE_URL}/e2e-picture.png`);
      await expectToast(page, 'Image valid, uploading...');
      await page.waitForFunction(() =>
        /img\(\/uploads\/image-\d+-[0-9a-f]{32}\.webp\)/.test(document.querySelector('textarea')?.value ?? ''),
      );
      if (SCREENSHOTS) await screenshots(page, 'upload');
      await page.getByRole('button', { name: 'Post' }).click();
      const posted = page.getByRole('article', { name: `Status by ${author.name}` }).filter({ hasText: `Uploaded, ${run}` });
      const image = posted.locator('img[src^="/uploads/image-"]');
      await image.waitFor();
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    },
    TIMEOUT,
  );
});

async function screenshots(page: typeof browser.page, state: string): Promise<void> {
  for (const width of [1400, 700]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SCREENSHOTS!, `markdown-embeds-${state}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}
