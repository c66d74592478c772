import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestEnv, T0, type TestEnv } from '../../testing/env.ts';
import { ForumWorld } from '../../testing/forumActivity.ts';
import { verify } from '../../verify/verify.ts';
import { notifications } from '../notifications/index.ts';
import { forum } from './index.ts';

let env: TestEnv;
const world = new ForumWorld(30, 17);
const T0_MS = Date.parse(T0);

beforeAll(async () => {
  env = await openTestEnv('rm_forum');
  let events = 0;
  while (events < 4000) {
    const next = world.next();
    if (!next) continue;
    await env.append(next.stream, next.events, new Date(T0_MS + next.at * 1000).toISOString());
    events += next.events.length;
  }
  // Odd batch sizes: the counts must not depend on where batches end.
  await env.project(forum, 71);
  await env.project(notifications, 53);
}, 240_000);
afterAll(async () => env?.drop());

interface ThreadRow {
  id: number;
  deleted: boolean;
  reply_count: number;
  like_count: number;
  view_count: number;
  reply_comment_id: number | null;
  reply_user_id: number | null;
  is_locked: boolean;
}

describe('the forum read model after thousands of random events', () => {
  it("counts replies, likes and views as the members made them, with each thread's latest reply", async () => {
    const rows = await env.rows<ThreadRow>('SELECT * FROM rm_forum.threads ORDER BY id');
    expect(rows.length).toBe(world.threads.size);
    expect(rows.filter((r) => !r.deleted).length).toBeGreaterThan(100);
    for (const row of rows) {
      const t = world.threads.get(row.id)!;
      const latest = t.deleted ? null : Math.max(0, ...t.comments) || null;
      const expected = t.deleted
        ? { deleted: true }
        : {
            deleted: false,
            reply_count: t.comments.size,
            like_count: t.likes.size,
            view_count: t.views,
            reply_comment_id: latest,
            reply_user_id: latest && world.comments.get(latest)!.author,
            is_locked: t.locked,
          };
      expect({
        id: row.id,
        ...(t.deleted
          ? { deleted: row.deleted }
          : {
              deleted: row.deleted,
              reply_count: row.reply_count,
              like_count: row.like_count,
              view_count: row.view_count,
              reply_comment_id: row.reply_comment_id,
              reply_user_id: row.reply_user_id,
              is_locked: row.is_locked,
            }),
      }).toEqual({ id: row.id, ...expected });
    }
  });

  it('agrees with a recount of its own rows', async () => {
    const drift = await env.rows(`
      SELECT t.id FROM rm_forum.threads t WHERE NOT t.deleted AND (
        t.reply_count <> (SELECT count(*) FROM rm_forum.thread_comments c WHERE c.thread_id = t.id)
        OR t.like_count <> (SELECT count(*) FROM rm_forum.likes l WHERE l.thread_id = t.id AND l.comment_id = 0))
      UNION ALL
      SELECT c.id FROM rm_forum.thread_comments c WHERE c.like_count <> (SELECT count(*) FROM rm_forum.likes l WHERE l.comment_id = c.id)`);
    expect(drift).toEqual([]);
    // Nothing is left of deleted threads or comments.
    const orphans = await env.rows(`
      SELECT 1 FROM rm_forum.thread_comments c JOIN rm_forum.threads t ON t.id = c.thread_id WHERE t.deleted
      UNION ALL SELECT 1 FROM rm_forum.likes l WHERE l.comment_id <> 0 AND NOT EXISTS (SELECT 1 FROM rm_forum.thread_comments c WHERE c.id = l.comment_id)
      UNION ALL SELECT 1 FROM rm_forum.thread_comments c WHERE c.parent_comment_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM rm_forum.thread_comments p WHERE p.id = c.parent_comment_id)`);
    expect(orphans).toEqual([]);
  });

  it("keeps each comment tree as written: parents, roots, like counts and the trees' locks", async () => {
    const rows = await env.rows<{
      id: number;
      parent_comment_id: number | null;
      root_comment_id: number;
      like_count: number;
      is_locked: boolean;
    }>('SELECT id, parent_comment_id, root_comment_id, like_count, is_locked FROM rm_forum.thread_comments');
    expect(rows.length).toBe(world.comments.size);
    expect(rows.filter((r) => r.parent_comment_id !== null).length).toBeGreaterThan(200);
    for (const row of rows) {
      const c = world.comments.get(row.id)!;
      expect(row).toEqual({
        id: row.id,
        parent_comment_id: c.parentId,
        root_comment_id: c.rootId,
        like_count: c.likes.size,
        is_locked: c.parentId === null && world.lockedTrees.has(row.id),
      });
    }
  });

  it('keeps the subscriptions of the threads that stand', async () => {
    const rows = await env.rows<{ k: string }>("SELECT thread_id || ':' || user_id || ':' || subscribed AS k FROM rm_forum.subscriptions");
    const expected = [...world.threads]
      .filter(([, t]) => !t.deleted)
      .flatMap(([id, t]) => [...t.subs].map(([u, on]) => `${id}:${u}:${on}`));
    expect(new Set(rows.map((r) => r.k))).toEqual(new Set(expected));
  });

  it('notifies exactly whom the rules name, once per cause; deletions took theirs along', async () => {
    const rows = await env.rows<{ n: string }>(
      "SELECT user_id || ' ' || type || ' ' || context_key AS n FROM rm_notifications.notifications",
    );
    expect(rows.length).toBeGreaterThan(500);
    expect(new Set(rows.map((r) => r.n))).toEqual(world.notifications);
    expect(new Set(rows.map((r) => r.n)).size).toBe(rows.length);
    const types = new Set(rows.map((r) => r.n.split(' ')[1]));
    expect([...types].sort()).toEqual([
      'THREAD_COMMENT_LIKE',
      'THREAD_COMMENT_MENTION',
      'THREAD_COMMENT_REPLY',
      'THREAD_LIKE',
      'THREAD_SUBSCRIBED',
    ]);
  });

  it('gives the same tables when the log is replayed in other batches (rebuild, verify)', async () => {
    for (const projection of [forum, notifications]) {
      const result = await verify(projection, { store: env.store, pool: env.pool, batchSize: 500 });
      expect({ name: projection.name, ...result }).toMatchObject({ name: projection.name, ok: true, diffs: [] });
    }
  });
});
