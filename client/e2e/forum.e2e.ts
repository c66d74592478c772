import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiMember, expectToast, guestGql, OUTBOX } from './api.ts';
import { BASE_URL, logInAs, openBrowser, type E2EBrowser } from './browser.ts';

// The forum (social §2-§9) against a running stack (E2E_BASE_URL) that mails to E2E_OUTBOX_DIR. Two fresh members
// sign up over the API: A writes a thread in the editor and comments on it, M replies in A's tree (twice, nested) and
// likes A's comment, A finds the notifications; Haruto (a community moderator of the demo data) locks the tree, which
// takes M's reply control away, and unlocks it; M reports A's comment. The forum's lists, filters and empty states,
// and what a guest sees. E2E_SCREENSHOT_DIR, when set, receives forum-thread-1400.png and forum-thread-700.png.
const TIMEOUT = 180_000;
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;
const run = Date.now().toString(36).slice(-5);
const HARUTO = { email: 'haruto@tsuzuki.test', password: 'tsuzuki-demo', name: 'Haruto' };

const a = new ApiMember(`forumA_${run}`);
const m = new ApiMember(`forumM_${run}`);
const title = `Pacing of the second cour, ${run}`;
let browserA: E2EBrowser;
let browserM: E2EBrowser;
let browserH: E2EBrowser;
let threadId = 0;
let commentId = 0;
let replyId = 0;
let media = { id: 0, title: '' };

/** A comment of a tree by its author's name (the page renders each comment as an article named so). */
const comment = (page: Page, author: string): Locator => page.getByRole('article', { name: `Comment by ${author}`, exact: true });
const threadUrl = () => `${BASE_URL}/forum/thread/${threadId}`;

async function unreadOf(member: ApiMember): Promise<number> {
  return (await member.gql<{ Viewer: { unreadNotificationCount: number } }>('{ Viewer { unreadNotificationCount } }')).Viewer
    .unreadNotificationCount;
}

beforeAll(async () => {
  if (!OUTBOX) throw new Error('E2E_OUTBOX_DIR must name the folder the services write mail to');
  await Promise.all([a.signUp(), m.signUp()]);
  const popular = await guestGql<{ Page: { media: { id: number; title: { userPreferred: string } }[] } }>(
    '{ Page(perPage: 1) { media(type: ANIME, sort: [POPULARITY_DESC], isAdult: false) { id title { userPreferred } } } }',
  );
  media = { id: popular.Page.media[0]!.id, title: popular.Page.media[0]!.title.userPreferred };
  [browserA, browserM, browserH] = await Promise.all([openBrowser('forum-a'), openBrowser('forum-m'), openBrowser('forum-h')]);
  await Promise.all([
    logInAs(browserA.page, a.email, a.password),
    logInAs(browserM.page, m.email, m.password),
    logInAs(browserH.page, HARUTO.email, HARUTO.password),
  ]);
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
}, TIMEOUT);

afterAll(async () => {
  if (SCREENSHOTS) await photograph(SCREENSHOTS);
  await Promise.all([browserA?.close(), browserM?.close(), browserH?.close()]);
}, TIMEOUT);

describe('a thread and its comment trees', () => {
  it(
    'A writes a thread in the editor (title, body, a category, a media) and lands on it',
    async () => {
      const page = browserA.page;
      await page.goto(`${BASE_URL}/forum`);
      await page.getByRole('link', { name: 'New Thread' }).click();
      await page.waitForURL(`${BASE_URL}/forum/thread/editor`);
      const form = page.getByRole('form', { name: 'New Thread' });
      expect(await form.getByRole('link', { name: 'forum rules' }).getAttribute('href')).toBe('/forum/thread/14');
      expect(await form.getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('/terms');
      // Members are not offered the moderators' category, nor sticky and lock.
      expect(await form.getByRole('button', { name: 'Site Announcements' }).count()).toBe(0);
      expect(await form.getByLabel('Sticky').count()).toBe(0);
      await form.getByLabel('Title').fill(title);
      await form
        .getByRole('textbox', { name: 'Thread body' })
        .fill('Does the **second cour** drag for anyone else? ~!The finale saves it.!~');
      await form.getByRole('button', { name: 'General' }).click();
      await form.getByRole('searchbox', { name: 'Search media' }).fill(media.title.slice(0, 12));
      await form.getByRole('list', { name: 'Media results' }).getByRole('button', { name: media.title }).first().click();
      await form.getByRole('list', { name: 'Chosen media' }).getByText(media.title).waitFor();
      await form.getByRole('button', { name: 'Post Thread' }).click();
      await page.waitForURL(/\/forum\/thread\/\d+$/);
      threadId = Number(new URL(page.url()).pathname.split('/').pop());
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const tags = page.getByRole('list', { name: 'Categories' });
      expect(await tags.getByRole('link', { name: 'General' }).getAttribute('href')).toBe('/forum?category=7');
      expect(await tags.getByRole('link', { name: media.title }).getAttribute('href')).toBe(`/forum?media=${media.id}`);
      // The spoiler stays hidden until clicked.
      await page.getByRole('article', { name: 'Thread' }).getByRole('button', { name: 'Spoiler, click to reveal' }).waitFor();
    },
    TIMEOUT,
  );

  it(
    'A comments under the thread: the comment shows at once and the thread counts it',
    async () => {
      const page = browserA.page;
      const editor = page.getByRole('textbox', { name: 'Write a comment...' });
      await editor.click();
      await editor.fill('Starting us off: episode 14 was the slowest for me.');
      await page.getByRole('button', { name: 'Comment', exact: true }).click();
      await comment(page, a.name).getByText('episode 14 was the slowest').waitFor();
      commentId = Number(await comment(page, a.name).getAttribute('data-comment-id'));
      expect(commentId).toBeGreaterThan(0);
      await page.getByRole('article', { name: 'Thread' }).getByRole('img', { name: '1 reply' }).waitFor();
    },
    TIMEOUT,
  );

  it(
    "M replies in A's tree, then to that reply: the replies nest under their parents",
    async () => {
      const page = browserM.page;
      await page.goto(threadUrl());
      await comment(page, a.name).getByRole('button', { name: 'Reply', exact: true }).click();
      await comment(page, a.name).getByRole('textbox', { name: 'Write a reply...' }).fill(`Agreed, @${a.name}, it picks up after 16.`);
      await comment(page, a.name).getByRole('button', { name: 'Post Reply' }).click();
      const reply = comment(page, m.name);
      await reply.getByText('it picks up after 16').waitFor();
      expect(await reply.getAttribute('data-depth')).toBe('1');
      replyId = Number(await reply.getAttribute('data-comment-id'));

      await reply.getByRole('button', { name: 'Reply', exact: true }).click();
      await reply.getByRole('textbox', { name: 'Write a reply...' }).fill('Replying to myself: 17 especially.');
      await reply.getByRole('button', { name: 'Post Reply' }).click();
      // (The editor's own text matches too until it closes: wait for the second reply itself.)
      await comment(page, m.name).nth(1).getByText('Replying to myself').waitFor();
      expect(await comment(page, m.name).evaluateAll((all) => all.map((el) => el.getAttribute('data-depth')))).toEqual(['1', '2']);
      // Survives a reload: it is the server's tree.
      await page.reload();
      await comment(page, m.name).nth(1).waitFor();
      expect(await comment(page, m.name).evaluateAll((all) => all.map((el) => el.getAttribute('data-depth')))).toEqual(['1', '2']);
      await comment(page, a.name).getByRole('button', { name: 'Hide replies' }).click();
      expect(await comment(page, m.name).count()).toBe(0);
      await comment(page, a.name).getByRole('button', { name: 'Show 2 replies' }).click();
      expect(await comment(page, m.name).count()).toBe(2);
    },
    TIMEOUT,
  );

  it(
    "M likes A's comment: the count moves before the server answers",
    async () => {
      const page = browserM.page;
      const target = comment(page, a.name);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/graphql', async (route) => {
        if (route.request().postData()?.includes('toggleLikeMutation')) await held;
        await route.continue();
      });
      await target.getByRole('button', { name: 'Like', exact: true }).click();
      await target.getByRole('button', { name: '1 like' }).waitFor({ timeout: 2000 });
      const answered = page.waitForResponse((response) => response.request().postData()?.includes('toggleLikeMutation') ?? false);
      release();
      await answered;
      await page.unroute('**/graphql');
      await page.reload();
      expect(await comment(page, a.name).getByRole('button', { name: 'Like', exact: true }).getAttribute('aria-pressed')).toBe('true');
    },
    TIMEOUT,
  );

  it(
    "A hears of the reply and the like, and the reply's link opens it on its own page",
    async () => {
      const deadline = Date.now() + 30_000;
      while ((await unreadOf(a)) < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await unreadOf(a)).toBeGreaterThanOrEqual(2);
      const page = browserA.page;
      await page.goto(`${BASE_URL}/notifications?feed=forum`);
      const link = page.locator(`a[href="/forum/thread/${threadId}/comment/${replyId}"]`).first();
      await link.waitFor();
      await page.locator(`a[href="/forum/thread/${threadId}/comment/${commentId}"]`).first().waitFor();
      await link.click();
      await page.waitForURL(`${BASE_URL}/forum/thread/${threadId}/comment/${replyId}`);
      const shown = page.locator(`[data-comment-id="${replyId}"]`);
      await shown.waitFor();
      expect(await shown.getAttribute('data-highlighted')).toBe('true');
      await page.getByRole('link', { name: 'View all comments' }).waitFor();
    },
    TIMEOUT,
  );

  it(
    'Haruto locks the tree after the confirmation; M loses the reply control and the edit of their reply',
    async () => {
      const page = browserH.page;
      await page.goto(threadUrl());
      const lock = async (answer: 'Cancel' | 'Lock') => {
        await comment(page, a.name).getByRole('button', { name: 'Lock', exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('Are you sure you want to lock this comment tree?').waitFor();
        await dialog.getByRole('button', { name: answer }).click();
      };
      await lock('Cancel');
      expect(await comment(page, a.name).getByRole('img', { name: 'Comment tree locked' }).count()).toBe(0);
      await lock('Lock');
      await expectToast(page, 'Comment tree locked');
      await comment(page, a.name).getByRole('img', { name: 'Comment tree locked' }).waitFor();
      // Moderators still reply in locked trees, and edit instead of reporting.
      await comment(page, a.name).getByRole('button', { name: 'Reply', exact: true }).waitFor();
      expect(await comment(page, a.name).getByRole('button', { name: 'Report' }).count()).toBe(0);

      const member = browserM.page;
      await member.reload();
      await comment(member, a.name).getByRole('img', { name: 'Comment tree locked' }).waitFor();
      expect(await comment(member, a.name).getByRole('button', { name: 'Reply', exact: true }).count()).toBe(0);
      const own = comment(member, m.name).first();
      expect(await own.getByRole('button', { name: 'Edit' }).count()).toBe(0);
      await own.getByRole('button', { name: 'Delete' }).waitFor();
    },
    TIMEOUT,
  );

  it(
    "M reports A's comment with a reason; their own comments offer no report",
    async () => {
      const page = browserM.page;
      expect(await comment(page, m.name).first().getByRole('button', { name: 'Report' }).count()).toBe(0);
      await comment(page, a.name).getByRole('button', { name: 'Report' }).click();
      const dialog = page.getByRole('dialog', { name: 'Report Comment' });
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await dialog.getByText('Please give a reason.').waitFor();
      await dialog.getByRole('textbox').fill('Spoils the finale without a spoiler tag.');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expectToast(page, 'Your report has been sent and will be reviewed by site moderators shortly.');
    },
    TIMEOUT,
  );

  it(
    'Haruto unlocks the tree after the confirmation; M may reply again',
    async () => {
      const page = browserH.page;
      await comment(page, a.name).getByRole('button', { name: 'Unlock', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Are you sure you want to unlock this comment tree?').waitFor();
      await dialog.getByRole('button', { name: 'Unlock' }).click();
      await expectToast(page, 'Comment tree unlocked');
      const member = browserM.page;
      await member.reload();
      await comment(member, a.name).getByRole('button', { name: 'Reply', exact: true }).waitFor();
    },
    TIMEOUT,
  );

  it(
    'shows guests the thread and its comments, with no comment box and no like control',
    async () => {
      const guest = await openBrowser('forum-guest');
      try {
        await guest.page.goto(threadUrl());
        await comment(guest.page, a.name).waitFor();
        expect(await guest.page.getByRole('textbox', { name: 'Write a comment...' }).count()).toBe(0);
        expect(await guest.page.getByRole('button', { name: 'Like', exact: true }).count()).toBe(0);
        expect(await comment(guest.page, a.name).getByRole('button', { name: 'Reply', exact: true }).count()).toBe(0);
        await guest.page.getByText('to join the discussion.').waitFor();
      } finally {
        await guest.close();
      }
    },
    TIMEOUT,
  );
});

describe('the forum lists', () => {
  it(
    'lists threads with the latest replier, categories, media, views and replies; the rules thread sticky and locked',
    async () => {
      const page = browserM.page;
      await page.goto(`${BASE_URL}/forum`);
      const rules = page.getByRole('article', { name: 'Forum rules and guidelines' });
      await rules.getByRole('img', { name: 'Sticky' }).waitFor();
      await rules.getByRole('img', { name: 'Locked' }).waitFor();
      expect(await page.getByRole('feed', { name: 'Threads' }).getByRole('article').first().getAttribute('aria-label')).toBe(
        'Forum rules and guidelines',
      );
      const card = page.getByRole('article', { name: title });
      await card.waitFor();
      await card.getByText('Does the second cour drag').waitFor();
      expect(await card.textContent()).not.toContain('finale saves it');
      await card.getByRole('link', { name: m.name }).waitFor();
      await card.getByText('replied', { exact: true }).waitFor();
      await card.getByRole('link', { name: 'General' }).waitFor();
      await card.getByRole('link', { name: media.title }).waitFor();
      await card.getByRole('img', { name: '3 replies' }).waitFor();
      await card.getByRole('img', { name: /^\d+ views?$/ }).waitFor();
      expect(await page.getByRole('link', { name: 'Forum Rules', exact: true }).getAttribute('href')).toBe('/forum/thread/14');
      expect(await page.getByRole('link', { name: 'Terms', exact: true }).getAttribute('href')).toBe('/terms');
    },
    TIMEOUT,
  );

  it(
    'filters by category and media, searches titles, and says so when nothing matches',
    async () => {
      const page = browserM.page;
      await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'General' }).click();
      await page.waitForURL(`${BASE_URL}/forum?category=7`);
      await page.getByRole('article', { name: title }).waitFor();
      await page.goto(`${BASE_URL}/forum?media=${media.id}`);
      await page.getByText(`about ${media.title}`).waitFor();
      await page.getByRole('article', { name: title }).waitFor();

      await page.goto(`${BASE_URL}/forum`);
      await page.getByRole('searchbox', { name: 'Search threads' }).fill(`second cour, ${run}`);
      await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/search=/);
      // The unfiltered list (which holds this thread too) stays on screen until the search's answer replaces it.
      await expect.poll(() => page.getByRole('feed', { name: 'Threads' }).getByRole('article').count()).toBe(1);
      await page.getByRole('article', { name: title }).waitFor();

      await page.goto(`${BASE_URL}/forum?search=nothing-is-called-this-${run}`);
      const empty = page.getByText('No forum threads yet, create one?');
      await empty.waitFor();
      expect(await page.getByRole('link', { name: 'create one?' }).getAttribute('href')).toBe('/forum/thread/editor');

      // A category nobody has posted in yet shows the same empty state.
      const counts = await Promise.all(
        [3, 4, 8, 9, 10, 12, 14, 18].map(async (id) => {
          const answer = await guestGql<{ Page: { threads: unknown[] } }>(`{ Page(perPage: 1) { threads(categoryId: ${id}) { id } } }`);
          return [id, answer.Page.threads.length] as const;
        }),
      );
      const quiet = counts.find(([, n]) => n === 0);
      if (quiet) {
        await page.goto(`${BASE_URL}/forum?category=${quiet[0]}`);
        await page.getByText('No forum threads yet, create one?').waitFor();
        expect(await page.getByRole('link', { name: 'create one?' }).getAttribute('href')).toBe(
          `/forum/thread/editor?category=${quiet[0]}`,
        );
      }
    },
    TIMEOUT,
  );

  it(
    'shows the thread on the media page and on the profiles of its people',
    async () => {
      const page = browserM.page;
      await page.goto(`${BASE_URL}/anime/${media.id}`);
      await page.getByRole('region', { name: 'Threads' }).getByRole('article').first().waitFor();
      await page.goto(`${BASE_URL}/user/${a.name}/social?view=threads`);
      await page.getByRole('feed', { name: 'Forum Threads' }).getByRole('article', { name: title }).waitFor();
      await page.goto(`${BASE_URL}/user/${m.name}/social?view=comments`);
      await page.getByRole('feed', { name: 'Forum Comments' }).getByText('Replying to myself').waitFor();
      await page.goto(`${BASE_URL}/home`);
      await page.getByRole('region', { name: 'Forum Activity' }).getByRole('article').first().waitFor();
    },
    TIMEOUT,
  );
});

/** The README's pictures, taken only when E2E_SCREENSHOT_DIR asks for them (not a test: it checks nothing). */
async function photograph(dir: string): Promise<void> {
  const page = browserM.page;
  // The busiest thread of the demo forum: several trees, nested replies.
  const busiest = await guestGql<{ Page: { threads: { id: number }[] } }>(
    '{ Page(perPage: 1) { threads(sort: [REPLY_COUNT_DESC]) { id } } }',
  );
  for (const width of [1400, 700]) {
    await page.setViewportSize({ width, height: 1400 });
    await page.goto(`${BASE_URL}/forum/thread/${busiest.Page.threads[0]!.id}`);
    await page.getByRole('region', { name: 'Comments' }).getByRole('article').first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    // Avatars further down load lazily: only those on screen are waited for.
    await page.waitForFunction(() =>
      [...document.images].filter((image) => image.getBoundingClientRect().top < innerHeight).every((image) => image.complete),
    );
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(dir, `forum-thread-${width}.png`) });
  }
}
