import { HOSTILE_CORPUS, type HostileInput } from '@tsuzuki/web/markdown/hostileCorpus';
import { FORUM_LIMITS } from '@tsuzuki/events/catalogue/forum';
import { SOCIAL_LIMITS } from '@tsuzuki/events/catalogue/social';
import { REVIEW_LIMITS } from '@tsuzuki/events/reviewRules';
import type { BrowserContext, ConsoleMessage, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiMember, guestGql, OUTBOX } from './api.ts';
import { BASE_URL, logInAs, openBrowser, type E2EBrowser } from './browser.ts';

// No on* attribute of a member's text reaches any document of a page (issue 20). Chromium reports a
// securitypolicyviolation the moment it parses an inline handler into a document of the page (a detached element, a
// <template>, DOMPurify's DOMParser document alike), even where the handler would never run; the site's CSP forbids
// inline handlers, so any report means member HTML met the browser's parser before it was clean. The author posts
// every input of the sanitiser's hostile corpus (each as its own text, where the surface's length limit takes it)
// as statuses, messages, replies, forum threads, comments and comment replies, reviews and the profile's about text;
// the reader visits every page that shows them and previews each input in the status editor, listening from before
// any script runs. Descriptions, mod notes and notification contexts are shown as plain text, never parsed as HTML.
const TIMEOUT = 900_000;
const run = Date.now().toString(36).slice(-5);
const author = new ApiMember(`xssA_${run}`);
const reader = new ApiMember(`xssR_${run}`);
/** Members who only write about texts: their profiles show nothing else, so each load is light. */
const profiles = [new ApiMember(`xssP_${run}`), new ApiMember(`xssQ_${run}`)];
/** Single-item pages are visited this many at a time, each in its own tab. */
const TABS = 3;

interface Violation {
  surface: string;
  url: string;
  what: string;
}
const violations: Violation[] = [];
let browser: E2EBrowser;
let context: BrowserContext;
let page: Page;
/** The surface the main tab is on, for its console listener. */
let current = 'login';

/** The corpus inputs a field of this length limit takes (texts are trimmed before they are checked). */
const fitting = (limit: number): readonly HostileInput[] => HOSTILE_CORPUS.filter((input) => input.text.trim().length <= limit);

// Runs before any of the page's scripts, in every tab: keeps what the document hears until the test collects it.
const LISTEN = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(event.violatedDirective + ' ' + (event.sample || '') + ' at ' + event.sourceFile + ':' + event.lineNumber);
  }, true);
`;

function consoleListener(tab: Page, surface: () => string) {
  return (message: ConsoleMessage) => {
    if (/Content Security Policy/i.test(message.text()))
      violations.push({ surface: surface(), url: tab.url(), what: `console: ${message.text()}` });
  };
}

/** Collects (and clears) what the tab's document heard, once what it shows has rendered and its images settled. */
async function collect(tab: Page, surface: string): Promise<void> {
  // Members' images load or fail (the site's own are lazy and may never load off screen).
  await tab.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('[class*="_markdown_"] img')).every((image) => image.complete),
  );
  // A violation event is queued as a task of its own: let the tasks queued before this one run.
  await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  const heard = await tab.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.splice(0));
  for (const what of heard) violations.push({ surface, url: tab.url(), what });
}

function violationsOf(surface: string): Violation[] {
  return violations.filter((violation) => violation.surface === surface);
}

/**
 * Waits until `count` rendered member texts (the Markdown component's root, a CSS module class named "markdown")
 * show inside `scope`, and no text still waits for the renderer.
 */
async function rendered(tab: Page, scope: string, count: number): Promise<void> {
  await tab.waitForFunction(
    ({ scope, count }) => {
      const roots = Array.from(document.querySelectorAll(scope));
      const texts = new Set(roots.flatMap((root) => Array.from(root.querySelectorAll('[class*="_markdown_"]'))));
      const pending = roots.some((root) => root.querySelector('[class*="_rawText_"], [aria-busy="true"]'));
      return texts.size >= count && !pending;
    },
    { scope, count },
    { timeout: 60_000 },
  );
}

/** Scrolls a feed until `done` holds, the way a reader would, pressing Load More where the feed pauses. */
async function scrollUntil(tab: Page, done: () => Promise<boolean>): Promise<void> {
  let height = 0;
  for (let still = 0; !(await done());) {
    const more = tab.getByRole('button', { name: 'Load More' });
    if (await more.isVisible()) await more.click();
    await tab.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await tab.waitForTimeout(250);
    const now = await tab.evaluate(() => document.documentElement.scrollHeight);
    still = now === height ? still + 1 : 0;
    height = now;
    // Forty looks at a page that no longer grows: the feed has ended without what was asked.
    if (still >= 40) throw new Error(`${tab.url()} stopped growing before everything showed`);
  }
}

/** Every id of this selector's elements shows on the page. */
function allShown(tab: Page, selector: string, attribute: string, ids: readonly number[]): () => Promise<boolean> {
  return async () => {
    const shown = new Set(
      await tab.locator(selector).evaluateAll((nodes, name) => nodes.map((node) => Number(node.getAttribute(name))), attribute),
    );
    return ids.every((id) => shown.has(id));
  };
}

/** One page to visit: its address, and what shows once it (not the page before it) is on screen. */
interface Visit {
  url: string;
  shown: (tab: Page) => Locator;
}

/**
 * Opens `url` in the page's own router, as a link does: no new document, so the site's code is not loaded again for
 * each page (the router follows the address on popstate, as it does for Back).
 */
async function openInApp(tab: Page, url: string): Promise<void> {
  await tab.evaluate((href) => {
    history.pushState(null, '', href);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** Visits each page (TABS at a time, within the app after each tab's first), waiting for `scope` to show `count` rendered texts, and collects. */
async function visitEach(surface: string, visits: readonly Visit[], scope: string, count = 1): Promise<void> {
  const tabs = await Promise.all(Array.from({ length: TABS }, () => context.newPage()));
  for (const tab of tabs)
    tab.on(
      'console',
      consoleListener(tab, () => surface),
    );
  try {
    let next = 0;
    await Promise.all(
      tabs.map(async (tab) => {
        for (let first = true; next < visits.length; first = false) {
          const visit = visits[next++]!;
          if (first) await tab.goto(visit.url);
          else await openInApp(tab, visit.url);
          await visit.shown(tab).first().waitFor();
          await rendered(tab, scope, count);
          await collect(tab, surface);
        }
      }),
    );
  } finally {
    await Promise.all(tabs.map((tab) => tab.close()));
  }
}

/** Runs `task` over the items `width` at a time, where each item writes a stream of its own (a new status, thread, review). */
async function fewAtATime<T, R>(items: readonly T[], task: (item: T, index: number) => Promise<R>, width = 4): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let index = next++; index < items.length; index = next++) results[index] = await task(items[index]!, index);
    }),
  );
  return results;
}

/** One item after the other: a member's writes to one stream (replies to one activity or one comment) would conflict. */
const inOrder = <T, R>(items: readonly T[], task: (item: T, index: number) => Promise<R>) => fewAtATime(items, task, 1);

type Ids = {
  statuses: number[];
  messages: number[];
  host: number;
  replies: number;
  threads: number[];
  thread: number;
  comments: number;
  root: number;
  commentReplies: number;
  reviews: number[];
};
let ids: Ids;

const reviewSummary = (i: number) => `A hostile input as a review, number ${i + 1} (${run})`;
const FILLER = 'An ordinary paragraph after the input, so that the review is long enough to be saved. '.repeat(30);

async function postCorpus(): Promise<Ids> {
  const gql = <T>(query: string, variables: Record<string, unknown>) => author.gql<T>(query, variables);
  const short = fitting(SOCIAL_LIMITS.text);
  const long = fitting(FORUM_LIMITS.body);
  // Each surface's texts go up at once: statuses, messages, threads, top-level comments and reviews each start a
  // stream of their own; replies to one activity and replies to one comment share a stream, so those go in order.
  const [statuses, messages, host, threads, { thread, root }, reviews] = await Promise.all([
    fewAtATime(
      short,
      async ({ text }) =>
        (await gql<{ SaveTextActivity: { id: number } }>('mutation ($text: String) { SaveTextActivity(text: $text) { id } }', { text }))
          .SaveTextActivity.id,
    ),
    fewAtATime(
      short,
      async ({ text }) =>
        (
          await gql<{ SaveMessageActivity: { id: number } }>(
            'mutation ($to: Int, $text: String) { SaveMessageActivity(recipientId: $to, message: $text) { id } }',
            { to: reader.id, text },
          )
        ).SaveMessageActivity.id,
    ),
    (async () => {
      const host = (await reader.gql<{ SaveTextActivity: { id: number } }>('mutation { SaveTextActivity(text: "Replies below.") { id } }'))
        .SaveTextActivity.id;
      await inOrder(short, ({ text }) =>
        gql('mutation ($id: Int, $text: String) { SaveActivityReply(activityId: $id, text: $text) { id } }', { id: host, text }),
      );
      return host;
    })(),
    fewAtATime(
      long,
      async ({ text }, i) =>
        (
          await gql<{ SaveThread: { id: number } }>(
            'mutation ($title: String, $body: String) { SaveThread(title: $title, body: $body, categories: [7]) { id } }',
            { title: `Hostile input ${i + 1} (${run})`, body: text },
          )
        ).SaveThread.id,
    ),
    postComments(short),
    postReviews(),
  ]);
  return {
    statuses,
    messages,
    host,
    replies: short.length,
    threads,
    thread,
    comments: short.length,
    root,
    commentReplies: short.length,
    reviews,
  };
}

/** Every input as a comment of the reader's thread, and again as a reply to one comment there. */
async function postComments(inputs: readonly HostileInput[]): Promise<{ thread: number; root: number }> {
  const thread = (
    await reader.gql<{ SaveThread: { id: number } }>(
      'mutation ($title: String) { SaveThread(title: $title, body: "Comments below.", categories: [7]) { id } }',
      { title: `Comments (${run})` },
    )
  ).SaveThread.id;
  const comment = (text: string, parent?: number) =>
    author.gql<{ SaveThreadComment: { id: number } }>(
      'mutation ($t: Int, $p: Int, $c: String) { SaveThreadComment(threadId: $t, parentCommentId: $p, comment: $c) { id } }',
      { t: thread, p: parent ?? null, c: text },
    );
  await fewAtATime(inputs, ({ text }) => comment(text));
  // The reader's comment comes after the author's, on the thread's last page (see the comments test).
  const root = (
    await reader.gql<{ SaveThreadComment: { id: number } }>(
      'mutation ($t: Int) { SaveThreadComment(threadId: $t, comment: "Replies below.") { id } }',
      { t: thread },
    )
  ).SaveThreadComment.id;
  await inOrder(inputs, ({ text }) => comment(text, root));
  return { thread, root };
}

/**
 * One review per input, each of its own media (a member reviews a media once), the input first: the least popular
 * media, far from what other suites look for (reviews.e2e.ts needs a popular anime nobody has reviewed).
 */
async function postReviews(): Promise<number[]> {
  const inputs = fitting(REVIEW_LIMITS.bodyMax - FILLER.length - 2);
  const media: number[] = [];
  for (let n = 1; media.length < inputs.length && n <= 5; n++) {
    const { Page: found } = await guestGql<{ Page: { media: { id: number; status: string; isReviewBlocked: boolean }[] } }>(
      'query ($n: Int) { Page(page: $n, perPage: 50) { media(isAdult: false, sort: [POPULARITY]) { id status isReviewBlocked } } }',
      { n },
    );
    media.push(...found.media.filter((m) => !m.isReviewBlocked && m.status !== 'NOT_YET_RELEASED').map((m) => m.id));
  }
  if (media.length < inputs.length) throw new Error(`the seed has ${media.length} reviewable media, the corpus needs ${inputs.length}`);
  return fewAtATime(
    inputs,
    async ({ text }, i) =>
      (
        await author.gql<{ SaveReview: { id: number } }>(
          'mutation ($m: Int, $b: String, $s: String) { SaveReview(mediaId: $m, body: $b, summary: $s, score: 50) { id } }',
          { m: media[i], b: `${text}\n\n${FILLER}`, s: reviewSummary(i) },
        )
      ).SaveReview.id,
  );
}

beforeAll(async () => {
  if (!OUTBOX) throw new Error('E2E_OUTBOX_DIR must name the folder the services write mail to');
  await Promise.all([author, reader, ...profiles].map((member) => member.signUp()));
  ids = await postCorpus();
  browser = await openBrowser('markdown-hostile', 60_000);
  ({ context, page } = browser);
  await context.addInitScript(LISTEN);
  page.on(
    'console',
    consoleListener(page, () => current),
  );
  await logInAs(page, reader.email, reader.password);
}, TIMEOUT);

afterAll(async () => {
  await browser?.close();
});

async function visit(surface: string, url: string): Promise<void> {
  current = surface;
  await page.goto(url);
}

/** Scrolls the main tab's activity feed until every one of the activities shows rendered, and collects. */
async function feedShows(surface: string, activities: readonly number[]): Promise<void> {
  await scrollUntil(page, allShown(page, '[data-activity-id]', 'data-activity-id', activities));
  await rendered(page, '[role="feed"]', activities.length);
  await collect(page, surface);
  expect(violationsOf(surface)).toEqual([]);
}

describe('the hostile corpus on every markdown surface', () => {
  it(
    'hears an inline handler parsed into a detached element (so silence below means something)',
    async () => {
      await visit('control', `${BASE_URL}/about`);
      await page.evaluate(() => {
        const box = document.createElement('div');
        box.innerHTML = '<p onclick="void 0">control</p>';
      });
      await page.waitForFunction(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.length > 0);
      await collect(page, 'control');
      expect(violationsOf('control').length).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    "renders every input as a status in the author's profile feed",
    async () => {
      await visit('profile feed', `${BASE_URL}/user/${author.name}/`);
      await feedShows('profile feed', ids.statuses);
    },
    TIMEOUT,
  );

  it(
    'renders every status in the global feed of /social',
    async () => {
      await visit('social', `${BASE_URL}/social`);
      await page.getByRole('group', { name: 'Feed' }).getByRole('button', { name: 'Global' }).click();
      await feedShows('social', ids.statuses);
    },
    TIMEOUT,
  );

  it(
    'renders each status on its own /activity/{id} page',
    async () => {
      const visits = ids.statuses.map((id) => ({
        url: `${BASE_URL}/activity/${id}`,
        shown: (tab: Page) => tab.locator(`main [data-activity-id="${id}"]`),
      }));
      await visitEach('activity page', visits, '[data-activity-id]');
      expect(violationsOf('activity page')).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "renders every input as a message on the reader's profile feed",
    async () => {
      await visit('messages', `${BASE_URL}/user/${reader.name}/`);
      await feedShows('messages', ids.messages);
    },
    TIMEOUT,
  );

  it(
    'renders every input as a reply on the activity page',
    async () => {
      await visit('replies', `${BASE_URL}/activity/${ids.host}`);
      const replies = page.getByRole('article', { name: `Reply by ${author.name}` });
      await scrollUntil(page, async () => (await replies.count()) >= ids.replies);
      await rendered(page, 'main', ids.replies + 1);
      await collect(page, 'replies');
      expect(violationsOf('replies')).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'renders every input as a forum thread body',
    async () => {
      const visits = ids.threads.map((id) => ({
        url: `${BASE_URL}/forum/thread/${id}`,
        shown: (tab: Page) => tab.locator(`[aria-label="Thread"][data-thread-id="${id}"]`),
      }));
      await visitEach('thread', visits, '[aria-label="Thread"]');
      expect(violationsOf('thread')).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "renders every input as a comment on the thread's pages",
    async () => {
      // The reader's "Replies below." comment comes last, on the last page.
      const pages = Math.ceil((ids.comments + 1) / 15);
      for (let n = 1; n <= pages; n++) {
        await visit('comments', `${BASE_URL}/forum/thread/${ids.thread}/${n}`);
        await rendered(page, '[data-comment-id]', n < pages ? 15 : 1);
        await collect(page, 'comments');
      }
      expect(violationsOf('comments')).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "renders every input as a reply on the comment's own page",
    async () => {
      await visit('comment page', `${BASE_URL}/forum/thread/${ids.thread}/comment/${ids.root}`);
      await rendered(page, '[aria-label="Comments"]', ids.commentReplies + 1);
      await collect(page, 'comment page');
      expect(violationsOf('comment page')).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "renders the author's comments on their social page",
    async () => {
      await visit('user comments', `${BASE_URL}/user/${author.name}/social?view=comments`);
      const comments = page.getByRole('article', { name: /^Comment in / });
      await scrollUntil(page, async () => (await comments.count()) >= ids.comments + ids.commentReplies);
      await rendered(page, 'main', ids.comments + ids.commentReplies);
      await collect(page, 'user comments');
      expect(violationsOf('user comments')).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'renders every input as a review body',
    async () => {
      const visits = ids.reviews.map((id, i) => ({
        url: `${BASE_URL}/review/${id}`,
        shown: (tab: Page) => tab.getByText(reviewSummary(i), { exact: true }),
      }));
      await visitEach('review', visits, 'article[aria-label^="Review of"]');
      expect(violationsOf('review')).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "renders every input as the profile's about text",
    async () => {
      // Two members each take every other input, in a tab of their own: a profile shows one about text.
      const inputs = fitting(20_000);
      await Promise.all(
        profiles.map(async (member, half) => {
          const tab = await context.newPage();
          tab.on(
            'console',
            consoleListener(tab, () => 'about'),
          );
          try {
            for (let i = half; i < inputs.length; i += 2) {
              await member.gql('mutation ($about: String) { UpdateUser(about: $about) { id } }', { about: inputs[i]!.text });
              await tab.goto(`${BASE_URL}/user/${member.name}/`);
              await rendered(tab, '[aria-label="About"]', 1);
              await collect(tab, 'about');
            }
          } finally {
            await tab.close();
          }
        }),
      );
      expect(violationsOf('about')).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'previews every input in the status editor',
    async () => {
      await visit('preview', `${BASE_URL}/social`);
      const editor = page.getByRole('textbox', { name: 'Write a status...' });
      await editor.click();
      for (const { text } of fitting(SOCIAL_LIMITS.text)) {
        await editor.fill(text);
        await page.getByRole('button', { name: 'Preview' }).click();
        await rendered(page, '[aria-label="Preview"]', 1);
        await collect(page, 'preview');
        await page.getByRole('button', { name: 'Edit' }).click();
      }
      expect(violationsOf('preview')).toEqual([]);
    },
    TIMEOUT,
  );

  it('heard nothing anywhere else either', () => {
    expect(violations.filter((violation) => violation.surface !== 'control')).toEqual([]);
  });
});
