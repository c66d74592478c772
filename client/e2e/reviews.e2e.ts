import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiMember, expectToast, guestGql, OUTBOX } from './api.ts';
import { BASE_URL, logInAs, openBrowser, type E2EBrowser } from './browser.ts';

// Reviews (social §2-§9, core §2) against a running stack (E2E_BASE_URL) that mails to E2E_OUTBOX_DIR. A fresh member
// writes a review of an anime nobody reviewed, through the editor's length rules; it shows on the media page and on
// /reviews. A second member votes it up, takes the vote back and reports it; the community moderator Haruto sees Edit
// instead of Report; the author makes it private (the second member then gets /404) and deletes it.
// E2E_SCREENSHOT_DIR, when set, receives review-1400.png and review-700.png.
const TIMEOUT = 180_000;
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;
const run = Date.now().toString(36).slice(-5);
const BODY_MESSAGE = 'Review must be greater than 2200 characters';
const SUMMARY_MESSAGE = 'Summary must be less than 120 characters and greater than 20 characters';

const author = new ApiMember(`revA_${run}`);
const voter = new ApiMember(`revB_${run}`);
let browserA: E2EBrowser;
let browserB: E2EBrowser;
let media = { id: 0, title: '' };
let reviewId = 0;

const summary = `Quiet, patient and warmer than it first looks (${run})`;
const paragraph =
  'The opening episodes take their time, and that is the point: the town, the ferry and the people who wait for it are ' +
  'drawn with such care that the small events of each week feel larger than they are. The soundtrack keeps out of the ' +
  'way, and the animation saves its best work for the evenings, when the light turns the harbour copper. ';
const body = [
  '## What works',
  `${paragraph}${paragraph}`,
  '**The cast** is the heart of it. Every side character gets one scene that changes how you see them, and the show ' +
    'trusts you to notice without pointing.',
  `${paragraph}${paragraph}`,
  '## What does not',
  `The middle stretch drifts. ~!The festival arc resolves the main thread too early!~ and the last three episodes have ` +
    `to invent a new one. ${paragraph}`,
  '## In the end',
  `${paragraph}${paragraph}Recommended for a slow week.`,
].join('\n\n');

const problems = (page: Page): Locator => page.getByRole('list', { name: 'Problems' });
const save = (page: Page): Locator => page.getByRole('button', { name: 'Save', exact: true });
const ratingText = (page: Page, liked: number, total: number) => page.getByText(`${liked} out of ${total} users liked this review`);

beforeAll(async () => {
  if (!OUTBOX) throw new Error('E2E_OUTBOX_DIR must name the folder the services write mail to');
  await Promise.all([author.signUp(), voter.signUp()]);
  // A released anime nobody has reviewed, so the new review is its only one (and leads its preview).
  const { Page: found } = await guestGql<{
    Page: { media: { id: number; isReviewBlocked: boolean; title: { userPreferred: string }; reviews: { pageInfo: { total: number } } }[] };
  }>(
    `{ Page(perPage: 50) { media(type: ANIME, status: FINISHED, isAdult: false, sort: [POPULARITY_DESC]) {
        id isReviewBlocked title { userPreferred } reviews(page: 1, perPage: 1) { pageInfo { total } } } } }`,
  );
  const free = found.media.find((m) => !m.isReviewBlocked && m.reviews.pageInfo.total === 0);
  if (!free) throw new Error('no unreviewed finished anime in the seed');
  media = { id: free.id, title: free.title.userPreferred };
  [browserA, browserB] = await Promise.all([openBrowser('reviews-a'), openBrowser('reviews-b')]);
  await Promise.all([logInAs(browserA.page, author.email, author.password), logInAs(browserB.page, voter.email, voter.password)]);
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
}, TIMEOUT);

afterAll(async () => {
  await Promise.all([browserA?.close(), browserB?.close()]);
});

describe('writing a review', () => {
  it(
    'opens the empty editor from Write Review; Save shows only once the length rules pass',
    async () => {
      const page = browserA.page;
      await page.goto(`${BASE_URL}/anime/${media.id}`);
      await page.getByRole('link', { name: 'Write Review' }).click();
      await page.waitForURL(`${BASE_URL}/review/editor/${media.id}`);
      await page.getByRole('heading', { name: 'Write Review' }).waitFor();
      const text = page.getByRole('textbox', { name: 'Review' });
      const summaryField = page.getByRole('textbox', { name: 'Summary' });
      expect(await text.inputValue()).toBe('');
      expect(await summaryField.inputValue()).toBe('');
      expect(await page.getByRole('spinbutton', { name: 'Score' }).inputValue()).toBe('50');
      expect(await page.getByRole('checkbox', { name: 'Private' }).isChecked()).toBe(false);
      expect(await problems(page).getByRole('listitem').allInnerTexts()).toEqual([BODY_MESSAGE, SUMMARY_MESSAGE]);
      expect(await save(page).count()).toBe(0);

      await text.fill('x'.repeat(100));
      await summaryField.fill('Too short');
      expect(await problems(page).getByRole('listitem').allInnerTexts()).toEqual([BODY_MESSAGE, SUMMARY_MESSAGE]);
      expect(await save(page).count()).toBe(0);
      // The summary field keeps 120 characters at most.
      await summaryField.fill('y'.repeat(200));
      expect((await summaryField.inputValue()).length).toBe(120);
      expect(await problems(page).getByRole('listitem').allInnerTexts()).toEqual([BODY_MESSAGE, SUMMARY_MESSAGE]);

      await text.fill(body);
      expect(await problems(page).getByRole('listitem').allInnerTexts()).toEqual([SUMMARY_MESSAGE]);
      await summaryField.fill(summary);
      await save(page).waitFor();
      expect(await problems(page).getByRole('listitem').count()).toBe(0);
      await page.getByRole('spinbutton', { name: 'Score' }).fill('101');
      expect(await save(page).count()).toBe(0);
      await page.getByRole('spinbutton', { name: 'Score' }).fill('82');

      await save(page).click();
      await page.waitForURL(/\/review\/\d+$/);
      reviewId = Number(new URL(page.url()).pathname.split('/').pop());
      expect(reviewId).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    'shows the review to its author with Edit and Delete, no Report and no thumbs',
    async () => {
      const page = browserA.page;
      const review = page.getByRole('article', { name: `Review of ${media.title} by ${author.name}` });
      await review.getByRole('heading', { level: 1 }).waitFor();
      await review.getByText(summary).waitFor();
      await review.getByRole('heading', { name: 'What works' }).waitFor();
      await ratingText(page, 0, 0).waitFor();
      await review.getByRole('link', { name: 'Edit', exact: true }).waitFor();
      await review.getByRole('button', { name: 'Delete', exact: true }).waitFor();
      expect(await review.getByRole('button', { name: 'Report', exact: true }).count()).toBe(0);
      expect(await review.getByRole('button', { name: 'Like this review', exact: true }).count()).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'appears on the media page, in its Reviews tab and on /reviews',
    async () => {
      const page = browserB.page;
      const card = (scope: Locator | Page) => scope.getByRole('article', { name: `Review of ${media.title} by ${author.name}` });
      await page.goto(`${BASE_URL}/anime/${media.id}`);
      await card(page.getByRole('region', { name: 'Reviews' }))
        .getByText(summary)
        .waitFor();
      await page.getByRole('navigation', { name: 'Media sections' }).getByRole('link', { name: 'Reviews' }).click();
      await card(page.getByRole('feed', { name: 'Reviews' })).waitFor();
      await page.goto(`${BASE_URL}/reviews`);
      const first = page.getByRole('feed', { name: 'Recent reviews' }).getByRole('article').first();
      expect(await first.getAttribute('aria-label')).toBe(`Review of ${media.title} by ${author.name}`);
      await first.getByRole('link', { name: summary }).click();
      await page.waitForURL(`${BASE_URL}/review/${reviewId}`);
    },
    TIMEOUT,
  );
});

describe("another member's review", () => {
  it(
    'votes up at once, and pressing the vote again takes it back (NO_VOTE)',
    async () => {
      const page = browserB.page;
      await page.goto(`${BASE_URL}/review/${reviewId}`);
      await ratingText(page, 0, 0).waitFor();
      // The vote's answer is held back: the new count must already show.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/graphql', async (route) => {
        if (route.request().postData()?.includes('rateReviewMutation')) await held;
        await route.continue();
      });
      const up = page.getByRole('button', { name: 'Like this review', exact: true });
      await up.click();
      await ratingText(page, 1, 1).waitFor({ timeout: 2000 });
      expect(await up.getAttribute('aria-pressed')).toBe('true');
      const answered = page.waitForResponse((response) => response.request().postData()?.includes('rateReviewMutation') ?? false);
      release();
      await answered;
      await page.unroute('**/graphql');
      expect((await voter.gql(`{ Review(id: ${reviewId}) { rating ratingAmount userRating } }`)).Review).toEqual({
        rating: 1,
        ratingAmount: 1,
        userRating: 'UP_VOTE',
      });

      // Both waits start before the click: the answer may come before the count is read.
      const sent = page.waitForRequest((request) => request.postData()?.includes('rateReviewMutation') ?? false);
      const done = page.waitForResponse((response) => response.request().postData()?.includes('rateReviewMutation') ?? false);
      await up.click();
      expect((await sent).postDataJSON().variables).toMatchObject({ reviewId, rating: 'NO_VOTE' });
      await ratingText(page, 0, 0).waitFor();
      expect(await up.getAttribute('aria-pressed')).toBe('false');
      await done;
      expect((await voter.gql(`{ Review(id: ${reviewId}) { rating ratingAmount userRating } }`)).Review).toEqual({
        rating: 0,
        ratingAmount: 0,
        userRating: 'NO_VOTE',
      });
    },
    TIMEOUT,
  );

  it(
    'reports it with a reason: Cancel sends nothing, Submit sends it and says so',
    async () => {
      const page = browserB.page;
      expect(await page.getByRole('link', { name: 'Edit', exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: 'Report', exact: true }).click();
      let dialog = page.getByRole('dialog', { name: 'Report Review' });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Report', exact: true }).click();
      dialog = page.getByRole('dialog', { name: 'Report Review' });
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await dialog.getByRole('alert').getByText('Please give a reason for the report.').waitFor();
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Copied from another site, word for word.');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expectToast(page, 'Your report has been sent and will be reviewed by site moderators shortly.');
      await dialog.waitFor({ state: 'detached' });
    },
    TIMEOUT,
  );

  it(
    'B likes the review again after taking the vote back: the rating reads 1 of 1',
    async () => {
      const page = browserB.page;
      await page.getByRole('button', { name: 'Like this review', exact: true }).click();
      await ratingText(page, 1, 1).waitFor();
      if (SCREENSHOTS) await photograph(SCREENSHOTS);
    },
    TIMEOUT,
  );

  it(
    'shows the community moderator Haruto Edit instead of Report',
    async () => {
      const haruto = await openBrowser('reviews-mod');
      try {
        await logInAs(haruto.page, 'haruto@tsuzuki.test');
        await haruto.page.goto(`${BASE_URL}/review/${reviewId}`);
        const edit = haruto.page.getByRole('link', { name: 'Edit', exact: true });
        await edit.waitFor();
        expect(await edit.getAttribute('href')).toBe(`/review/editor/${media.id}/${author.id}`);
        expect(await haruto.page.getByRole('button', { name: 'Report', exact: true }).count()).toBe(0);
        await edit.click();
        await haruto.page.getByRole('heading', { name: 'Edit Review' }).waitFor();
        await haruto.page.getByText(`by ${author.name}`, { exact: true }).waitFor();
        expect(await haruto.page.getByRole('textbox', { name: 'Summary' }).inputValue()).toBe(summary);
      } finally {
        await haruto.close();
      }
    },
    TIMEOUT,
  );
});

describe('the author', () => {
  it(
    'reopens the editor prefilled, makes the review private, and the other member can no longer open it',
    async () => {
      const page = browserA.page;
      await page.goto(`${BASE_URL}/review/editor/${media.id}`);
      await page.getByRole('heading', { name: 'Edit Review' }).waitFor();
      expect(await page.getByRole('textbox', { name: 'Summary' }).inputValue()).toBe(summary);
      expect(await page.getByRole('spinbutton', { name: 'Score' }).inputValue()).toBe('82');
      await page.getByRole('checkbox', { name: 'Private' }).check();
      await save(page).click();
      await page.waitForURL(`${BASE_URL}/review/${reviewId}`);
      await page.getByText('Private', { exact: true }).waitFor();

      await browserB.page.goto(`${BASE_URL}/review/${reviewId}`);
      await browserB.page.waitForURL(`${BASE_URL}/404`);
    },
    TIMEOUT,
  );

  it(
    'deletes it after the confirmation (cancelling first changes nothing) and lands home',
    async () => {
      const page = browserA.page;
      const remove = async (answer: 'Cancel' | 'Delete') => {
        await page.getByRole('button', { name: 'Delete', exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('Are you sure you want to delete this review?').waitFor();
        await dialog.getByRole('button', { name: answer }).click();
        await dialog.waitFor({ state: 'detached' });
      };
      await remove('Cancel');
      expect(page.url()).toBe(`${BASE_URL}/review/${reviewId}`);
      await remove('Delete');
      await expectToast(page, 'Review deleted');
      await page.waitForURL(`${BASE_URL}/home`);
      await page.goto(`${BASE_URL}/review/${reviewId}`);
      await page.waitForURL(`${BASE_URL}/404`);
    },
    TIMEOUT,
  );
});

/** The README's pictures, taken only when E2E_SCREENSHOT_DIR asks for them (not a test: it checks nothing). */
async function photograph(dir: string): Promise<void> {
  const page = browserB.page;
  for (const width of [1400, 700]) {
    await page.setViewportSize({ width, height: 1100 });
    await page.goto(`${BASE_URL}/review/${reviewId}`);
    await page.getByRole('heading', { name: 'What works' }).waitFor();
    await page.waitForTimeout(700);
    await page.screenshot({ path: path.join(dir, `review-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}
