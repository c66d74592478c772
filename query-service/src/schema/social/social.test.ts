import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../../testing/browser.ts';
import { startAccountsStack, type AccountsStack } from '../../testing/accountsStack.ts';
import { mediaAdded } from '@tsuzuki/command-service/catalogue/testData';

// Activities, replies, likes, follows, blocks and notifications over the real command-service and projections: a
// mutation answers with what it changed, and the other member's next query already shows it.
let stack: AccountsStack;
type Member = Awaited<ReturnType<AccountsStack['signUp']>>;
let aki: Member;
let ren: Member;
let sora: Member;

beforeAll(async () => {
  stack = await startAccountsStack('query_social', { projections: ['users', 'lists', 'activities', 'social', 'notifications', 'media'] });
  [aki, ren, sora] = [await stack.signUp('Aki'), await stack.signUp('Ren'), await stack.signUp('Sora')];
}, 60_000);
afterAll(() => stack?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- responses read by path; each document says its shape
const gql = <T = Record<string, any>>(browser: Browser, query: string, variables: Record<string, unknown> = {}) =>
  browser.gql<T>(query, { variables });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- responses read by path; each document says its shape
const ok = async <T = Record<string, any>>(browser: Browser, query: string, variables: Record<string, unknown> = {}) => {
  const res = await gql<T>(browser, query, variables);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!;
};

const FEED = `query ($following: Boolean) { Page(perPage: 25) { activities(isFollowing: $following, sort: [ID_DESC]) {
  __typename ... on TextActivity { id text userId likeCount replyCount isLiked isSubscribed }
  ... on MessageActivity { id message recipientId messengerId isPrivate } } } }`;
const NOTIFICATIONS = `query ($reset: Boolean) { Page(perPage: 15) { notifications(resetNotificationCount: $reset) {
  __typename ... on FollowingNotification { userId context } ... on ActivityMentionNotification { userId activityId context }
  ... on ActivityLikeNotification { userId activityId } ... on ActivityReplyNotification { userId activityId }
  ... on ActivityMessageNotification { userId activityId } } } }`;
const unread = async (m: Member) =>
  (await ok<{ Viewer: { unreadNotificationCount: number } }>(m.browser, '{ Viewer { unreadNotificationCount } }')).Viewer
    .unreadNotificationCount;

describe('the social half over GraphQL', () => {
  let statusId = 0;

  it('follows a member, who then counts a follower and hears of it', async () => {
    const res = await ok(aki.browser, 'mutation ($id: Int) { ToggleFollow(userId: $id) { id name isFollowing isFollower } }', {
      id: ren.user.id,
    });
    expect(res.ToggleFollow).toEqual({ id: ren.user.id, name: 'Ren', isFollowing: true, isFollower: false });
    const followers = await ok(ren.browser, 'query ($id: Int!) { Page { followers(userId: $id) { name isFollower } } }', {
      id: ren.user.id,
    });
    expect(followers.Page.followers).toEqual([{ name: 'Aki', isFollower: true }]);
    await expect.poll(() => unread(ren)).toBe(1);
  });

  it('shows the list entries of followed members on a media (isFollowing)', async () => {
    await stack.env.bus.execute('AddMedia', { ...mediaAdded(501), status: 'FINISHED' }, { actor: { kind: 'system' } });
    await expect.poll(async () => (await stack.pool.query('SELECT 1 FROM rm_media.media WHERE id = 501')).rowCount).toBe(1);
    await ok(ren.browser, 'mutation { SaveMediaListEntry(mediaId: 501, status: COMPLETED) { id } }');
    await ok(sora.browser, 'mutation { SaveMediaListEntry(mediaId: 501, status: PLANNING) { id } }');
    const query = '{ Page { mediaList(mediaId: 501, isFollowing: true) { user { name } status } } }';
    expect((await ok(aki.browser, query)).Page.mediaList).toEqual([{ user: { name: 'Ren' }, status: 'COMPLETED' }]);
  });

  it('posts a status with a mention; the follower sees it in the following feed and the mentioned member hears of it', async () => {
    const posted = await ok(
      ren.browser,
      'mutation ($t: String) { SaveTextActivity(text: $t) { id text html: text(asHtml: true) userId isSubscribed } }',
      { t: 'Watching **Frieren** with @Aki <script>alert(1)</script>' },
    );
    statusId = posted.SaveTextActivity.id;
    expect(posted.SaveTextActivity).toMatchObject({ userId: ren.user.id, isSubscribed: true });
    expect(posted.SaveTextActivity.html).toContain('<strong>Frieren</strong>');
    expect(posted.SaveTextActivity.html).toContain('/user/Aki');
    expect(posted.SaveTextActivity.html).not.toContain('<script');
    const feed = await ok(aki.browser, FEED, { following: true });
    expect(feed.Page.activities.map((a: { id: number }) => a.id)).toContain(statusId);
    // Sora follows nobody: their following feed holds only their own activity (a list entry), not Ren's status.
    const soraFeed = (await ok(sora.browser, FEED, { following: true })).Page.activities;
    expect(soraFeed).toEqual([{ __typename: 'ListActivity' }]);
    await expect
      .poll(async () => (await ok(aki.browser, NOTIFICATIONS)).Page.notifications)
      .toEqual([
        {
          __typename: 'ActivityMentionNotification',
          userId: ren.user.id,
          activityId: statusId,
          context: ' mentioned you in their activity.',
        },
      ]);
  });

  it('likes and replies; counts move, the author hears of both, the replier is subscribed', async () => {
    const liked = await ok(
      aki.browser,
      'mutation ($id: Int) { ToggleLikeV2(id: $id, type: ACTIVITY) { ... on TextActivity { likeCount isLiked likes { name } } } }',
      { id: statusId },
    );
    expect(liked.ToggleLikeV2).toEqual({ likeCount: 1, isLiked: true, likes: [{ name: 'Aki' }] });
    const reply = await ok(
      aki.browser,
      'mutation ($a: Int, $t: String) { SaveActivityReply(activityId: $a, text: $t) { id activityId text user { name } } }',
      { a: statusId, t: 'Same here!' },
    );
    expect(reply.SaveActivityReply).toMatchObject({ activityId: statusId, text: 'Same here!', user: { name: 'Aki' } });
    const card = await ok(
      aki.browser,
      'query ($id: Int) { Activity(id: $id) { ... on TextActivity { replyCount isSubscribed replies { text } } } }',
      { id: statusId },
    );
    expect(card.Activity).toEqual({ replyCount: 1, isSubscribed: true, replies: [{ text: 'Same here!' }] });
    await expect
      .poll(async () => (await ok(ren.browser, NOTIFICATIONS)).Page.notifications.map((n: { __typename: string }) => n.__typename))
      .toEqual(['ActivityReplyNotification', 'ActivityLikeNotification', 'FollowingNotification']);
    // Unliking takes the like back, and its notification with it.
    await ok(aki.browser, 'mutation ($id: Int) { ToggleLikeV2(id: $id, type: ACTIVITY) { ... on TextActivity { likeCount } } }', {
      id: statusId,
    });
    await expect.poll(async () => (await ok(ren.browser, NOTIFICATIONS)).Page.notifications.length).toBe(2);
  });

  it('resets the unread count when the notifications are read', async () => {
    expect(await unread(ren)).toBe(2);
    await ok(ren.browser, NOTIFICATIONS, { reset: true });
    expect(await unread(ren)).toBe(0);
  });

  it('shows a private message to the pair only', async () => {
    const sent = await ok(
      sora.browser,
      'mutation ($to: Int, $m: String) { SaveMessageActivity(recipientId: $to, message: $m, private: true) { id isPrivate recipientId messengerId } }',
      { to: ren.user.id, m: 'A secret' },
    );
    const id = sent.SaveMessageActivity.id;
    expect(sent.SaveMessageActivity).toMatchObject({ isPrivate: true, recipientId: ren.user.id, messengerId: sora.user.id });
    const query = 'query ($id: Int) { Activity(id: $id) { ... on MessageActivity { message } } }';
    expect((await ok(ren.browser, query, { id })).Activity).toEqual({ message: 'A secret' });
    expect((await gql(aki.browser, query, { id })).body.errors?.[0]).toMatchObject({ status: 404 });
    expect((await gql(stack.browser(), query, { id })).body.errors?.[0]).toMatchObject({ status: 404 });
  });

  it('keeps a blocked member from messaging, replying to and following the blocker', async () => {
    const blocked = await ok(ren.browser, 'mutation ($id: Int) { ToggleUserBlock(userId: $id) { name isBlocked } }', { id: sora.user.id });
    expect(blocked.ToggleUserBlock).toEqual({ name: 'Sora', isBlocked: true });
    const message = await gql(sora.browser, 'mutation ($to: Int) { SaveMessageActivity(recipientId: $to, message: "hi") { id } }', {
      to: ren.user.id,
    });
    expect(message.body.errors?.[0]).toMatchObject({ status: 403, message: 'This user has blocked you.' });
    const follow = await gql(sora.browser, 'mutation ($id: Int) { ToggleFollow(userId: $id) { id } }', { id: ren.user.id });
    expect(follow.body.errors?.[0]).toMatchObject({ status: 403 });
    const reply = await gql(sora.browser, 'mutation ($a: Int) { SaveActivityReply(activityId: $a, text: "x") { id } }', { a: statusId });
    expect(reply.body.errors?.[0]).toMatchObject({ status: 403, message: 'This user has blocked you.' });
    // Nothing of the refused commands reached the read models; and Ren no longer sees what the blocked Sora wrote.
    const messages = await stack.pool.query("SELECT id FROM rm_activities.activities WHERE type = 'MESSAGE' AND user_id = $1", [
      ren.user.id,
    ]);
    expect(messages.rowCount).toBe(1);
    expect(
      (await ok(ren.browser, `{ Page { activities(userId: ${ren.user.id}, type: MESSAGE) { ... on MessageActivity { id } } } }`)).Page
        .activities,
    ).toEqual([]);
  });

  // Issue 20: a blocked member could still subscribe to the blocker's activity, comment in their thread and rate
  // their review; a block now stops every interaction, either way (ADR 26).
  it("keeps a blocked member from subscribing to the blocker's activity, commenting in their thread and rating their review", async () => {
    const asRen = { actor: { kind: 'user' as const, id: ren.user.id, moderatorRoles: [], donatorTier: 0 } };
    const threadId = (
      await stack.env.bus.execute('SaveThread', { title: 'Favourite openings', body: 'Share yours.', categories: [1] }, asRen)
    ).ids.threadId!;
    const reviewId = (
      await stack.env.bus.execute(
        'SaveReview',
        {
          mediaId: 501,
          summary: 'A patient, rewarding story about growing up.',
          body: 'A long and thoughtful review. '.repeat(80),
          score: 80,
        },
        asRen,
      )
    ).ids.reviewId!;
    const refused = async (browser: Browser, query: string, variables: Record<string, unknown>, message = 'This user has blocked you.') =>
      expect((await gql(browser, query, variables)).body.errors?.[0]).toMatchObject({ status: 403, message });
    await refused(sora.browser, 'mutation ($a: Int) { ToggleActivitySubscription(activityId: $a, subscribe: true) { __typename } }', {
      a: statusId,
    });
    await refused(sora.browser, 'mutation ($t: Int) { SaveThreadComment(threadId: $t, comment: "Mine is Gurenge") { id } }', {
      t: threadId,
    });
    await refused(sora.browser, 'mutation ($t: Int) { ToggleThreadSubscription(threadId: $t, subscribe: true) { id } }', { t: threadId });
    await refused(sora.browser, 'mutation ($r: Int) { RateReview(reviewId: $r, rating: DOWN_VOTE) { id } }', { r: reviewId });
    // The blocker does not reach the member they blocked either.
    await refused(
      ren.browser,
      'mutation ($to: Int) { SaveMessageActivity(recipientId: $to, message: "hi") { id } }',
      { to: sora.user.id },
      'You have blocked this user.',
    );
    const card = await ok(sora.browser, 'query ($id: Int) { Activity(id: $id) { ... on TextActivity { isSubscribed } } }', {
      id: statusId,
    });
    expect(card.Activity).toEqual({ isSubscribed: false });
    expect((await stack.pool.query('SELECT count(*)::int AS n FROM rm_social.blocks WHERE user_id = $1', [ren.user.id])).rows).toEqual([
      { n: 1 },
    ]);
  });

  it("does not tell the blocker of a blocked member's mention", async () => {
    await ok(sora.browser, 'mutation { SaveTextActivity(text: "Hello @Ren") { id } }');
    // Aki's mention comes after Sora's in the log: once Ren hears of it, Sora's has been projected too.
    const {
      SaveTextActivity: { id },
    } = await ok(aki.browser, 'mutation { SaveTextActivity(text: "Hello @Ren") { id } }');
    await expect
      .poll(async () =>
        (await ok(ren.browser, NOTIFICATIONS)).Page.notifications.filter(
          (n: { __typename: string }) => n.__typename === 'ActivityMentionNotification',
        ),
      )
      .toEqual([
        { __typename: 'ActivityMentionNotification', userId: aki.user.id, activityId: id, context: ' mentioned you in their activity.' },
      ]);
  });

  it("deletes one's own status; its replies and notifications go with it", async () => {
    const refused = await gql(aki.browser, 'mutation ($id: Int) { DeleteActivity(id: $id) { deleted } }', { id: statusId });
    expect(refused.body.errors?.[0]).toMatchObject({ status: 403 });
    expect((await ok(ren.browser, 'mutation ($id: Int) { DeleteActivity(id: $id) { deleted } }', { id: statusId })).DeleteActivity).toEqual(
      { deleted: true },
    );
    expect(
      (await gql(aki.browser, 'query ($id: Int) { Activity(id: $id) { __typename } }', { id: statusId })).body.errors?.[0],
    ).toMatchObject({ status: 404 });
    await expect.poll(async () => (await ok(aki.browser, NOTIFICATIONS)).Page.notifications).toEqual([]);
  });

  it('refuses guests', async () => {
    const res = await gql(stack.browser(), 'mutation { SaveTextActivity(text: "hello") { id } }');
    expect(res.body.errors?.[0]).toMatchObject({ status: 401 });
  });
});

describe('activity history', () => {
  it("counts a member's own activities per day for the heatmap", async () => {
    const { browser, user } = await stack.signUp('Heatmap');
    await ok(browser, 'mutation { a: SaveTextActivity(text: "one") { id } }');
    await ok(browser, 'mutation { b: SaveTextActivity(text: "two") { id } }');
    const res = await ok(browser, 'query ($id: Int) { User(id: $id) { stats { activityHistory { date amount level } } } }', {
      id: user.id,
    });
    const today = Math.floor(Date.now() / 86_400_000) * 86_400;
    expect(res.User.stats.activityHistory).toEqual([{ date: today, amount: 2, level: 10 }]);
  });
});
