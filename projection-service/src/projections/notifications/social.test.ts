import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxStream } from '@tsuzuki/events';
import { openTestEnv, type TestEnv } from '../../testing/env.ts';
import { SocialWorld } from '../../testing/socialActivity.ts';
import { verify } from '../../verify/verify.ts';
import { activities } from '../activities/index.ts';
import { social } from '../social/index.ts';
import { notifications } from './index.ts';

let env: TestEnv;
const world = new SocialWorld(40, 7);

beforeAll(async () => {
  env = await openTestEnv('rm_social');
  let events = 0;
  while (events < 4000) {
    const next = world.next();
    if (!next) continue;
    await env.append(next.stream, next.events);
    events += next.events.length;
  }
  // Odd batch sizes: the counts must not depend on where batches end.
  await env.project(activities, 97);
  await env.project(social, 89);
  await env.project(notifications, 83);
}, 240_000);
afterAll(async () => env?.drop());

describe('social read models after thousands of random events', () => {
  it('count likes and replies as a recount of the rows does, and keep no reply or like of a deleted one', async () => {
    const drift = await env.rows(`
      SELECT a.id, a.like_count, a.reply_count,
             (SELECT count(*) FROM rm_activities.likes l WHERE l.activity_id = a.id AND l.reply_id = 0)::int AS likes,
             (SELECT count(*) FROM rm_activities.activity_replies r WHERE r.activity_id = a.id)::int AS replies
        FROM rm_activities.activities a`);
    expect(drift.length).toBeGreaterThan(300);
    expect(drift.filter((r) => r.like_count !== r.likes || r.reply_count !== r.replies)).toEqual([]);
    const replyDrift = await env.rows(`
      SELECT r.id FROM rm_activities.activity_replies r
       WHERE r.like_count <> (SELECT count(*) FROM rm_activities.likes l WHERE l.reply_id = r.id)`);
    expect(replyDrift).toEqual([]);
    // And the counts are the model's: what the members did, not just self-consistent tables.
    for (const [id, a] of world.activities) {
      const [row] = await env.rows<{ like_count: number; reply_count: number; deleted: boolean }>(
        'SELECT like_count, reply_count, deleted FROM rm_activities.activities WHERE id = $1',
        [id],
      );
      expect({ id, deleted: row!.deleted, ...(a.deleted ? {} : { likes: row!.like_count, replies: row!.reply_count }) }).toEqual({
        id,
        deleted: a.deleted,
        ...(a.deleted ? {} : { likes: a.likes.size, replies: a.replies.size }),
      });
    }
  });

  it('keeps exactly the follows and blocks the members made', async () => {
    const follows = await env.rows<{ k: string }>("SELECT user_id || ':' || following_id AS k FROM rm_social.follows");
    expect(new Set(follows.map((f) => f.k))).toEqual(world.follows);
    const blocks = await env.rows<{ k: string }>("SELECT user_id || ':' || blocked_id AS k FROM rm_social.blocks");
    expect(new Set(blocks.map((b) => b.k))).toEqual(world.blocks);
  });

  it('notifies exactly whom the rules name, once per cause', async () => {
    const rows = await env.rows<{ n: string }>(
      "SELECT user_id || ' ' || type || ' ' || context_key AS n FROM rm_notifications.notifications",
    );
    expect(rows.length).toBeGreaterThan(500);
    expect(new Set(rows.map((r) => r.n))).toEqual(world.notifications);
    expect(new Set(rows.map((r) => r.n)).size).toBe(rows.length);
  });

  it("counts a member's notifications as unread until they read up to the newest one shown", async () => {
    const [top] = await env.rows<{ user_id: number; n: string }>(
      'SELECT user_id, count(*)::int AS n FROM rm_notifications.notifications GROUP BY user_id ORDER BY 2 DESC LIMIT 1',
    );
    const unread = async () =>
      (
        await env.rows<{ n: number }>(
          `SELECT count(*)::int AS n FROM rm_notifications.notifications n
      LEFT JOIN rm_notifications.inbox i ON i.user_id = n.user_id
      WHERE n.user_id = $1 AND (n.source_txid, n.source_pos) > (coalesce(i.read_txid, 0), coalesce(i.read_pos, 0))`,
          [top!.user_id],
        )
      )[0]!.n;
    expect(await unread()).toBe(Number(top!.n));
    const [second] = await env.rows<{ txid: string; pos: string }>(
      `SELECT source_txid AS txid, source_pos AS pos FROM rm_notifications.notifications
      WHERE user_id = $1 ORDER BY id DESC OFFSET 1 LIMIT 1`,
      [top!.user_id],
    );
    await env.append(inboxStream(top!.user_id), [
      { type: 'NotificationsRead', data: { userId: top!.user_id, upTo: `${second!.txid}:${second!.pos}` } },
    ]);
    await env.project(notifications);
    expect(await unread()).toBe(1);
  });

  it('gives the same tables when the log is replayed in other batches (rebuild, verify)', async () => {
    for (const projection of [activities, social, notifications]) {
      const result = await verify(projection, { store: env.store, pool: env.pool, batchSize: 500 });
      expect({ name: projection.name, ...result }).toMatchObject({ name: projection.name, ok: true, diffs: [] });
    }
  });
});
