import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityStream, commentTreeStream, socialStream, threadStream, type DomainEvent } from '@tsuzuki/events';
import { openTestEnv, type TestEnv } from '../../testing/env.ts';
import { verify } from '../../verify/verify.ts';
import { notifications } from './index.ts';

// Issue 20: the deciders refuse what would reach a member across a block (ADR 26); what still names them (a mention,
// a reply in a third member's activity or thread they are subscribed to) must not notify them either, whoever made
// the block. Aki (1) blocks Ren (2); Sora (3) owns the activity and the thread both write in.
const AKI = 1;
const REN = 2;
const SORA = 3;

let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv('rm_notifications_blocks');
});
afterAll(async () => env?.drop());

const status = (activityId: number, userId: number, mentions: number[] = []): DomainEvent => ({
  type: 'TextActivityPosted',
  data: { activityId, userId, text: `Status ${activityId}`, mentions },
});
const reply = (activityId: number, replyId: number, userId: number, mentions: number[] = []): DomainEvent => ({
  type: 'ActivityReplyPosted',
  data: { activityId, ownerId: SORA, replyId, userId, text: `Reply ${replyId}`, mentions },
});
const comment = (commentId: number, userId: number, mentions: number[] = []): DomainEvent => ({
  type: 'ThreadCommentPosted',
  data: {
    threadId: 30,
    rootCommentId: commentId,
    commentId,
    parentCommentId: null,
    parentUserId: null,
    userId,
    comment: `Comment ${commentId}`,
    mentions,
  },
});
const heard = async (userId: number) =>
  (
    await env.rows<{ n: string }>(
      "SELECT type || ' ' || context_key AS n FROM rm_notifications.notifications WHERE user_id = $1 ORDER BY id",
      [userId],
    )
  ).map((r) => r.n);

describe('notifications across a block', () => {
  it("a blocked member's mentions and replies in a third member's activity or thread do not reach the blocker, nor the blocker's them", async () => {
    // Before the block, Aki and Ren both follow Sora's status and thread (their replies and comments subscribed them).
    await env.append(activityStream(10), [status(10, SORA)]);
    await env.append(activityStream(10), [
      reply(10, 100, AKI),
      { type: 'ActivitySubscribed', data: { activityId: 10, ownerId: SORA, userId: AKI } },
    ]);
    await env.append(activityStream(10), [
      reply(10, 101, REN),
      { type: 'ActivitySubscribed', data: { activityId: 10, ownerId: SORA, userId: REN } },
    ]);
    await env.append(threadStream(30), [
      {
        type: 'ThreadCreated',
        data: {
          threadId: 30,
          userId: SORA,
          title: 'Openings',
          body: 'Share yours.',
          categories: [1],
          mediaCategories: [],
          isSticky: false,
          isLocked: false,
        },
      },
    ]);
    await env.append(commentTreeStream(300), [comment(300, AKI)]);
    await env.append(commentTreeStream(301), [comment(301, REN)]);
    await env.project(notifications);
    const before = { aki: await heard(AKI), ren: await heard(REN) };
    expect(before.aki).toEqual(['ACTIVITY_REPLY_SUBSCRIBED reply:101', 'THREAD_SUBSCRIBED comment:301']);

    await env.append(socialStream(AKI), [{ type: 'UserBlocked', data: { userId: AKI, otherId: REN } }]);
    await env.append(activityStream(11), [status(11, REN, [AKI])]);
    await env.append(activityStream(10), [reply(10, 102, REN, [AKI])]);
    await env.append(commentTreeStream(302), [comment(302, REN, [AKI])]);
    // The blocker's own doings no more reach the member they blocked.
    await env.append(activityStream(12), [status(12, AKI, [REN])]);
    await env.append(activityStream(10), [reply(10, 103, AKI)]);
    await env.append(commentTreeStream(303), [comment(303, AKI)]);
    await env.project(notifications, 1);
    expect(await heard(AKI)).toEqual(before.aki);
    expect(await heard(REN)).toEqual(before.ren);
    // Sora, on neither side of the block, hears of everything.
    expect(await heard(SORA)).toEqual(
      expect.arrayContaining(['ACTIVITY_REPLY reply:102', 'ACTIVITY_REPLY reply:103', 'THREAD_SUBSCRIBED comment:302']),
    );
  });

  it('notifies again once the block is lifted', async () => {
    await env.append(socialStream(AKI), [{ type: 'UserUnblocked', data: { userId: AKI, otherId: REN } }]);
    await env.append(activityStream(13), [status(13, REN, [AKI])]);
    await env.project(notifications);
    expect((await heard(AKI)).at(-1)).toBe('ACTIVITY_MENTION mention:13:0');
  });

  it('gives the same tables when the log is replayed in other batches', async () => {
    for (const batchSize of [1, 500]) {
      expect(await verify(notifications, { store: env.store, pool: env.pool, batchSize })).toMatchObject({ ok: true, diffs: [] });
    }
  });
});
