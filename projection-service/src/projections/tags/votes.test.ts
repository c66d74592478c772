import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tagRank } from '@tsuzuki/events';
import { openTestEnv, T0, type TestEnv } from '../../testing/env.ts';
import { TagWorld } from '../../testing/tagWorld.ts';
import { verify } from '../../verify/verify.ts';
import { tags } from './index.ts';
import { rankSql } from './rank.ts';

// Media tags after thousands of random votes, additions, proposals and their reviews, removals, spoiler flags,
// submissions and re-imports over a
// small catalogue, so that votes pile onto the same tags, change, and are taken away with their tag mid-way.
let env: TestEnv;
const world = new TagWorld(12, 10, 25, 20);

beforeAll(async () => {
  env = await openTestEnv('rm_tag_votes');
  let events = 0;
  while (events < 3000) {
    const next = world.next();
    if (!next) continue;
    for (const { stream, events: batch } of next) {
      await env.append(stream, batch, new Date(Date.parse(T0) + events * 60_000).toISOString());
      events += batch.length;
    }
  }
  // Odd batch sizes: the ranks must not depend on where batches end.
  await env.project(tags, 97);
}, 240_000);
afterAll(async () => env?.drop());

describe('media tag ranks after thousands of random events', () => {
  it("equal a recount of each tag's votes, and the model's ranks, flags and adders", async () => {
    const rows = await env.rows<{
      media_id: number;
      tag_id: number;
      rank: number;
      recount: number;
      is_media_spoiler: boolean;
      user_id: number | null;
    }>(`
      SELECT mt.media_id, mt.tag_id, mt.rank, mt.is_media_spoiler, mt.user_id, ${rankSql('mt.base_rank', 'v.n', 'v.s')} AS recount
        FROM rm_tags.media_tags mt
        CROSS JOIN LATERAL (SELECT count(*)::int AS n, coalesce(sum(vote), 0)::int AS s FROM rm_tags.media_tag_votes x
                            WHERE x.media_id = mt.media_id AND x.tag_id = mt.tag_id) v
       ORDER BY mt.media_id, mt.tag_id`);
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.filter((r) => r.rank !== r.recount)).toEqual([]);
    expect(rows.map(({ recount: _recount, ...row }) => row)).toEqual(world.expected());
    const voted = await env.rows<{ n: number }>('SELECT count(*)::int AS n FROM rm_tags.media_tag_votes');
    expect(voted[0]!.n).toBe([...world.votes.values()].reduce((n, v) => n + v.size, 0));
    // Enough happened for the test to mean something: tags voted on by many, accepted and denied submissions.
    expect(Math.max(...[...world.votes.values()].map((v) => v.size))).toBeGreaterThan(5);
    const statuses = await env.rows<{ status: string }>('SELECT DISTINCT status FROM rm_tags.tag_submissions ORDER BY status');
    expect(statuses.map((s) => s.status)).toEqual(['ACCEPTED', 'DENIED', 'PENDING']);
    // Known tags proposed for a media (ADR 67): each one's row as the model holds it, some of every status.
    const proposals = await env.rows(
      'SELECT id, media_id, tag_id, user_id, is_media_spoiler, status FROM rm_tags.media_tag_proposals ORDER BY id',
    );
    expect(proposals).toEqual(
      [...world.proposals].map(([id, p]) => ({
        id,
        media_id: p.mediaId,
        tag_id: p.tagId,
        user_id: p.userId,
        is_media_spoiler: p.isMediaSpoiler,
        status: p.status,
      })),
    );
    expect(new Set(proposals.map((p) => p.status))).toEqual(new Set(['ACCEPTED', 'DENIED', 'PENDING']));
  });

  it('agree with tagRank', () => {
    expect(tagRank(95, { count: 1, sum: 5 })).toBe(98);
    expect(tagRank(null, { count: 2, sum: 5 })).toBe(50);
    expect(tagRank(null, { count: 0, sum: 0 })).toBe(0);
    expect(tagRank(60, { count: 0, sum: 0 })).toBe(60);
  });

  it('give the same tables when the log is replayed in other batches (rebuild, verify)', async () => {
    for (const batchSize of [1000, 7]) {
      const result = await verify(tags, { store: env.store, pool: env.pool, batchSize });
      expect({ batchSize, ...result }).toMatchObject({ batchSize, ok: true, diffs: [] });
    }
  });
});
