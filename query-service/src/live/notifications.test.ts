import { PgNotifications } from '@tsuzuki/event-store';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NotificationHub } from './notificationHub.ts';
import { startAccountsStack, type AccountsStack } from '../testing/accountsStack.ts';
import { issueApiToken } from '../testing/apiToken.ts';
import type { Browser } from '../testing/browser.ts';
import { openStream } from '../testing/streams.ts';

// Issue 25, live updates (ADR 70): a member's open page hears of their notifications as the projection makes them,
// on whichever query process its stream landed, and a stream reopened with the last position it was given brings
// exactly what was projected while it was closed.
let stack: AccountsStack;
let other: Awaited<ReturnType<AccountsStack['anotherQueryProcess']>>;

beforeAll(async () => {
  stack = await startAccountsStack('query_live_notifications', { projections: ['users', 'social', 'notifications'] });
  other = await stack.anotherQueryProcess();
}, 60_000);
afterAll(() => stack?.close());

const SUBSCRIBE = `subscription ($after: String) { Notifications(after: $after) {
  position unreadNotificationCount notifications { __typename ... on FollowingNotification { userId } } } }`;
interface Update {
  Notifications: { position: string; unreadNotificationCount: number; notifications: { __typename: string; userId?: number }[] };
}

const follow = (who: Browser, userId: number) =>
  who.gql('mutation ($id: Int) { ToggleFollow(userId: $id) { id } }', { variables: { id: userId } });

/** The same browser (its cookies) on another process, as the balancer may send its stream. */
function sameBrowserOn(base: { browser: () => Browser }, browser: Browser): Browser {
  const there = base.browser();
  for (const [name, value] of browser.cookies) there.cookies.set(name, value);
  return there;
}

it('brings a new notification and the unread count to open streams on either process, and resumes without gaps or repeats', async () => {
  const [ren, aki, mio, kai, sora] = [
    await stack.signUp('Ren'),
    await stack.signUp('Aki'),
    await stack.signUp('Mio'),
    await stack.signUp('Kai'),
    await stack.signUp('Sora'),
  ];
  const here = openStream<Update>(ren.browser, SUBSCRIBE);
  const there = openStream<Update>(sameBrowserOn(other, ren.browser), SUBSCRIBE);
  try {
    // The first update comes at once: nothing new yet, the count as it stands.
    const first = (await here.next()).data!.Notifications;
    expect(first).toMatchObject({ unreadNotificationCount: 0, notifications: [] });
    expect((await there.next()).data!.Notifications).toMatchObject({ unreadNotificationCount: 0, notifications: [] });

    await follow(aki.browser, ren.user.id);
    const live = (await here.next()).data!.Notifications;
    expect(live).toMatchObject({
      unreadNotificationCount: 1,
      notifications: [{ __typename: 'FollowingNotification', userId: aki.user.id }],
    });
    expect((await there.next()).data!.Notifications).toMatchObject({
      unreadNotificationCount: 1,
      notifications: [{ __typename: 'FollowingNotification', userId: aki.user.id }],
    });

    // The page closes; two follows are projected while it is away.
    await here.close();
    await follow(mio.browser, ren.user.id);
    await follow(kai.browser, ren.user.id);
    // The other process's stream, still open, sees them come (one update or two, as the drains fell).
    const seen: number[] = [];
    while (seen.length < 2) for (const n of (await there.next()).data!.Notifications.notifications) seen.push(n.userId!);
    expect(seen).toEqual([mio.user.id, kai.user.id]);

    // Reopened from the last position it was given, on the process where another of Ren's streams is further on:
    // exactly the two it missed, oldest first.
    const resumed = openStream<Update>(sameBrowserOn(other, ren.browser), SUBSCRIBE, { after: live.position });
    const caughtUp = (await resumed.next()).data!.Notifications;
    expect(caughtUp.notifications).toEqual([
      { __typename: 'FollowingNotification', userId: mio.user.id },
      { __typename: 'FollowingNotification', userId: kai.user.id },
    ]);
    expect(caughtUp.unreadNotificationCount).toBe(3);
    await resumed.close();

    // From that update's position: nothing twice.
    const again = openStream<Update>(ren.browser, SUBSCRIBE, { after: caughtUp.position });
    expect((await again.next()).data!.Notifications).toMatchObject({ notifications: [], unreadNotificationCount: 3 });

    // Read in another tab: the open streams hear the count fall, with no new notification.
    await ren.browser.gql('{ Page { notifications(resetNotificationCount: true) { __typename } } }');
    expect((await again.next()).data!.Notifications).toMatchObject({ notifications: [], unreadNotificationCount: 0 });
    await again.close();

    // Another member's notification never reaches Ren's stream.
    await follow(ren.browser, sora.user.id);
    await follow(aki.browser, ren.user.id); // an unfollow: no notification
    await follow(sora.browser, ren.user.id);
    // (The other process's stream heard the read first: updates with no notification in them.)
    let next = (await there.next()).data!.Notifications;
    while (!next.notifications.length) next = (await there.next()).data!.Notifications;
    expect(next.notifications).toEqual([{ __typename: 'FollowingNotification', userId: sora.user.id }]);
  } finally {
    await here.close();
    await there.close();
  }
});

it('serves members only: a guest learns the token is invalid, a page must show its CSRF token, an app its Bearer token', async () => {
  const guest = openStream<Update>(stack.browser(), SUBSCRIBE);
  expect((await guest.next()).errors?.[0]).toMatchObject({ message: 'Invalid token', status: 401 });
  await guest.close();

  const nao = await stack.signUp('Nao');
  const noCsrf = openStream<Update>(nao.browser, SUBSCRIBE, {}, { csrf: false });
  expect((await noCsrf.next()).errors?.[0]?.message).toBe('Forbidden. Invalid CSRF token.');
  await noCsrf.close();

  const token = await issueApiToken(nao.browser);
  const app = openStream<Update>(stack.browser(), SUBSCRIBE, {}, { headers: { authorization: `Bearer ${token.accessToken}` } });
  expect((await app.next()).data?.Notifications).toMatchObject({ unreadNotificationCount: 0, notifications: [] });
  await app.close();
});

it('refuses queries and bad positions on the stream', async () => {
  const yui = await stack.signUp('Yui');
  const query = openStream(yui.browser, '{ Viewer { id } }');
  expect((await query.next()).errors?.[0]?.message).toMatch(/Only subscriptions/);
  await query.close();
  const bad = openStream(yui.browser, SUBSCRIBE, { after: 'yesterday' });
  expect((await bad.next()).errors?.[0]).toMatchObject({ message: 'Validation error.', status: 400 });
  await bad.close();
});

it("serves a member's streams opened together each from its own cursor, a new one's included", async () => {
  const [rin, jun] = [await stack.signUp('Rin'), await stack.signUp('Jun')];
  await follow(jun.browser, rin.user.id);
  const notified = async () =>
    (await rin.browser.gql<{ Page: { notifications: unknown[] } }>('{ Page { notifications { __typename } } }')).body.data?.Page
      .notifications.length;
  await expect.poll(notified).toBe(1);
  const listener = new PgNotifications((stack.pool as unknown as { options: { connectionString: string } }).options.connectionString);
  const hub = new NotificationHub(stack.pool, listener);
  try {
    // A refresh under way: the two streams opened now are served together by the next one, from their own cursors.
    const first = hub.open(jun.user.id, null);
    const fresh = hub.open(rin.user.id, null);
    const fromStart = hub.open(rin.user.id, { transactionId: 0n, position: 0n });
    expect((await fresh.next()).value).toMatchObject({ ids: [] });
    expect((await fromStart.next()).value?.ids).toHaveLength(1);
    await Promise.all([first.return!(), fresh.return!(), fromStart.return!()]);
  } finally {
    hub.close();
    await listener.close();
  }
});
