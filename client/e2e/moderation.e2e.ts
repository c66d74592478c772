import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiMember, expectToast, guestGql, OUTBOX } from './api.ts';
import { BASE_URL, logInAs, openBrowser, type E2EBrowser } from './browser.ts';

// Moderation (issue 12, ADR 19 and 21) against a running stack that mails to E2E_OUTBOX_DIR. A writes a thread with a
// comment over the API; M reports the comment in the browser; Haruto (a community moderator of the demo data) finds the
// report in /edit/dashboard/reports and resolves it with a note, locks the comment tree, saves the comment as a mod
// note, and meets the "Incorrect ID" rule on a message; the three actions appear in /edit/dashboard/actions filtered
// by moderator, with the chain's verdict valid. M is sent away from the dashboard and has no Mod Tools entry.
// E2E_SCREENSHOT_DIR, when set, receives mod-actions-1400.png, mod-actions-700.png and mod-reports-1400.png.
const TIMEOUT = 180_000;
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;
const run = Date.now().toString(36).slice(-5);
const HARUTO = { email: 'haruto@tsuzuki.test', password: 'tsuzuki-demo', name: 'Haruto' };
const REASON = `Spoils the ending without a spoiler tag (${run}).`;

const a = new ApiMember(`modA_${run}`);
const m = new ApiMember(`modM_${run}`);
let browserM: E2EBrowser;
let browserH: E2EBrowser;
let threadId = 0;
let commentId = 0;
let messageId = 0;
let harutoId = 0;

const comment = (page: Page, author: string): Locator => page.getByRole('article', { name: `Comment by ${author}`, exact: true });
const report = (page: Page): Locator => page.getByRole('article').filter({ hasText: REASON });

beforeAll(async () => {
  if (!OUTBOX) throw new Error('E2E_OUTBOX_DIR must name the folder the services write mail to');
  await Promise.all([a.signUp(), m.signUp()]);
  threadId = (
    await a.gql<{ SaveThread: { id: number } }>(
      'mutation { SaveThread(title: "Finale thoughts", body: "Talk about the last episode.", categories: [7]) { id } }',
    )
  ).SaveThread.id;
  commentId = (
    await a.gql<{ SaveThreadComment: { id: number } }>(
      'mutation ($t: Int) { SaveThreadComment(threadId: $t, comment: "Everyone dies at the end, what a finale.") { id } }',
      { t: threadId },
    )
  ).SaveThreadComment.id;
  messageId = (
    await m.gql<{ SaveMessageActivity: { id: number } }>(
      'mutation ($to: Int) { SaveMessageActivity(recipientId: $to, message: "Loved your thread!") { id } }',
      { to: a.id },
    )
  ).SaveMessageActivity.id;
  harutoId = (await guestGql<{ User: { id: number } }>('query ($n: String) { User(name: $n) { id } }', { n: HARUTO.name })).User.id;
  [browserM, browserH] = await Promise.all([openBrowser('mod-m'), openBrowser('mod-h')]);
  await Promise.all([logInAs(browserM.page, m.email, m.password), logInAs(browserH.page, HARUTO.email, HARUTO.password)]);
}, TIMEOUT);

afterAll(async () => {
  if (SCREENSHOTS && browserH) await photograph(SCREENSHOTS);
  await Promise.all([browserM?.close(), browserH?.close()]);
}, TIMEOUT);

async function photograph(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const page = browserH.page;
  const shots = [
    ['actions', 1400],
    ['actions', 700],
    ['reports?cleared=1', 1400],
  ] as const;
  for (const [where, width] of shots) {
    await page.setViewportSize({ width, height: 1200 });
    await page.goto(`${BASE_URL}/edit/dashboard/${where}`);
    await page.getByRole('heading', { level: 2 }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(dir, `mod-${where.split('?')[0]}-${width}.png`) });
  }
}

describe('reports, locks and notes, in the verifiable history', () => {
  it(
    "M reports A's comment with a reason and is told it was sent",
    async () => {
      const page = browserM.page;
      await page.goto(`${BASE_URL}/forum/thread/${threadId}`);
      await comment(page, a.name).getByRole('button', { name: 'Report' }).click();
      const dialog = page.getByRole('dialog', { name: 'Report Comment' });
      await dialog.getByRole('textbox').fill(REASON);
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expectToast(page, 'Your report has been sent and will be reviewed by site moderators shortly.');
    },
    TIMEOUT,
  );

  it(
    'Haruto finds the report in the queue, with its link and quote, and resolves it with a note',
    async () => {
      const page = browserH.page;
      await page.goto(`${BASE_URL}/edit/dashboard/reports`);
      const card = report(page);
      await card.waitFor();
      await card.getByText('Everyone dies at the end, what a finale.', { exact: false }).waitFor();
      expect(await card.getByRole('link', { name: `Comment #${commentId}` }).getAttribute('href')).toBe(
        `/forum/thread/${threadId}/comment/${commentId}`,
      );
      await card.getByRole('link', { name: a.name }).waitFor();
      await card.getByRole('button', { name: 'Resolve' }).click();
      const dialog = page.getByRole('dialog', { name: 'Resolve Report' });
      await dialog.getByRole('textbox').fill('Locked the tree and noted the author.');
      await dialog.getByRole('button', { name: 'Resolve' }).click();
      await expectToast(page, 'Report resolved');
      await card.getByText('Resolved by Haruto: Locked the tree and noted the author.').waitFor();
      // It leaves the open queue and is among the handled ones.
      await page.goto(`${BASE_URL}/edit/dashboard/reports`);
      await page.getByRole('heading', { name: 'Reports' }).waitFor();
      expect(await report(page).count()).toBe(0);
      await page.getByRole('link', { name: 'Handled' }).click();
      await report(page).getByText('Resolved by Haruto').waitFor();
    },
    TIMEOUT,
  );

  it(
    'Haruto locks the comment tree and saves the comment as a mod note on A',
    async () => {
      const page = browserH.page;
      await page.goto(`${BASE_URL}/forum/thread/${threadId}`);
      const own = comment(page, a.name);
      // Community moderators act instead of reporting.
      expect(await own.getByRole('button', { name: 'Report' }).count()).toBe(0);
      await own.getByRole('button', { name: 'Lock', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Lock' }).click();
      await expectToast(page, 'Comment tree locked');
      await own.getByRole('img', { name: 'Comment tree locked' }).waitFor();
      await own.getByRole('button', { name: 'Mod Note' }).click();
      const confirm = page.getByRole('dialog', { name: 'Mod Note' });
      await confirm.getByText(`Save this comment as a mod note on ${a.name}?`).waitFor();
      await confirm.getByRole('button', { name: 'Save Note' }).click();
      await expectToast(page, 'Note created');
    },
    TIMEOUT,
  );

  it(
    'asks whose note a message is about, digits only ("Incorrect ID")',
    async () => {
      const page = browserH.page;
      await page.goto(`${BASE_URL}/activity/${messageId}`);
      await page.getByRole('button', { name: 'Activity options' }).click();
      await page.getByRole('menu', { name: 'Activity options' }).getByRole('menuitem', { name: 'Mod Note' }).click();
      const dialog = page.getByRole('dialog', { name: 'Mod Note' });
      await dialog.getByRole('textbox').fill('12a');
      await dialog.getByRole('button', { name: 'Save Note' }).click();
      await dialog.getByText('Incorrect ID', { exact: true }).waitFor();
      await dialog.getByRole('textbox').fill(String(a.id));
      await dialog.getByRole('button', { name: 'Save Note' }).click();
      await expectToast(page, 'Note created');
    },
    TIMEOUT,
  );

  it(
    "shows Haruto's actions in the history filtered by moderator, with the chain valid",
    async () => {
      const page = browserH.page;
      await page.goto(`${BASE_URL}/edit/dashboard/actions`);
      const filters = page.getByRole('form', { name: 'Filter mod actions' });
      await filters.getByLabel('Moderator').selectOption({ label: HARUTO.name });
      await filters.getByRole('button', { name: 'Filter' }).click();
      await page.waitForURL(`${BASE_URL}/edit/dashboard/actions?moderator=${harutoId}`);
      await page
        .getByRole('status')
        .filter({ hasText: /^Chain valid/ })
        .waitFor();
      const list = page.getByRole('list', { name: 'Mod actions' });
      const entry = (action: string) => list.locator(`li[data-action="${action}"]`).filter({ hasText: a.name });
      await entry('REPORT_RESOLVE').filter({ hasText: 'Locked the tree and noted the author.' }).waitFor();
      await entry('COMMENT_TREE_LOCK')
        .filter({ hasText: `thread comment #${commentId}` })
        .waitFor();
      await entry('MOD_NOTE_SAVE').filter({ hasText: 'Everyone dies at the end' }).waitFor();
      // Every entry on the page is Haruto's.
      const moderators = await list
        .locator('li[data-action]')
        .evaluateAll((rows) => rows.map((row) => row.querySelector('a')?.textContent));
      expect(new Set(moderators)).toEqual(new Set([HARUTO.name]));
      // Narrowed to the tree lock of this comment.
      await page.goto(`${BASE_URL}/edit/dashboard/actions?action=COMMENT_TREE_LOCK&objectType=THREAD_COMMENT&object=${commentId}`);
      await expect.poll(() => list.locator('li[data-action]').count()).toBe(1);
    },
    TIMEOUT,
  );

  it(
    "A's Moderation tab shows the note and the actions about them",
    async () => {
      const page = browserH.page;
      await page.goto(`${BASE_URL}/user/${a.name}/moderation`);
      const notes = page.getByRole('region', { name: 'Mod notes' });
      await notes.getByText('Everyone dies at the end', { exact: false }).waitFor();
      await page.getByRole('region', { name: 'Bans' }).getByText('Not banned').waitFor();
      await page.getByRole('region', { name: 'Mod actions' }).locator('li[data-action="COMMENT_TREE_LOCK"]').first().waitFor();
    },
    TIMEOUT,
  );
});

describe('the dashboard is for moderators', () => {
  it(
    'sends a member away from /edit/dashboard/feed, and offers them no Mod Tools',
    async () => {
      const page = browserM.page;
      await page.goto(`${BASE_URL}/edit/dashboard/feed`);
      await page.waitForURL(`${BASE_URL}/home`);
      await page.getByRole('button', { name: 'User menu' }).click();
      const menu = page.getByRole('menu', { name: 'User menu' });
      await menu.getByRole('menuitem', { name: 'Settings' }).waitFor();
      expect(await menu.getByRole('menuitem', { name: 'Mod Tools' }).count()).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'takes Haruto from the Mod Tools entry to the feed',
    async () => {
      const page = browserH.page;
      await page.goto(`${BASE_URL}/home`);
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menu', { name: 'User menu' }).getByRole('menuitem', { name: 'Mod Tools' }).click();
      await page.waitForURL(`${BASE_URL}/edit/dashboard/feed`);
      await page.getByRole('heading', { name: 'Feed', level: 2 }).waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: /^Chain valid/ })
        .waitFor();
      for (const [label, heading] of [
        ['Links', 'Links'],
        ['Settings', 'Settings'],
        ['Imports', 'Imports'],
      ] as const) {
        await page.getByRole('navigation', { name: 'Mod Tools' }).getByRole('link', { name: label }).click();
        await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
      }
    },
    TIMEOUT,
  );
});
