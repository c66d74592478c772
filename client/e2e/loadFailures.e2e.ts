import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiMember, guestGql } from './api.ts';
import { BASE_URL, logInAs, openBrowser, type E2EBrowser } from './browser.ts';

// Issue 20, "a failed load is never shown as empty": /notifications showed "No notifications" to a member with 24
// when /graphql answered 504. Here the site's real answers pass through the browser, except that one field of one
// operation comes back as the server fails it (null, with a 503 error at its path, as a statement timeout does).
// Each list or block must then say it could not be loaded, never its empty text, and its Retry must bring it back.
const TIMEOUT = 180_000;
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const fan = new ApiMember(`lfa_${stamp}`.slice(0, 20));
const reader = new ApiMember(`lfb_${stamp}`.slice(0, 20));

let browser: E2EBrowser;
let page: Page;
let animeId = 0;

beforeAll(async () => {
  await Promise.all([fan.signUp(), reader.signUp()]);
  await fan.gql('mutation ($id: Int) { ToggleFollow(userId: $id) { id } }', { id: reader.id });
  const popular = await guestGql<{ Page: { media: { id: number }[] } }>(
    '{ Page(perPage: 1) { media(type: ANIME, sort: [POPULARITY_DESC]) { id } } }',
  );
  animeId = popular.Page.media[0]!.id;
  browser = await openBrowser('load-failures', 30_000);
  ({ page } = browser);
}, TIMEOUT);

afterAll(async () => {
  await browser?.close();
});

type Path = readonly (string | number)[];

/**
 * Until `heal` is called, every answer to `operation` comes back with the fields at `paths` failed: null, and a 503
 * error naming each path, in the API's error shape. Other operations, and the same one after heal, pass untouched.
 */
async function failFields(operation: string, ...paths: Path[]): Promise<{ heal: () => Promise<void>; hits: () => number }> {
  let hits = 0;
  const handler = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== operation) return route.fallback();
    const response = await route.fetch();
    const json = (await response.json()) as { data?: Record<string, unknown> | null; errors?: unknown[] };
    for (const path of paths) {
      let parent: Record<string, unknown> = json.data ?? {};
      for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
      parent[path[path.length - 1]!] = null;
      json.errors = [...(json.errors ?? []), { message: 'Service Unavailable', status: 503, path, extensions: { code: 'UNAVAILABLE' } }];
    }
    hits += 1;
    await route.fulfill({ response, status: 503, json });
  };
  await page.route('**/graphql', handler);
  return { heal: () => page.unroute('**/graphql', handler), hits: () => hits };
}

const alertOf = (what: string) => page.getByRole('alert').filter({ hasText: `${what} could not be loaded.` });

/** The block says it failed, with a Retry, and not `emptyText`; after healing, Retry shows `loaded`. */
async function expectRetry(what: string, heal: () => Promise<void>, loaded: () => Promise<unknown>, emptyText?: string) {
  const alert = alertOf(what);
  await alert.waitFor();
  if (emptyText) expect(await page.getByText(emptyText, { exact: true }).count()).toBe(0);
  await heal();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await loaded();
  expect(await alertOf(what).count()).toBe(0);
}

describe('a failed load is shown as an error with a Retry, never as empty', () => {
  it(
    'says the notifications could not be loaded instead of "No notifications"',
    async () => {
      await logInAs(page, reader.email, reader.password);
      const failure = await failFields('NotificationsQuery', ['list', 'notifications']);
      await page.goto(`${BASE_URL}/notifications`);
      await expectRetry(
        'Notifications',
        failure.heal,
        () => page.getByRole('article', { name: `${fan.name} started following you.`, exact: true }).waitFor(),
        'No notifications',
      );
      expect(failure.hits()).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    'keeps the rest of the home page when one block fails, and the feed says its page failed',
    async () => {
      const failure = await failFields('HomeQuery', ['trendingAnime', 'media'], ['activityFeed']);
      await page.goto(`${BASE_URL}/home`);
      const block = page.getByRole('region', { name: 'Trending Anime' });
      await block.getByRole('alert').waitFor();
      // The other blocks of the same answer are on screen.
      await page.getByRole('region', { name: 'Trending Manga' }).getByRole('link').first().waitFor();
      // A new member's following feed turns to the site's activity when empty: either way, articles come back.
      await expectRetry('Activity', failure.heal, () => page.getByRole('feed').getByRole('article').first().waitFor(), 'No activity yet.');
      await expectRetry(
        'Trending Anime',
        async () => undefined,
        () => block.getByRole('link').first().waitFor(),
      );
    },
    TIMEOUT,
  );

  it(
    "keeps the home page when its forum preview's and recent reviews' parts fail, and each block says so",
    async () => {
      // Both blocks' first answers come with HomeQuery (the page's one request); each fails alone.
      const failure = await failFields('HomeQuery', ['Page'], ['threadFeed']);
      const asked: string[] = [];
      const onRequest = (request: Request) => {
        if (request.url().endsWith('/graphql')) asked.push((request.postDataJSON() as { operationName?: string }).operationName ?? '');
      };
      page.on('request', onRequest);
      await page.goto(`${BASE_URL}/home`);
      await page.getByRole('region', { name: 'Trending Manga' }).getByRole('link').first().waitFor();
      await alertOf('Threads').waitFor();
      await alertOf('Recent reviews').waitFor();
      page.off('request', onRequest);
      // Neither block asked on its own: their parts of the one answer said they failed.
      expect(asked.filter((name) => name === 'ThreadFeedQuery' || name === 'RecentReviewCardsQuery')).toEqual([]);
      const reviews = page.getByRole('region', { name: 'Recent Reviews' });
      await expectRetry('Recent reviews', failure.heal, () => reviews.getByRole('article').first().waitFor(), 'No reviews yet');
      const forum = page.getByRole('region', { name: 'Forum Activity' });
      await expectRetry(
        'Threads',
        async () => undefined,
        () => forum.getByRole('article').first().waitFor(),
      );
      expect(failure.hits()).toBe(1);
    },
    TIMEOUT,
  );

  it(
    "brings a media overview's threads with the page's query, and shows its Retry when that part fails",
    async () => {
      const failure = await failFields('MediaPageQuery', ['threadFeed']);
      const asked: string[] = [];
      const onRequest = (request: Request) => {
        if (request.url().endsWith('/graphql')) asked.push((request.postDataJSON() as { operationName?: string }).operationName ?? '');
      };
      page.on('request', onRequest);
      await page.goto(`${BASE_URL}/anime/${animeId}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await alertOf('Threads').waitFor();
      page.off('request', onRequest);
      expect(asked.filter((name) => name === 'ThreadFeedQuery')).toEqual([]);
      const threads = page.getByRole('region', { name: 'Threads' });
      await expectRetry('Threads', failure.heal, () =>
        threads.getByRole('article').or(threads.getByText('No forum threads yet')).first().waitFor(),
      );
      expect(failure.hits()).toBe(1);
    },
    TIMEOUT,
  );

  it(
    'shows a media page whose reviews failed with the reviews block in error, not "No reviews yet"',
    async () => {
      const failure = await failFields('MediaPageQuery', ['Media', 'reviewPreview']);
      await page.goto(`${BASE_URL}/anime/${animeId}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectRetry('Reviews', failure.heal, () => page.getByRole('heading', { name: 'Reviews' }).first().waitFor(), 'No reviews yet');
    },
    TIMEOUT,
  );

  it(
    'stops a search at a page that failed, says so, and goes on after Retry',
    async () => {
      const failure = await failFields('MediaSearchResultsPaginationQuery', ['mediaSearch']);
      await page.goto(`${BASE_URL}/search/anime?sort=POPULARITY_DESC`);
      const results = page.getByTestId('search-results').locator(':scope > [class*="result"]');
      await results.first().waitFor();
      const first = await results.count();
      await page.mouse.wheel(0, 20_000);
      await expectRetry('More results', failure.heal, () => expect.poll(() => results.count(), { timeout: 30_000 }).toBeGreaterThan(first));
    },
    TIMEOUT,
  );

  it(
    "says a member's follow list could not be loaded instead of an empty list",
    async () => {
      const failure = await failFields('FollowListQuery', ['followFeed']);
      await page.goto(`${BASE_URL}/user/${reader.name}/social?view=followers`);
      await expectRetry('Followers', failure.heal, () =>
        page.getByTestId('followers-list').getByRole('link', { name: fan.name }).first().waitFor(),
      );
    },
    TIMEOUT,
  );

  it(
    "says the forum's threads could not be loaded",
    async () => {
      // The route's query brings the first page, which the feed then reads from the store.
      const failure = await failFields('ForumFeedQuery', ['threadFeed']);
      await page.goto(`${BASE_URL}/forum`);
      await expectRetry('Threads', failure.heal, () => page.getByRole('feed').getByRole('article').first().waitFor());
    },
    TIMEOUT,
  );
});
