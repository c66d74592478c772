import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKPOINT_CHANNEL, mediaListStream, mediaStream } from '@tsuzuki/events';
import { createTestRedisPrefix } from '@tsuzuki/event-store/testing';
import { mediaAdded, statisticsImported } from '../../testing/fixtures.ts';
import { openTestEnv, type TestEnv } from '../../testing/env.ts';
import { entryChanged, entryCreated } from '../../testing/listActivity.ts';
import { startProjectionWorker } from '../../worker.ts';
import { trends } from '../trends/index.ts';
import { media } from './index.ts';
import { recomputeTrending } from './trending.ts';

let env: TestEnv;
const redis = createTestRedisPrefix('rm_media_trending');
beforeAll(async () => {
  env = await openTestEnv('rm_media_trending');
});
afterAll(async () => {
  await redis.cleanup();
  await env?.drop();
});

const DAY = 86_400_000;
const NOW = Date.UTC(2024, 5, 10, 9, 30);
const iso = (ms: number) => new Date(ms).toISOString();
const trendingOf = async () =>
  Object.fromEntries(
    (await env.rows<{ id: number; trending: number }>('SELECT id, trending FROM rm_media.media ORDER BY id')).map((r) => [
      r.id,
      r.trending,
    ]),
  );

/** `count` progress saves of one member's entry on `mediaId` at `at`. */
async function progress(userId: number, mediaId: number, count: number, at: number) {
  await env.append(
    mediaListStream(userId),
    [
      entryCreated(userId, mediaId, 'CURRENT'),
      ...Array.from({ length: count - 1 }, (_, i) => entryChanged(userId, mediaId, { progress: i + 1 }, { status: 'CURRENT', score: 0 })),
    ],
    iso(at),
  );
}

describe('Media.trending', () => {
  it('is the imported figure before members keep lists, then the list activity of today and yesterday', async () => {
    for (const id of [1, 2, 3, 4]) await env.append(mediaStream(id), [mediaAdded(id)], iso(NOW - 30 * DAY));
    await env.append(mediaStream(3), [statisticsImported(3, { trending: 40, recordedAt: (NOW - 7200_000) / 1000 })], iso(NOW - 7200_000));
    await env.project(media);
    await env.project(trends);
    // The projection leaves trending alone: only the recompute sets it.
    expect(await trendingOf()).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0 });
    expect(await recomputeTrending(env.pool, 'rm_media', NOW)).toBe(1);
    expect(await trendingOf()).toEqual({ 1: 0, 2: 0, 3: 40, 4: 0 });

    // Members start keeping lists: only their changes count, the imported figure of the day no longer does.
    await progress(1, 1, 5, NOW - 3600_000);
    await progress(1, 2, 3, NOW - DAY);
    await progress(2, 2, 10, NOW - 3 * DAY);
    await progress(1, 3, 4, NOW - 3 * DAY);
    await env.project(media);
    await env.project(trends);
    expect(await recomputeTrending(env.pool, 'rm_media', NOW)).toBe(3);
    expect(await trendingOf()).toEqual({ 1: 5, 2: 3, 3: 0, 4: 0 });
    // Two days later nothing is recent any more; a recompute that changes nothing writes nothing.
    expect(await recomputeTrending(env.pool, 'rm_media', NOW + 2 * DAY)).toBe(2);
    expect(await trendingOf()).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0 });
    expect(await recomputeTrending(env.pool, 'rm_media', NOW + 2 * DAY)).toBe(0);
  });

  it('is recomputed by the worker after the trends read model changed, announced when a figure moved, and scheduled', async () => {
    // The query-service's answer cache drops media answers on a recompute's announcement, and only then (ADR 52).
    const listener = await env.pool.connect();
    const announced: string[] = [];
    listener.on('notification', (n) => announced.push(n.payload ?? ''));
    await listener.query(`LISTEN ${CHECKPOINT_CHANNEL}`);
    const worker = await startProjectionWorker({
      config: { redisUrl: redis.redisUrl, redisPrefix: redis.prefix },
      store: env.store,
      pool: env.pool,
      projections: [media, trends],
      log: pino({ level: 'silent' }),
      safetyNetMs: 3_600_000,
      refreshDebounceMs: 50,
    });
    try {
      await progress(3, 4, 7, Date.now());
      await worker.doorbell.ring(['media', 'trends']);
      let trending = 0;
      for (let i = 0; i < 1500 && trending !== 7; i++) {
        trending = (await trendingOf())[4]!;
        if (trending !== 7) await sleep(20);
      }
      expect(trending).toBe(7);
      for (let i = 0; i < 500 && !announced.includes('media'); i++) await sleep(20);
      expect(announced).toContain('media');
      // Once more with nothing moved: the recompute runs, changes no row, and says nothing.
      announced.length = 0;
      const again = await worker.maintenance.add('refresh', { projection: 'media' });
      for (let i = 0; i < 500 && (await again.getState()) !== 'completed'; i++) await sleep(20);
      expect(await again.getState()).toBe('completed');
      await env.pool.query('SELECT pg_notify($1, $2)', [CHECKPOINT_CHANNEL, 'marker']);
      for (let i = 0; i < 500 && !announced.includes('marker'); i++) await sleep(20);
      // Drains may announce their checkpoints meanwhile ("media <txid>:<pos> ..."); a recompute's has no position.
      expect(announced.filter((payload) => !payload.includes(' '))).toEqual(['marker']);
      const schedulers = await worker.maintenance.getJobSchedulers();
      expect(schedulers.find((s) => s.key === 'projections-refresh:media')?.every).toBe(600_000);
    } finally {
      await worker.close();
      await listener.query('UNLISTEN *');
      listener.release();
    }
  });
});
