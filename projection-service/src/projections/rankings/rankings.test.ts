import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKPOINT_CHANNEL, mediaStream } from '@tsuzuki/events';
import { createTestRedisPrefix } from '@tsuzuki/event-store/testing';
import { migrateProjection } from '../../framework/migrate.ts';
import { mediaAdded, statisticsImported } from '../../testing/fixtures.ts';
import { openTestEnv, type TestEnv } from '../../testing/env.ts';
import { startProjectionWorker } from '../../worker.ts';
import { media } from '../media/index.ts';
import { recomputeRankings } from './compute.ts';
import { rankings } from './index.ts';

let env: TestEnv;
const redis = createTestRedisPrefix('rm_rankings');
beforeAll(async () => {
  env = await openTestEnv('rm_rankings');
  await migrateProjection(env.pool, rankings);
});
afterAll(async () => {
  await redis.cleanup();
  await env?.drop();
});

type Rank = {
  rank: number;
  type: string;
  format: string | null;
  year: number | null;
  season: string | null;
  all_time: boolean;
  context: string;
};
const ranksOf = (id: number) =>
  env.rows<Rank>(
    'SELECT rank, type, format, year, season, all_time, context FROM rm_rankings.media_rankings WHERE media_id = $1 ORDER BY importance',
    [id],
  );

describe('rankings', () => {
  it('ranks rated and popular all time, per year and per season, overall and within the format', async () => {
    // 1: TV spring 2013, best score. 2: TV fall 2013, most popular. 3: movie 2013 without a season.
    // 4: TV spring 2014, not yet scored and not on any list: no ranks at all. 5: manga, ranked among manga only.
    await env.append(mediaStream(1), [mediaAdded(1), statisticsImported(1, { averageScore: 90, popularity: 500 })]);
    await env.append(mediaStream(2), [mediaAdded(2, { season: 'FALL' }), statisticsImported(2, { averageScore: 80, popularity: 900 })]);
    await env.append(mediaStream(3), [
      mediaAdded(3, { format: 'MOVIE', season: null, seasonYear: null }),
      statisticsImported(3, { averageScore: 85, popularity: 700 }),
    ]);
    await env.append(mediaStream(4), [mediaAdded(4, { seasonYear: 2014, startDate: { year: 2014, month: 4, day: 1 } })]);
    await env.append(mediaStream(5), [
      mediaAdded(5, { format: 'MANGA', season: null, seasonYear: null }, 'MANGA'),
      statisticsImported(5, { averageScore: 70, popularity: 100 }),
    ]);
    await env.project(media);
    expect(await recomputeRankings(env.pool)).toEqual({ rankings: 4 * 12 - 4 - 4 + 4 - 4, media: 4 });

    expect(await ranksOf(1)).toEqual([
      { rank: 1, type: 'RATED', format: null, year: null, season: null, all_time: true, context: 'highest rated all time' },
      { rank: 3, type: 'POPULAR', format: null, year: null, season: null, all_time: true, context: 'most popular all time' },
      { rank: 1, type: 'RATED', format: 'TV', year: null, season: null, all_time: true, context: 'highest rated all time' },
      { rank: 2, type: 'POPULAR', format: 'TV', year: null, season: null, all_time: true, context: 'most popular all time' },
      { rank: 1, type: 'RATED', format: null, year: 2013, season: null, all_time: false, context: 'highest rated' },
      { rank: 3, type: 'POPULAR', format: null, year: 2013, season: null, all_time: false, context: 'most popular' },
      { rank: 1, type: 'RATED', format: 'TV', year: 2013, season: null, all_time: false, context: 'highest rated' },
      { rank: 2, type: 'POPULAR', format: 'TV', year: 2013, season: null, all_time: false, context: 'most popular' },
      { rank: 1, type: 'RATED', format: null, year: 2013, season: 'SPRING', all_time: false, context: 'highest rated' },
      { rank: 1, type: 'POPULAR', format: null, year: 2013, season: 'SPRING', all_time: false, context: 'most popular' },
      { rank: 1, type: 'RATED', format: 'TV', year: 2013, season: 'SPRING', all_time: false, context: 'highest rated' },
      { rank: 1, type: 'POPULAR', format: 'TV', year: 2013, season: 'SPRING', all_time: false, context: 'most popular' },
    ]);
    // The movie has no season: all time and year only.
    expect((await ranksOf(3)).map((r) => `${r.type} ${r.format ?? '*'} ${r.year ?? '-'} ${r.rank}`)).toEqual([
      'RATED * - 2',
      'POPULAR * - 2',
      'RATED MOVIE - 1',
      'POPULAR MOVIE - 1',
      'RATED * 2013 2',
      'POPULAR * 2013 2',
      'RATED MOVIE 2013 1',
      'POPULAR MOVIE 2013 1',
    ]);
    expect(await ranksOf(4)).toEqual([]);
    expect((await ranksOf(5)).filter((r) => r.all_time && r.format === null).map((r) => r.rank)).toEqual([1, 1]);
  });

  it('replaces the previous set on each recompute', async () => {
    await env.append(mediaStream(4), [statisticsImported(4, { averageScore: 95, popularity: 2000 })]);
    await env.project(media);
    await recomputeRankings(env.pool);
    expect((await ranksOf(4)).slice(0, 2).map((r) => [r.type, r.rank])).toEqual([
      ['RATED', 1],
      ['POPULAR', 1],
    ]);
    expect((await ranksOf(1))[0]).toMatchObject({ type: 'RATED', rank: 2 });
    const ids = await env.rows<{ n: number; d: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT id)::int AS d FROM rm_rankings.media_rankings',
    );
    expect(ids[0]!.n).toBe(ids[0]!.d);
  });

  it('is recomputed by the worker after the media read model changed, announced, and scheduled', async () => {
    // The query-service's answer cache drops rankings answers when a recompute is announced (ADR 45).
    const listener = await env.pool.connect();
    const announced: string[] = [];
    listener.on('notification', (n) => announced.push(n.payload ?? ''));
    await listener.query(`LISTEN ${CHECKPOINT_CHANNEL}`);
    const worker = await startProjectionWorker({
      config: { redisUrl: redis.redisUrl, redisPrefix: redis.prefix },
      store: env.store,
      pool: env.pool,
      projections: [media, rankings],
      log: pino({ level: 'silent' }),
      safetyNetMs: 3_600_000,
      refreshDebounceMs: 50,
    });
    try {
      await env.append(mediaStream(6), [mediaAdded(6, { format: 'OVA' }), statisticsImported(6, { averageScore: 99, popularity: 10 })]);
      await worker.doorbell.ring(['media']);
      let ranks: Rank[] = [];
      for (let i = 0; i < 1500 && ranks.length === 0; i++) {
        ranks = await ranksOf(6);
        if (ranks.length === 0) await sleep(20);
      }
      expect(ranks[0]).toMatchObject({ type: 'RATED', rank: 1, all_time: true, format: null });
      for (let i = 0; i < 500 && !announced.includes('rankings'); i++) await sleep(20);
      expect(announced).toContain('rankings');
      const schedulers = await worker.maintenance.getJobSchedulers();
      expect(schedulers.find((s) => s.key === 'projections-refresh:rankings')?.every).toBe(600_000);
    } finally {
      await worker.close();
      await listener.query('UNLISTEN *');
      listener.release();
    }
  });
});
