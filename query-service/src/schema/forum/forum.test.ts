import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaAdded } from '@tsuzuki/command-service/catalogue/testData';
import { SYSTEM } from '@tsuzuki/command-service/testing/env';
import { startAccountsStack, type AccountsStack } from '../../testing/accountsStack.ts';
import type { Browser } from '../../testing/browser.ts';
import { until } from '../../testing/lists.ts';

// The forum over the real command-service and projections: a thread with nested comments, likes, a locked tree that
// stops a member's reply, views, reports, and the notifications arriving; every mutation answers with its change.
let stack: AccountsStack;
type Member = Awaited<ReturnType<AccountsStack['signUp']>>;
let aki: Member;
let ren: Member;
let sora: Member;
let haruto: Member;

beforeAll(async () => {
  // Every view is recorded at once, so that the test can wait for it.
  process.env.THREAD_VIEWS_FLUSH_MS = '0';
  stack = await startAccountsStack('query_forum', { projections: ['users', 'media', 'forum', 'notifications'] });
  [aki, ren, sora, haruto] = [
    await stack.signUp('Aki'),
    await stack.signUp('Ren'),
    await stack.signUp('Sora'),
    await stack.signUp('Haruto'),
  ];
  await stack.env.bus.execute('SetModeratorRoles', { userId: haruto.user.id, moderatorRoles: ['COMMUNITY'] }, { actor: SYSTEM });
  await stack.env.bus.execute('AddMedia', { ...mediaAdded(701), status: 'FINISHED' }, { actor: SYSTEM });
  await until(async () => (await stack.pool.query('SELECT 1 FROM rm_media.media WHERE id = 701')).rowCount === 1);
}, 60_000);
afterAll(async () => {
  delete process.env.THREAD_VIEWS_FLUSH_MS;
  await stack?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- responses read by path; each document says its shape
const gql = <T = Record<string, any>>(browser: Browser, query: string, variables: Record<string, unknown> = {}) =>
  browser.gql<T>(query, { variables });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- responses read by path; each document says its shape
const ok = async <T = Record<string, any>>(browser: Browser, query: string, variables: Record<string, unknown> = {}) => {
  const res = await gql<T>(browser, query, variables);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!;
};

const COMMENT =
  'mutation ($t: Int, $p: Int, $c: String) { SaveThreadComment(threadId: $t, parentCommentId: $p, comment: $c) { id threadId user { name } } }';
const NOTIFICATIONS = `{ Page(perPage: 15) { notifications(type_in: [THREAD_COMMENT_MENTION, THREAD_COMMENT_REPLY, THREAD_SUBSCRIBED, THREAD_COMMENT_LIKE, THREAD_LIKE]) {
  __typename ... on ThreadCommentMentionNotification { commentId context user { name } thread { id } }
  ... on ThreadCommentReplyNotification { commentId user { name } } ... on ThreadCommentSubscribedNotification { commentId user { name } }
  ... on ThreadCommentLikeNotification { commentId user { name } } ... on ThreadLikeNotification { threadId user { name } } } } }`;
const notes = async (m: Member) => (await ok(m.browser, NOTIFICATIONS)).Page.notifications as Record<string, unknown>[];

describe('the forum over GraphQL', () => {
  let threadId = 0;
  let c1 = 0;
  let c2 = 0;
  let c3 = 0;
  let modReply = 0;

  it('creates a thread in categories and about a media; the author is subscribed', async () => {
    const res = await ok(
      aki.browser,
      `mutation ($title: String, $body: String) { SaveThread(title: $title, body: $body, categories: [1, 7], mediaCategories: [701]) {
      id title html: body(asHtml: true) categories { id name } mediaCategories { id } isSubscribed replyCount user { name } siteUrl } }`,
      { title: 'Best openings of the season', body: 'Share **yours**.' },
    );
    threadId = res.SaveThread.id;
    expect(res.SaveThread).toMatchObject({
      title: 'Best openings of the season',
      categories: [
        { id: 1, name: 'Anime' },
        { id: 7, name: 'General' },
      ],
      mediaCategories: [{ id: 701 }],
      isSubscribed: true,
      replyCount: 0,
      user: { name: 'Aki' },
    });
    expect(res.SaveThread.html).toContain('<strong>yours</strong>');
    const guest = await gql(stack.browser(), 'mutation { SaveThread(title: "x", body: "y") { id } }');
    expect(guest.body.errors?.[0]).toMatchObject({ status: 401 });
  });

  it("nests replies: a thread's comments carry their replies as the childComments tree", async () => {
    c1 = (await ok(ren.browser, COMMENT, { t: threadId, c: 'Mine is the first one, @Aki' })).SaveThreadComment.id;
    c2 = (await ok(sora.browser, COMMENT, { t: threadId, p: c1, c: 'Agreed' })).SaveThreadComment.id;
    const third = await ok(aki.browser, COMMENT, { p: c2, c: 'Same' });
    c3 = third.SaveThreadComment.id;
    expect(third.SaveThreadComment).toEqual({ id: c3, threadId, user: { name: 'Aki' } });
    const page = await ok(
      aki.browser,
      'query ($t: Int) { Page(perPage: 15) { threadComments(threadId: $t) { id comment childComments } } }',
      { t: threadId },
    );
    expect(page.Page.threadComments).toHaveLength(1);
    expect(page.Page.threadComments[0]).toMatchObject({
      id: c1,
      comment: 'Mine is the first one, @Aki',
      childComments: [
        {
          id: c2,
          comment: 'Agreed',
          user: { name: 'Sora' },
          likeCount: 0,
          isLiked: false,
          isLocked: false,
          childComments: [{ id: c3, comment: 'Same', user: { name: 'Aki' }, childComments: null }],
        },
      ],
    });
    const card = await ok(
      sora.browser,
      'query ($id: Int) { Thread(id: $id) { replyCount replyCommentId replyUser { name } isSubscribed } }',
      { id: threadId },
    );
    expect(card.Thread).toEqual({ replyCount: 3, replyCommentId: c3, replyUser: { name: 'Aki' }, isSubscribed: true });
  });

  it('likes threads and comments through ToggleLikeV2 and ToggleLike', async () => {
    const thread = await ok(
      ren.browser,
      'mutation ($id: Int) { ToggleLikeV2(id: $id, type: THREAD) { ... on Thread { id likeCount isLiked likes { name } } } }',
      { id: threadId },
    );
    expect(thread.ToggleLikeV2).toEqual({ id: threadId, likeCount: 1, isLiked: true, likes: [{ name: 'Ren' }] });
    const comment = await ok(
      aki.browser,
      'mutation ($id: Int) { ToggleLikeV2(id: $id, type: THREAD_COMMENT) { ... on ThreadComment { id likeCount isLiked } } }',
      { id: c2 },
    );
    expect(comment.ToggleLikeV2).toEqual({ id: c2, likeCount: 1, isLiked: true });
    const likers = await ok(ren.browser, 'mutation ($id: Int) { ToggleLike(id: $id, type: THREAD_COMMENT) { name } }', { id: c3 });
    expect(likers.ToggleLike).toEqual([{ name: 'Ren' }]);
  });

  it('tells the author, the replied-to and the subscribers', async () => {
    await until(async () => (await notes(sora)).length === 2);
    expect(await notes(sora)).toEqual([
      { __typename: 'ThreadCommentLikeNotification', commentId: c2, user: { name: 'Aki' } },
      { __typename: 'ThreadCommentReplyNotification', commentId: c3, user: { name: 'Aki' } },
    ]);
    await until(async () => (await notes(aki)).length === 5);
    expect((await notes(aki)).map((n) => n.__typename)).toEqual([
      'ThreadCommentLikeNotification',
      'ThreadLikeNotification',
      'ThreadCommentSubscribedNotification',
      'ThreadCommentMentionNotification',
      'ThreadCommentSubscribedNotification',
    ]);
    expect((await notes(aki))[3]).toEqual({
      __typename: 'ThreadCommentMentionNotification',
      commentId: c1,
      context: ' mentioned you, in the forum thread ',
      user: { name: 'Ren' },
      thread: { id: threadId },
    });
  });

  it("lets a community moderator lock a comment tree: a member's reply and the author's edit are refused there, the moderator's reply is not", async () => {
    const lock = await gql(sora.browser, 'mutation ($id: Int) { SaveThreadComment(id: $id, locked: true) { id } }', { id: c1 });
    expect(lock.body.errors?.[0]).toMatchObject({ status: 403 });
    const locked = await ok(haruto.browser, 'mutation ($id: Int) { SaveThreadComment(id: $id, locked: true) { id isLocked } }', { id: c1 });
    expect(locked.SaveThreadComment).toEqual({ id: c1, isLocked: true });
    const reply = await gql(sora.browser, COMMENT, { p: c1, c: 'Let me in' });
    expect(reply.body.errors?.[0]).toMatchObject({ status: 403, message: 'This comment tree is locked.' });
    const edit = await gql(ren.browser, 'mutation ($id: Int) { SaveThreadComment(id: $id, comment: "Edited") { id } }', { id: c1 });
    expect(edit.body.errors?.[0]).toMatchObject({ status: 403, message: 'This comment tree is locked.' });
    modReply = (await ok(haruto.browser, COMMENT, { p: c1, c: 'Locked, please keep it civil.' })).SaveThreadComment.id;
    const tree = await ok(sora.browser, 'query ($id: Int) { ThreadComment(id: $id) { isLocked childComments } }', { id: c1 });
    expect(tree.ThreadComment[0].isLocked).toBe(true);
    expect(tree.ThreadComment[0].childComments.map((c: { id: number }) => c.id)).toEqual([c2, modReply]);
  });

  it('counts views of the thread page in batches', async () => {
    await ok(sora.browser, 'query ($id: Int) { Thread(id: $id) { id } }', { id: threadId });
    await until(async () => (await ok(sora.browser, '{ Page { threads(userId: null) { id viewCount } } }')).Page.threads[0].viewCount >= 2);
  });

  it('finds threads by category, media, search, author and subscription', async () => {
    const find = async (browser: Browser, args: string) =>
      (await ok(browser, `{ Page { threads(${args}) { id } } }`)).Page.threads.map((t: { id: number }) => t.id);
    expect(await find(sora.browser, 'categoryId: 7')).toEqual([threadId]);
    expect(await find(sora.browser, 'categoryId: 2')).toEqual([]);
    expect(await find(sora.browser, 'mediaCategoryId: 701, sort: [REPLIED_AT_DESC]')).toEqual([threadId]);
    expect(await find(sora.browser, 'search: "OPENINGS", sort: [SEARCH_MATCH]')).toEqual([threadId]);
    expect(await find(sora.browser, `replyUserId: ${haruto.user.id}`)).toEqual([threadId]);
    expect(await find(sora.browser, 'subscribed: true')).toEqual([threadId]);
    const off = await ok(
      sora.browser,
      'mutation ($id: Int) { ToggleThreadSubscription(threadId: $id, subscribe: false) { isSubscribed } }',
      { id: threadId },
    );
    expect(off.ToggleThreadSubscription).toEqual({ isSubscribed: false });
    expect(await find(sora.browser, 'subscribed: true')).toEqual([]);
  });

  it("takes reports of others' comments only", async () => {
    expect(
      (await ok(sora.browser, 'mutation ($id: Int) { ReportThreadComment(id: $id, reason: "Spoilers") }', { id: c1 })).ReportThreadComment,
    ).toBe(true);
    const own = await gql(ren.browser, 'mutation ($id: Int) { ReportThreadComment(id: $id, reason: "x") }', { id: c1 });
    expect(own.body.errors?.[0]).toMatchObject({ status: 403, message: 'You cannot report yourself or your own content.' });
    // One report model (ADR 21): a report of the comment's author, with the comment's link and text.
    const { events } = await stack.env.store.readStream(`reports-${ren.user.id}`);
    expect(events.map((e) => e.data)).toEqual([
      expect.objectContaining({
        reporterId: sora.user.id,
        objectType: 'THREAD_COMMENT',
        objectId: c1,
        reason: `Spoilers\n\n/forum/thread/${threadId}/comment/${c1}\n\n> Mine is the first one, @Aki`,
      }),
    ]);
  });

  it('deletes a comment with its replies, then the thread, taking their notifications along', async () => {
    expect(
      (await ok(sora.browser, 'mutation ($id: Int) { DeleteThreadComment(id: $id) { deleted } }', { id: c2 })).DeleteThreadComment,
    ).toEqual({ deleted: true });
    const card = await ok(aki.browser, 'query ($id: Int) { Thread(id: $id) { replyCount } }', { id: threadId });
    expect(card.Thread.replyCount).toBe(2);
    // Sora keeps only the moderator's comment in the thread they had commented in.
    await until(async () => (await notes(sora)).length === 1);
    expect(await notes(sora)).toEqual([
      { __typename: 'ThreadCommentSubscribedNotification', commentId: modReply, user: { name: 'Haruto' } },
    ]);
    const refused = await gql(ren.browser, 'mutation ($id: Int) { DeleteThread(id: $id) { deleted } }', { id: threadId });
    expect(refused.body.errors?.[0]).toMatchObject({ status: 403 });
    await ok(aki.browser, 'mutation ($id: Int) { DeleteThread(id: $id) { deleted } }', { id: threadId });
    expect((await gql(aki.browser, 'query ($id: Int) { Thread(id: $id) { id } }', { id: threadId })).body.errors?.[0]).toMatchObject({
      status: 404,
    });
    expect(await notes(aki)).toEqual([]);
  });
});
