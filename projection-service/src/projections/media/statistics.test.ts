import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favouritesStream, mediaListStream, mediaStream, MEDIA_LIST_STATUSES, type DomainEvent } from '@tsuzuki/events';
import { scoreBucket } from '@tsuzuki/events/scores';
import { mediaAdded, statisticsImported } from '../../testing/fixtures.ts';
import { openTestEnv, type TestEnv } from '../../testing/env.ts';
import { entryChanged, entryCreated, entryDeleted, ListActivity, seededRandom } from '../../testing/listActivity.ts';
import { migrateProjection } from '../../framework/migrate.ts';
import { verify } from '../../verify/verify.ts';
import { lists } from '../lists/index.ts';
import { recomputeRankings } from '../rankings/compute.ts';
import { rankings } from '../rankings/index.ts';
import { trends } from '../trends/index.ts';
import { PRIOR_SCORE, PRIOR_WEIGHT } from './figures.ts';
import { media } from './index.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv('rm_media_statistics');
});
afterAll(async () => env?.drop());

type Row = {
  popularity: number;
  favourites: number;
  average_score: number | null;
  mean_score: number | null;
  status_distribution: { status: string; amount: number }[];
  score_distribution: { score: number; amount: number }[];
};
const statsOf = async (id: number) =>
  (
    await env.rows<Row>(
      'SELECT popularity, favourites, average_score, mean_score, status_distribution, score_distribution FROM rm_media.media WHERE id = $1',
      [id],
    )
  )[0];

const favourite = (userId: number, kind: 'ANIME' | 'CHARACTER', itemId: number, added = true): DomainEvent => ({
  type: added ? 'FavouriteAdded' : 'FavouriteRemoved',
  data: { userId, kind, itemId },
});

describe('media statistics from list events', () => {
  it("are the imported ones, plus members' favourites, before any member saved a list entry", async () => {
    await env.append(mediaStream(1), [mediaAdded(1)]);
    await env.append(mediaStream(2), [mediaAdded(2), statisticsImported(2)]);
    await env.append(mediaStream(3), [mediaAdded(3), statisticsImported(3)]);
    await env.append(favouritesStream(9), [favourite(9, 'ANIME', 3)]);
    await env.project(media);
    expect(await statsOf(1)).toEqual({
      popularity: 0,
      favourites: 0,
      mean_score: null,
      average_score: null,
      status_distribution: [],
      score_distribution: [],
    });
    expect(await statsOf(3)).toEqual({
      popularity: 1003,
      favourites: 51,
      mean_score: 85,
      average_score: 84,
      status_distribution: [
        { status: 'CURRENT', amount: 10 },
        { status: 'COMPLETED', amount: 90 },
      ],
      score_distribution: [
        { score: 10, amount: 1 },
        { score: 100, amount: 40 },
      ],
    });
    expect(await env.rows('SELECT * FROM rm_media.statistics_source')).toEqual([]);
  });

  it("are the members' alone from the first list entry on: saves, deletes and favourites; imports no longer count", async () => {
    const first = '2024-03-01T10:00:00.000Z';
    await env.append(mediaListStream(1), [entryCreated(1, 1, 'CURRENT'), entryCreated(1, 2, 'COMPLETED', 100)], first);
    await env.append(mediaListStream(2), [entryCreated(2, 1, 'COMPLETED', 80)]);
    await env.append(mediaListStream(3), [entryCreated(3, 1, 'COMPLETED', 100)]);
    await env.append(mediaListStream(3), [entryChanged(3, 1, { score: 60 }, { status: 'COMPLETED', score: 100 })]);
    await env.append(mediaListStream(4), [entryCreated(4, 1, 'PLANNING')]);
    await env.append(mediaListStream(4), [entryDeleted(4, 1, 'PLANNING')]);
    await env.append(mediaListStream(1), [entryChanged(1, 1, { status: 'REPEATING', progress: 0 }, { status: 'CURRENT', score: 0 })]);
    await env.append(favouritesStream(1), [favourite(1, 'ANIME', 1), favourite(1, 'CHARACTER', 2)]);
    await env.append(favouritesStream(2), [favourite(2, 'ANIME', 1), favourite(2, 'ANIME', 1, false), favourite(2, 'ANIME', 2)]);
    await env.project(media, 3);

    expect(await statsOf(1)).toEqual({
      popularity: 3,
      favourites: 1,
      mean_score: 70,
      average_score: Math.round((PRIOR_SCORE * PRIOR_WEIGHT + 140) / (PRIOR_WEIGHT + 2)),
      status_distribution: [
        { status: 'COMPLETED', amount: 2 },
        { status: 'REPEATING', amount: 1 },
      ],
      score_distribution: [
        { score: 60, amount: 1 },
        { score: 80, amount: 1 },
      ],
    });
    // Its import (1002 on lists elsewhere, 84 weighted) no longer counts: one member, one 100, one favourite.
    expect(await statsOf(2)).toEqual({
      popularity: 1,
      favourites: 1,
      mean_score: 100,
      average_score: Math.round((PRIOR_SCORE * PRIOR_WEIGHT + 100) / (PRIOR_WEIGHT + 1)),
      status_distribution: [{ status: 'COMPLETED', amount: 1 }],
      score_distribution: [{ score: 100, amount: 1 }],
    });
    // On nobody's list: no figures, though imported and in no event of these batches; members' favourites stay.
    expect(await statsOf(3)).toEqual({
      popularity: 0,
      favourites: 1,
      mean_score: null,
      average_score: null,
      status_distribution: [],
      score_distribution: [],
    });
    const [counters] = await env.rows('SELECT * FROM rm_media.media_statistics WHERE media_id = 1');
    expect(counters).toMatchObject({
      current: 0,
      planning: 0,
      completed: 2,
      repeating: 1,
      score_60: 1,
      score_80: 1,
      score_100: 0,
      score_sum: '140',
      favourites: 1,
      imported: null,
    });
    expect(await env.rows('SELECT lists_since FROM rm_media.statistics_source')).toEqual([{ lists_since: Date.parse(first) / 1000 }]);
  });

  it('a later import is kept but changes no figure', async () => {
    const before = await statsOf(2);
    await env.append(mediaStream(2), [
      statisticsImported(2, { popularity: 5000, favourites: 7, statusDistribution: [], scoreDistribution: [], averageScore: 70 }),
    ]);
    await env.project(media);
    expect(await statsOf(2)).toEqual(before);
    expect(await env.rows("SELECT imported->'popularity' AS p FROM rm_media.media_statistics WHERE media_id = 2")).toEqual([{ p: 5000 }]);
  });

  it("rank by the members' figures: a title only imported has no rank", async () => {
    await migrateProjection(env.pool, rankings);
    await recomputeRankings(env.pool);
    const allTime = await env.rows<{ media_id: number; type: string; rank: number }>(
      'SELECT media_id, type, rank FROM rm_rankings.media_rankings WHERE all_time AND format IS NULL ORDER BY type, rank',
    );
    // 2: one member's 100 (weighted 62); 1: three members, 60 and 80 (weighted 61). 3: imported 84 and 1003, nobody's.
    expect(allTime).toEqual([
      { media_id: 1, type: 'POPULAR', rank: 1 },
      { media_id: 2, type: 'POPULAR', rank: 2 },
      { media_id: 2, type: 'RATED', rank: 1 },
      { media_id: 1, type: 'RATED', rank: 2 },
    ]);
  });

  it('equal a direct count over rm_lists.entries after thousands of random saves and deletes', async () => {
    const catalogue = Array.from({ length: 40 }, (_, i) => ({ id: 101 + i, type: i % 4 === 3 ? ('MANGA' as const) : ('ANIME' as const) }));
    // Every other title had statistics imported: once members keep lists, they must not show.
    for (const m of catalogue)
      await env.append(mediaStream(m.id), [mediaAdded(m.id, {}, m.type), ...(m.id % 2 ? [statisticsImported(m.id)] : [])]);
    const activity = new ListActivity(catalogue, 7, { firstId: 10_000 });
    const random = seededRandom(11);
    let events = 0;
    while (events < 4000) {
      const userId = 1000 + Math.floor(random() * 300);
      const batch = Array.from({ length: 1 + Math.floor(random() * 4) }, () => activity.next(userId));
      await env.append(mediaListStream(userId), batch);
      events += batch.length;
    }
    await env.project(lists);
    await env.project(media, 97);
    await env.project(trends, 89);

    const entries = await env.rows<{ media_id: number; status: string; score: number }>(
      'SELECT media_id, status, score FROM rm_lists.entries WHERE media_id > 100',
    );
    expect(new Set(entries.map((e) => e.status)).size).toBe(MEDIA_LIST_STATUSES.length);
    for (const m of catalogue) {
      const mine = entries.filter((e) => e.media_id === m.id);
      const scored = mine.filter((e) => e.score > 0);
      const stats = (await statsOf(m.id))!;
      expect(stats.popularity).toBe(mine.length);
      expect(stats.status_distribution).toEqual(
        MEDIA_LIST_STATUSES.map((status) => ({ status, amount: mine.filter((e) => e.status === status).length })).filter(
          (s) => s.amount > 0,
        ),
      );
      expect(stats.score_distribution).toEqual(
        [10, 20, 30, 40, 50, 60, 70, 80, 90, 100]
          .map((score) => ({ score, amount: scored.filter((e) => scoreBucket(e.score) === score).length }))
          .filter((s) => s.amount > 0),
      );
      const sum = scored.reduce((a, e) => a + e.score, 0);
      expect(stats.mean_score).toBe(scored.length ? Math.round(sum / scored.length) : null);
      expect(stats.average_score).toBe(
        scored.length ? Math.round((PRIOR_SCORE * PRIOR_WEIGHT + sum) / (PRIOR_WEIGHT + scored.length)) : null,
      );
    }
    // The most popular title is on many lists: the log is not trivially small.
    expect(
      Math.max(
        ...(await env.rows<{ popularity: number }>('SELECT popularity FROM rm_media.media WHERE id > 100')).map((r) => r.popularity),
      ),
    ).toBeGreaterThan(100);
    // The trends read model keeps the same counters.
    const columns = 'media_id, current, planning, completed, dropped, paused, repeating, score_10, score_50, score_100, score_sum';
    expect(await env.rows(`SELECT ${columns} FROM rm_trends.media_statistics WHERE media_id > 100 ORDER BY media_id`)).toEqual(
      await env.rows(`SELECT ${columns} FROM rm_media.media_statistics WHERE media_id > 100 ORDER BY media_id`),
    );
  });

  it('a replay of the log in other batches gives the same tables (verify)', async () => {
    for (const projection of [media, trends]) {
      const result = await verify(projection, { store: env.store, pool: env.pool, batchSize: 250 });
      expect({ name: projection.name, ...result }).toMatchObject({ name: projection.name, ok: true, diffs: [] });
    }
    // The check can fail: a counter moved by hand is found.
    await env.pool.query('UPDATE rm_media.media_statistics SET completed = completed + 1 WHERE media_id = 101');
    expect((await verify(media, { store: env.store, pool: env.pool })).diffs.map((d) => d.table)).toEqual(['media_statistics']);
  });
});
