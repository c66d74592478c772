import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../../testing/browser.ts';
import { startListStack, until, type ListStack } from '../../testing/lists.ts';
import { SESSION_COOKIE } from '../../accounts/cookies.ts';
import { ANSWER_CACHE_HEADER } from './lookup.ts';

// The answer cache over the real command path: a member's change reaches a guest's next answer and the member's own,
// a member's answers are served to that member alone, and a thread page served from it still counts its view.
let stack: ListStack;
type Member = Awaited<ReturnType<ListStack['signUp']>>;
let aki: Member;
let guest: Browser;

beforeAll(async () => {
  // Every view is recorded at once, so that the test can wait for it.
  process.env.THREAD_VIEWS_FLUSH_MS = '0';
  stack = await startListStack('query_answer_cache_stack', {
    alsoProjections: ['forum', 'social', 'notifications'],
    answerCache: { maxBytes: 1024 * 1024, entryBytes: 64 * 1024, clockTtlMs: 1000 },
  });
  aki = await stack.signUp('Aki');
  await stack.addMedia([{ id: 501 }]);
  guest = stack.browser();
  await stack.answers!.generations.ready;
}, 60_000);
afterAll(async () => {
  delete process.env.THREAD_VIEWS_FLUSH_MS;
  await stack?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- responses read by path; each document says its shape
async function ask<T = Record<string, any>>(browser: Browser, query: string, variables: Record<string, unknown> = {}) {
  const res = await browser.gql<T>(query, { variables });
  expect(res.body.errors).toBeUndefined();
  return { cache: res.headers.get(ANSWER_CACHE_HEADER), data: res.body.data! };
}

const LIST = 'query ($name: String) { MediaListCollection(userName: $name, type: ANIME) { lists { entries { mediaId status } } } }';
const entries = (data: { MediaListCollection: { lists: { entries: unknown[] }[] } }) =>
  data.MediaListCollection.lists.flatMap((l) => l.entries);

/**
 * Asks until the cache answers: the projection worker may announce an unrelated drain or a recompute (trending, after
 * the media were added) between two asks, and each announcement rightly makes the next ask a miss. Returns the
 * number of asks and the served answer.
 */
async function untilHit(browser: Browser, query: string, variables: Record<string, unknown>) {
  for (let asks = 1; ; asks++) {
    const answer = await ask(browser, query, variables);
    if (answer.cache === 'hit') return { asks, answer };
    expect(answer.cache).toBe('miss');
    if (asks >= 50) throw new Error('never served from the cache');
  }
}

describe('the answer cache over the command path', () => {
  it("answers a guest from the cache until a member's change lands", async () => {
    const first = await ask(guest, LIST, { name: 'Aki' });
    expect(first.cache).toBe('miss');
    expect((await untilHit(guest, LIST, { name: 'Aki' })).answer).toEqual({ ...first, cache: 'hit' });

    await ask(aki.browser, 'mutation { SaveMediaListEntry(mediaId: 501, status: CURRENT) { id } }');
    // The mutation waited for its read models (read-your-writes): the guest's next answer already has the entry.
    const after = await ask(guest, LIST, { name: 'Aki' });
    expect(after.cache).toBe('miss');
    expect(entries(after.data as never)).toEqual([{ mediaId: 501, status: 'CURRENT' }]);
    expect((await untilHit(guest, LIST, { name: 'Aki' })).answer.data).toEqual(after.data);
  });

  it("keeps a member's answers for that member alone, private entries and all, and their own change lands at once", async () => {
    const bea = await stack.signUp('Bea');
    await stack.addMedia([{ id: 502 }]);
    await ask(aki.browser, 'mutation { SaveMediaListEntry(mediaId: 502, status: PLANNING, private: true) { id } }');
    const own = await untilHit(aki.browser, LIST, { name: 'Aki' });
    expect(entries(own.answer.data as never)).toContainEqual({ mediaId: 502, status: 'PLANNING' });
    // The same document and variables: another member and a guest never get Aki's copy with the private entry.
    for (const other of [bea.browser, guest]) {
      const seen = await untilHit(other, LIST, { name: 'Aki' });
      expect(entries(seen.answer.data as never)).not.toContainEqual({ mediaId: 502, status: 'PLANNING' });
    }
    // A served copy is still private to the browser that asked.
    const res = await aki.browser.gql(LIST, { variables: { name: 'Aki' } });
    expect(res.headers.get(ANSWER_CACHE_HEADER)).toBe('hit');
    expect(res.headers.get('cache-control')).toBe('no-store');

    await ask(aki.browser, 'mutation { SaveMediaListEntry(mediaId: 502, status: COMPLETED, private: true) { id } }');
    const after = await ask(aki.browser, LIST, { name: 'Aki' });
    expect(after.cache).toBe('miss');
    expect(entries(after.data as never)).toContainEqual({ mediaId: 502, status: 'COMPLETED' });
  });

  it("marks a member's notifications read whenever a new one is shown, served copies or not", async () => {
    const inbox = '{ Page { notifications(resetNotificationCount: true) { __typename } } }';
    const unread = async () =>
      (await aki.browser.gql<{ Viewer: { unreadNotificationCount: number } }>('{ Viewer { unreadNotificationCount } }')).body.data!.Viewer
        .unreadNotificationCount;
    for (const name of ['Cleo', 'Dai']) {
      const follower = await stack.signUp(name);
      await ask(follower.browser, 'mutation ($id: Int) { ToggleFollow(userId: $id) { id } }', { id: aki.user.id });
      await until(async () => (await unread()) > 0);
      // The notification moved the read model: the inbox is executed again, and marks it read.
      const shown = await ask(aki.browser, inbox);
      expect(shown.cache).toBe('miss');
      expect(shown.data.Page.notifications[0]).toEqual({ __typename: 'FollowingNotification' });
      await until(async () => (await unread()) === 0);
      // With nothing new, a served copy is what an execution would answer, and marks nothing either way.
      await untilHit(aki.browser, inbox, {});
    }
  });

  it('bypasses the cache for a login that names no live session', async () => {
    const stale = stack.browser();
    stale.cookies.set(SESSION_COOKIE, 'no-such-session');
    expect((await ask(stale, LIST, { name: 'Aki' })).cache).toBe('bypass');
  });

  it('counts the view of a thread page served from the cache', async () => {
    const created = await ask(aki.browser, 'mutation { SaveThread(title: "Cached openings", body: "Yours?", categories: [7]) { id } }');
    const id = created.data.SaveThread.id as number;
    const page = 'query ($id: Int) { Thread(id: $id) { id title } }';
    expect((await ask(guest, page, { id })).cache).toBe('miss');
    const { asks } = await untilHit(guest, page, { id });
    // Every guest's view is recorded, the last one served from the cache (read by a member, past the cache).
    await until(async () => {
      const { data } = await ask(aki.browser, '{ Page { threads(userId: null) { id viewCount } } }');
      return data.Page.threads.find((t: { id: number }) => t.id === id)?.viewCount >= asks + 1;
    });
  });
});
