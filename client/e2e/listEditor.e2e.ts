import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, openBrowser, type E2EBrowser, logInAs } from './browser.ts';

// The list editor, the media header's quick actions and the favourite hearts, against a running stack with demo data
// (E2E_BASE_URL), as a demo member of the seed (E2E_DEMO_EMAIL / E2E_DEMO_PASSWORD, Yuki by default).
const TIMEOUT = 120_000;
const CUSTOM_LIST = 'E2E Picks';

interface Media {
  id: number;
  title: string;
  episodes: number;
}

let browser: E2EBrowser;
let page: Page;
let media: Media;
let characterId: number;
let originalFormat: string;

beforeAll(async () => {
  [media, characterId] = await Promise.all([finishedAnime(), favouriteCharacter()]);
  browser = await openBrowser('list-editor', 20_000);
  ({ page } = browser);
}, TIMEOUT);

afterAll(async () => {
  await browser?.close();
});

describe('as a guest', () => {
  it(
    'shows no list buttons, no editor and no working heart',
    async () => {
      await openMedia();
      expect(await page.getByRole('button', { name: 'Add to List' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'List actions' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Favorite/ }).count()).toBe(0);
      await page
        .getByLabel(/\d+ favorites/)
        .first()
        .waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
    },
    TIMEOUT,
  );
});

describe('as a member', () => {
  beforeAll(async () => {
    await logIn();
    await page.goto(`${BASE_URL}/settings/lists`);
    originalFormat = (await page.locator('input[name="scoreFormat"]:checked').getAttribute('value')) ?? 'POINT_10_DECIMAL';
    await chooseScoreFormat('POINT_100');
    const lists = page.getByRole('list', { name: 'Anime custom lists' });
    if ((await lists.getByLabel(`Rename ${CUSTOM_LIST}`).count()) === 0) {
      await page.getByPlaceholder('Add Custom List').first().fill(CUSTOM_LIST);
      await page.getByPlaceholder('Add Custom List').first().press('Enter');
      await lists.getByLabel(`Rename ${CUSTOM_LIST}`).waitFor();
    }
    await openMedia();
    // A run stopped half-way may have left the entry: start without one.
    if ((await page.getByRole('button', { name: 'Add to List' }).count()) === 0) await deleteEntry();
  }, TIMEOUT);

  afterAll(async () => {
    await page.goto(`${BASE_URL}/settings/lists`);
    await chooseScoreFormat(originalFormat);
  }, TIMEOUT);

  it(
    'adds the media from the header quick action, then shows its status',
    async () => {
      await page.getByRole('button', { name: 'List actions' }).click();
      const menu = page.getByRole('menu');
      expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
        'Set as Complete',
        'Set as Watching',
        'Set as Planning',
        'Open List Editor',
      ]);
      await menu.getByRole('menuitem', { name: 'Set as Planning' }).click();
      await expectToast(`${media.title} added to Planning list`);
      await page.getByRole('button', { name: 'Plan to watch' }).waitFor();
    },
    TIMEOUT,
  );

  it(
    'edits status, score, progress, dates and a custom list, sending only what changed',
    async () => {
      const editor = await openEditor('Plan to watch');
      const status = editor.getByRole('combobox', { name: 'Status' });
      expect(await status.locator('option').allInnerTexts()).toEqual([
        'Watching',
        'Plan to watch',
        'Completed',
        'Rewatching',
        'Paused',
        'Dropped',
      ]);
      await status.selectOption('CURRENT');
      // The automatic start date shows at once (the server fills the same day).
      expect(await editor.getByLabel('Start Date', { exact: true }).inputValue()).toBe(today());

      const progress = editor.getByLabel('Episode Progress');
      await progress.fill(String(media.episodes + 50));
      await progress.blur();
      expect(await progress.inputValue()).toBe(String(media.episodes));
      await progress.fill('2');
      await editor.getByLabel('Score', { exact: true }).fill('85');
      await editor.getByLabel('Finish Date', { exact: true }).fill('2024-02-03');
      await editor.getByRole('checkbox', { name: CUSTOM_LIST }).check();
      await editor.getByLabel('Notes').fill('Seen in the browser test');

      const sent = page.waitForRequest((request) => request.method() === 'POST' && /saveListEntryMutation/.test(request.postData() ?? ''));
      await editor.getByRole('button', { name: 'Save' }).click();
      const variables = JSON.parse((await sent).postData()!).variables as Record<string, unknown>;
      expect(Object.keys(variables).sort()).toEqual([
        'basedOnRevision',
        'completedAt',
        'customLists',
        'mediaId',
        'notes',
        'progress',
        'score',
        'startedAt',
        'status',
      ]);
      expect(variables).toMatchObject({ mediaId: media.id, status: 'CURRENT', score: 85, progress: 2, customLists: [CUSTOM_LIST] });
      await expectToast(`${media.title} list entry updated`);
      await expectClosed();
      // The header follows the save at once, and everything is still there after a reload.
      await page.getByRole('button', { name: 'Watching', exact: true }).waitFor();
      await page.reload();
      await page.getByRole('region', { name: 'Data sheet' }).waitFor();

      const again = await openEditor('Watching');
      expect(await again.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('CURRENT');
      expect(await again.getByLabel('Score', { exact: true }).inputValue()).toBe('85');
      expect(await again.getByLabel('Episode Progress').inputValue()).toBe('2');
      expect(await again.getByLabel('Start Date', { exact: true }).inputValue()).toBe(today());
      expect(await again.getByLabel('Finish Date', { exact: true }).inputValue()).toBe('2024-02-03');
      expect(await again.getByRole('checkbox', { name: CUSTOM_LIST }).isChecked()).toBe(true);
      await page.keyboard.press('Escape');
      await expectClosed();
    },
    TIMEOUT,
  );

  it(
    "shows the change in the media's recent activity, with the list button on the card",
    async () => {
      const card = page
        .getByRole('region', { name: 'Recent Activity' })
        .getByRole('article')
        .filter({ hasText: `Watched episode 2 of ${media.title}` });
      // The activity read model follows the log a moment later than the entry the mutation answered with.
      await page.getByRole('navigation', { name: 'Media sections' }).getByRole('link', { name: 'Social', exact: true }).click();
      await page.getByRole('region', { name: 'Recent Activity' }).waitFor();
      for (let attempt = 0; attempt < 10 && (await card.count()) === 0; attempt += 1) {
        await page.waitForTimeout(500);
        await page.reload();
        await page.getByRole('region', { name: 'Recent Activity' }).waitFor();
      }
      await card.first().getByRole('button', { name: 'Edit list entry (Watching)' }).click();
      const menu = page.getByRole('menu');
      await menu.getByRole('menuitem', { name: 'Open List Editor' }).waitFor();
      expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
        'Set to Watching',
        'Set to Planning',
        'Set to Completed',
        'Open List Editor',
      ]);
      // The first item has focus, so Escape closes the menu.
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await openMedia();
    },
    TIMEOUT,
  );

  it(
    'scores with stars in the 5 star format, a second click on the chosen star resetting it',
    async () => {
      await page.goto(`${BASE_URL}/settings/lists`);
      await chooseScoreFormat('POINT_5');
      await openMedia();
      const editor = await openEditor('Watching');
      // 85 of 100 is 4 of 5.
      await editor.getByRole('button', { name: '4 stars', pressed: true }).waitFor();
      await editor.getByRole('button', { name: '4 stars' }).click();
      expect(await editor.getByRole('button', { pressed: true }).count()).toBe(0);
      await editor.getByRole('button', { name: '5 stars' }).click();
      await editor.getByRole('button', { name: 'Save' }).click();
      await expectToast(`${media.title} list entry updated`);
      await expectClosed();

      const again = await openEditor('Watching');
      await again.getByRole('button', { name: '5 stars', pressed: true }).waitFor();
      await page.keyboard.press('Escape');
      await expectClosed();
    },
    TIMEOUT,
  );

  it(
    'deletes the entry only once the warning is confirmed',
    async () => {
      const editor = await openEditor('Watching');
      await editor.getByRole('button', { name: 'Delete' }).click();
      const warning = page.getByRole('dialog', { name: 'Warning' });
      await warning.getByText('Are you sure you want to delete this list entry?').waitFor();
      await warning.getByRole('button', { name: 'Cancel' }).click();
      await warning.waitFor({ state: 'detached' });
      expect(await editor.isVisible()).toBe(true);
      await deleteEntry(false);
      await page.getByRole('button', { name: 'Add to List' }).waitFor();
    },
    TIMEOUT,
  );

  it(
    'opens the editor from a search result card',
    async () => {
      await page.goto(`${BASE_URL}/search/anime/popular`);
      await page.getByTestId('search-results').first().waitFor();
      const button = page.getByRole('button', { name: /^(Add to list|Edit list entry)/ }).first();
      await button.click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Open List Editor' }).click();
      await page.getByRole('dialog').getByRole('combobox', { name: 'Status' }).waitFor();
      await page.keyboard.press('Escape');
      await expectClosed();
    },
    TIMEOUT,
  );

  it(
    'favourites and unfavourites a media, the count moving by one',
    async () => {
      await openMedia();
      await toggleHeartTwice();
    },
    TIMEOUT,
  );

  it(
    'favourites and unfavourites a character',
    async () => {
      await page.goto(`${BASE_URL}/character/${characterId}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await toggleHeartTwice();
    },
    TIMEOUT,
  );
});

async function toggleHeartTwice(): Promise<void> {
  const heart = page.getByRole('button', { name: /^Favorite/ });
  const before = await heart.getAttribute('aria-pressed');
  const count = await favouriteCount(heart);
  await heart.click();
  await expectToast(before === 'true' ? 'Removed from favorites' : 'Added to favorites');
  await page.waitForFunction(
    (pressed) => document.querySelector('[aria-pressed][aria-label^="Favorite"]')?.getAttribute('aria-pressed') !== pressed,
    before,
  );
  expect(await favouriteCount(heart)).toBe(count + (before === 'true' ? -1 : 1));
  // It stays after a reload, and a second click takes it back.
  await page.reload();
  expect(await page.getByRole('button', { name: /^Favorite/ }).getAttribute('aria-pressed')).not.toBe(before);
  await page.getByRole('button', { name: /^Favorite/ }).click();
  await expectToast(before === 'true' ? 'Added to favorites' : 'Removed from favorites');
  await page.waitForFunction(
    (pressed) => document.querySelector('[aria-pressed][aria-label^="Favorite"]')?.getAttribute('aria-pressed') === pressed,
    before,
  );
  expect(await favouriteCount(page.getByRole('button', { name: /^Favorite/ }))).toBe(count);
}

async function favouriteCount(heart: Locator): Promise<number> {
  const label = (await heart.getAttribute('aria-label')) ?? '';
  return Number(/\((\d+) favorites\)/.exec(label)?.[1]);
}

async function openMedia(): Promise<void> {
  await page.goto(`${BASE_URL}/anime/${media.id}`);
  await page.getByRole('region', { name: 'Data sheet' }).waitFor();
}

async function openEditor(buttonName: string): Promise<Locator> {
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  const editor = page.getByRole('dialog', { name: media.title });
  await editor.getByRole('combobox', { name: 'Status' }).waitFor();
  return editor;
}

async function deleteEntry(open = true): Promise<void> {
  if (open) {
    await page.getByRole('button', { name: 'List actions' }).click();
    await page.getByRole('menuitem', { name: 'Open List Editor' }).click();
  }
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Warning' }).getByRole('button', { name: 'Delete' }).click();
  await expectToast('List entry deleted');
  await expectClosed();
}

async function expectClosed(): Promise<void> {
  await page.getByRole('combobox', { name: 'Status' }).waitFor({ state: 'detached' });
}

async function expectToast(text: string): Promise<void> {
  await page.getByRole('region', { name: 'Notifications' }).getByRole('status').filter({ hasText: text }).first().waitFor();
}

async function chooseScoreFormat(format: string): Promise<void> {
  const radio = page.locator(`input[name="scoreFormat"][value="${format}"]`);
  if (await radio.isChecked()) return;
  await page.locator('label', { has: radio }).click();
  await expectToast('Settings saved');
}

async function logIn(): Promise<void> {
  await logInAs(page);
}

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

async function graphql<T>(query: string): Promise<T> {
  const response = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return ((await response.json()) as { data: T }).data;
}

/** A finished, unlocked anime with a known episode count, not blocked from favourites. */
async function finishedAnime(): Promise<Media> {
  type Found = {
    Page: {
      media: {
        id: number;
        episodes: number | null;
        isLocked: boolean | null;
        isFavouriteBlocked: boolean;
        title: { userPreferred: string };
      }[];
    };
  };
  const data = await graphql<Found>(`{ Page(perPage: 30) { media(type: ANIME, status: FINISHED, format: TV, sort: POPULARITY_DESC) {
    id episodes isLocked isFavouriteBlocked title { userPreferred } } } }`);
  const found = data.Page.media.find((m) => (m.episodes ?? 0) >= 3 && !m.isLocked && !m.isFavouriteBlocked);
  if (!found) throw new Error('the demo data has no finished TV anime with three episodes or more');
  return { id: found.id, title: found.title.userPreferred, episodes: found.episodes! };
}

async function favouriteCharacter(): Promise<number> {
  type Found = { Page: { characters: { id: number; isFavouriteBlocked: boolean }[] } };
  const data = await graphql<Found>('{ Page(perPage: 10) { characters(sort: FAVOURITES_DESC) { id isFavouriteBlocked } } }');
  const found = data.Page.characters.find((c) => !c.isFavouriteBlocked);
  if (!found) throw new Error('the demo data has no character that can be favourited');
  return found.id;
}
