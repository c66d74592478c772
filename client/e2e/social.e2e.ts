import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiMember, expectToast, OUTBOX } from './api.ts';
import { BASE_URL, logInAs, openBrowser, type E2EBrowser } from './browser.ts';

// Activities and the home feed (core §2, §4; social §2, §4-§9) against a running stack (E2E_BASE_URL) that mails
// to E2E_OUTBOX_DIR. Three fresh members sign up over the API; A follows B there (the Follow button is the
// profile's). B posts from the home editor, A sees it in the Following feed, likes it and replies mentioning B, A
// sends B a private message a third member cannot open, and B deletes the status. E2E_SCREENSHOT_DIR, when set,
// receives home-feed-1400.png and home-feed-700.png.
const TIMEOUT = 180_000;
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;
const run = Date.now().toString(36).slice(-5);

const a = new ApiMember(`feedA_${run}`);
const b = new ApiMember(`feedB_${run}`);
const c = new ApiMember(`feedC_${run}`);
const statusText = `First light over the harbour, ${run}`;
let browserA: E2EBrowser;
let browserB: E2EBrowser;
let browserC: E2EBrowser;
let statusId = 0;

const status = (page: Page): Locator => page.getByRole('article', { name: `Status by ${b.name}` }).filter({ hasText: statusText });

beforeAll(async () => {
  if (!OUTBOX) throw new Error('E2E_OUTBOX_DIR must name the folder the services write mail to');
  await Promise.all([a.signUp(), b.signUp(), c.signUp()]);
  await a.gql('mutation ($id: Int) { ToggleFollow(userId: $id) { id isFollowing } }', { id: b.id });
  [browserA, browserB, browserC] = await Promise.all([openBrowser('social-a'), openBrowser('social-b'), openBrowser('social-c')]);
  await Promise.all([
    logInAs(browserA.page, a.email, a.password),
    logInAs(browserB.page, b.email, b.password),
    logInAs(browserC.page, c.email, c.password),
  ]);
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
}, TIMEOUT);

afterAll(async () => {
  await Promise.all([browserA?.close(), browserB?.close(), browserC?.close()]);
});

describe('activities between two members', () => {
  it(
    'B posts a status from the home editor: it shows at the top and the editor closes empty',
    async () => {
      const page = browserB.page;
      const editor = page.getByRole('textbox', { name: 'Write a status...' });
      await editor.click();
      await editor.fill(statusText);
      await page.getByRole('button', { name: 'Post' }).click();
      await status(page).waitFor();
      expect(await editor.inputValue()).toBe('');
      expect(await page.getByRole('button', { name: 'Post' }).count()).toBe(0);
      statusId = Number(await status(page).getAttribute('data-activity-id'));
      expect(statusId).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    'A sees it in the Following feed and likes it: the count moves before the server answers',
    async () => {
      const page = browserA.page;
      await page.goto(`${BASE_URL}/home`);
      await page.getByRole('group', { name: 'Feed' }).getByRole('button', { name: 'Following' }).click();
      const card = status(page);
      await card.waitFor();
      // The like's answer is held back: the new count must already show.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/graphql', async (route) => {
        if (route.request().postData()?.includes('toggleLikeMutation')) await held;
        await route.continue();
      });
      await card.getByRole('button', { name: 'Like', exact: true }).click();
      await card.getByRole('button', { name: '1 like' }).waitFor({ timeout: 2000 });
      expect(await card.getByRole('button', { name: 'Like', exact: true }).getAttribute('aria-pressed')).toBe('true');
      const answered = page.waitForResponse((response) => response.request().postData()?.includes('toggleLikeMutation') ?? false);
      release();
      await answered;
      await page.unroute('**/graphql');
      await card.getByRole('button', { name: '1 like' }).click();
      await card.getByRole('dialog', { name: 'Likes' }).getByRole('link', { name: a.name }).waitFor();
    },
    TIMEOUT,
  );

  it(
    'A replies mentioning B, and B finds the reply on the activity page',
    async () => {
      const page = browserA.page;
      const card = status(page);
      await card.getByRole('button', { name: '0 replies' }).click();
      const editor = card.getByRole('textbox', { name: 'Write a reply...' });
      await editor.click();
      await editor.fill(`Lovely view, @${b.name}!`);
      await card.getByRole('button', { name: 'Reply', exact: true }).click();
      await card.getByRole('article', { name: `Reply by ${a.name}` }).waitFor();
      await card.getByRole('button', { name: '1 reply' }).waitFor();

      const other = browserB.page;
      await other.goto(`${BASE_URL}/activity/${statusId}`);
      const reply = other.getByRole('article', { name: `Reply by ${a.name}` });
      await reply.getByText('Lovely view').waitFor();
      expect(await reply.getByRole('link', { name: `@${b.name}` }).getAttribute('href')).toContain(`/user/${b.name}`);
      await other
        .getByRole('article', { name: `Status by ${b.name}` })
        .getByRole('button', { name: '1 like' })
        .waitFor();
    },
    TIMEOUT,
  );

  it(
    "keeps A's private message to B from a third member",
    async () => {
      const text = `Just between us, ${run}`;
      const { SaveMessageActivity: message } = await a.gql<{ SaveMessageActivity: { id: number } }>(
        'mutation ($to: Int, $text: String) { SaveMessageActivity(recipientId: $to, message: $text, private: true) { id } }',
        { to: b.id, text },
      );
      const page = browserB.page;
      await page.goto(`${BASE_URL}/activity/${message.id}`);
      const card = page.getByRole('article', { name: `Message from ${a.name} to ${b.name}` });
      await card.getByText(text).waitFor();
      await card.getByText('Private', { exact: true }).waitFor();

      const third = browserC.page;
      await third.goto(`${BASE_URL}/activity/${message.id}`);
      await third.waitForURL(`${BASE_URL}/404`);
      await expect(c.gql(`{ Activity(id: ${message.id}) { __typename } }`)).rejects.toMatchObject({ status: 404 });
    },
    TIMEOUT,
  );

  it(
    'B deletes the status after the confirmation; cancelling first changes nothing',
    async () => {
      const page = browserB.page;
      await page.goto(`${BASE_URL}/home`);
      await page.getByRole('group', { name: 'Feed' }).getByRole('button', { name: 'Global' }).click();
      const card = status(page);
      const remove = async (answer: 'Cancel' | 'Delete') => {
        await card.getByRole('button', { name: 'Activity options' }).click();
        await card.getByRole('menuitem', { name: 'Delete' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('Are you sure you want to delete this activity?').waitFor();
        await dialog.getByRole('button', { name: answer }).click();
      };
      await remove('Cancel');
      expect(await card.count()).toBe(1);
      await remove('Delete');
      await expectToast(page, 'Activity Deleted');
      await card.waitFor({ state: 'detached' });
    },
    TIMEOUT,
  );
});

describe('the home feed', () => {
  it(
    'shows guests "Site Activity" with no editor and no feed choice',
    async () => {
      const guest = await openBrowser('social-guest');
      try {
        await guest.page.goto(`${BASE_URL}/social`);
        await guest.page.getByRole('heading', { name: 'Site Activity' }).waitFor();
        await guest.page.getByRole('feed', { name: 'Site Activity' }).getByRole('article').first().waitFor();
        expect(await guest.page.getByRole('textbox', { name: 'Write a status...' }).count()).toBe(0);
        expect(await guest.page.getByRole('group', { name: 'Feed' }).count()).toBe(0);
      } finally {
        await guest.close();
      }
    },
    TIMEOUT,
  );

  it(
    'remembers the choice, falls back to global when nobody followed posted, and pauses for Load More after two pages',
    async () => {
      const page = browserC.page;
      await page.goto(`${BASE_URL}/home`);
      // C follows nobody and has posted nothing: the Following feed gives way to global activity.
      await page.getByRole('group', { name: 'Feed' }).getByRole('button', { name: 'Global', pressed: true }).waitFor();
      await page.getByRole('combobox', { name: 'Activity filter' }).selectOption('text');
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('default-activity'))) ?? '{}')).toMatchObject({ filter: 'text' });
      await page.getByRole('group', { name: 'Feed' }).getByRole('button', { name: 'Global' }).click();
      await page.reload();
      expect(await page.getByRole('combobox', { name: 'Activity filter' }).inputValue()).toBe('text');
      const feed = page.getByRole('feed', { name: 'Activity', exact: true });
      await feed.getByRole('article').first().waitFor();
      expect(
        await feed
          .getByRole('article')
          .evaluateAll((cards) => cards.every((card) => card.getAttribute('aria-label')?.startsWith('Status by '))),
      ).toBe(true);
      const loadMore = page.getByRole('button', { name: 'Load More' });
      for (let i = 0; i < 30 && (await loadMore.count()) === 0; i++) {
        await page.mouse.wheel(0, 4000);
        await page.waitForTimeout(300);
      }
      await loadMore.waitFor();
      expect(await feed.getByRole('article').count()).toBe(50);
      await loadMore.click();
      await page.waitForFunction(() => document.querySelectorAll('[role="feed"] article').length > 50);
    },
    TIMEOUT,
  );

  it(
    'shows the announcement until it is dismissed, and never once expired',
    async () => {
      const page = browserC.page;
      let announcement = {
        id: `e2e-${run}`,
        message: 'Maintenance on Sunday night',
        forumPath: '/forum/thread/1',
        expireAt: Date.now() / 1000 + 3600,
      };
      // The site publishes none: the test serves one where the home page looks for it.
      await page.route('**/announcement.json*', (route) => route.fulfill({ json: announcement }));
      await page.goto(`${BASE_URL}/home`);
      const banner = page.getByRole('complementary', { name: 'Announcement' });
      expect(await banner.getByRole('link', { name: 'Maintenance on Sunday night' }).getAttribute('href')).toBe('/forum/thread/1');
      await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
      await banner.waitFor({ state: 'detached' });
      // Reloaded, the page asks again and gets the same announcement (then a new one, expired): no banner either time.
      const reloadWithAnswer = async () => {
        const answered = page.waitForResponse((response) => response.url().includes('/announcement.json'));
        await page.reload();
        await answered;
        await page.getByRole('feed', { name: 'Activity', exact: true }).getByRole('article').first().waitFor();
      };
      await reloadWithAnswer();
      expect(await banner.count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('dismissed-announcements'))).toContain(`e2e-${run}`);
      announcement = { ...announcement, id: `e2e-old-${run}`, expireAt: Date.now() / 1000 - 60 };
      await reloadWithAnswer();
      expect(await banner.count()).toBe(0);
      await page.unroute('**/announcement.json*');
    },
    TIMEOUT,
  );

  it(
    'takes screenshots of the feed',
    async () => {
      if (!SCREENSHOTS) return;
      const page = browserA.page;
      for (const width of [1400, 700]) {
        await page.setViewportSize({ width, height: 1000 });
        await page.goto(`${BASE_URL}/home`);
        await page.getByRole('group', { name: 'Feed' }).getByRole('button', { name: 'Global' }).click();
        await page.getByRole('feed', { name: 'Activity', exact: true }).getByRole('article').nth(3).waitFor();
        await page.waitForTimeout(500);
        await page.screenshot({ path: path.join(SCREENSHOTS, `home-feed-${width}.png`) });
      }
    },
    TIMEOUT,
  );
});
