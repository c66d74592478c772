import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestEnv, T0, type TestEnv } from '../../testing/env.ts';
import { recommendationRating, reviewCounts, ReviewWorld } from '../../testing/reviewWorld.ts';
import { verify } from '../../verify/verify.ts';
import { recommendations } from '../recommendations/index.ts';
import { reviews } from './index.ts';

// Reviews and recommendations after thousands of random events of a few members over a small catalogue, so that
// votes pile onto the same reviews and pairs, change and are taken back, and entries are deleted mid-way.
let env: TestEnv;
const world = new ReviewWorld(30, 25, 16);

beforeAll(async () => {
  env = await openTestEnv('rm_reviews');
  let events = 0;
  while (events < 4000) {
    const next = world.next();
    if (!next) continue;
    await env.append(next.stream, next.events, new Date(Date.parse(T0) + events * 60_000).toISOString());
    events += next.events.length;
  }
  // Odd batch sizes: the counts must not depend on where batches end.
  await env.project(reviews, 97);
  await env.project(recommendations, 89);
}, 240_000);
afterAll(async () => env?.drop());

describe('review and recommendation read models after thousands of random events', () => {
  it("count each review's up votes and all its votes as a recount of the votes does, and as the members voted", async () => {
    const rows = await env.rows<{ id: number; rating: number; rating_amount: number; up: number; amount: number; private: boolean }>(`
      SELECT r.id, r.rating, r.rating_amount, r.private,
             (SELECT count(*) FROM rm_reviews.review_votes v WHERE v.review_id = r.id AND v.rating = 1)::int AS up,
             (SELECT count(*) FROM rm_reviews.review_votes v WHERE v.review_id = r.id)::int AS amount
        FROM rm_reviews.reviews r ORDER BY r.id`);
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((r) => r.rating !== r.up || r.rating_amount !== r.amount)).toEqual([]);
    expect(rows.map((r) => ({ id: r.id, rating: r.rating, amount: r.rating_amount, private: r.private }))).toEqual(
      [...world.reviews].sort(([a], [b]) => a - b).map(([id, r]) => ({ id, ...reviewCounts(r), private: r.private })),
    );
    expect(rows.some((r) => r.rating_amount > 3)).toBe(true);
    const orphans = await env.rows(
      'SELECT v.review_id FROM rm_reviews.review_votes v LEFT JOIN rm_reviews.reviews r ON r.id = v.review_id WHERE r.id IS NULL',
    );
    expect(orphans).toEqual([]);
  });

  it("rate each recommendation as the sum of its members' ratings, one entry per pair", async () => {
    const rows = await env.rows<{ id: number; media_id: number; media_recommendation_id: number; rating: number; recount: number }>(`
      SELECT c.id, c.media_id, c.media_recommendation_id, c.rating,
             coalesce((SELECT sum(r.rating) FROM rm_recommendations.recommendation_ratings r WHERE r.recommendation_id = c.id), 0)::int AS recount
        FROM rm_recommendations.recommendations c ORDER BY c.id`);
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.filter((r) => r.rating !== r.recount)).toEqual([]);
    expect(rows.map((r) => ({ id: r.id, rating: r.rating }))).toEqual(
      [...world.recommendations.values()].sort((a, b) => a.id - b.id).map((r) => ({ id: r.id, rating: recommendationRating(r) })),
    );
    expect(rows.some((r) => r.rating < 0)).toBe(true);
    const pairs = new Set(
      rows.map((r) => `${Math.min(r.media_id, r.media_recommendation_id)}_${Math.max(r.media_id, r.media_recommendation_id)}`),
    );
    expect(pairs.size).toBe(rows.length);
  });

  it('gives the same tables, ids and all, when the log is replayed in other batches (rebuild, verify)', async () => {
    for (const projection of [reviews, recommendations]) {
      for (const batchSize of [1000, 7]) {
        const result = await verify(projection, { store: env.store, pool: env.pool, batchSize });
        expect({ name: projection.name, batchSize, ...result }).toMatchObject({ name: projection.name, ok: true, diffs: [] });
      }
    }
  });
});
