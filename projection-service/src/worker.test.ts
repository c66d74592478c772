import { setTimeout as sleep } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePositions, formatPosition, studioStream, type LogPosition } from '@tsuzuki/events';
import { createTestRedisPrefix } from '@tsuzuki/events/testing';
import { readCheckpoint } from './framework/checkpoint.ts';
import { migrateProjection } from './framework/migrate.ts';
import type { Projection } from './framework/projection.ts';
import { createHealthApp } from './health.ts';
import { counterProjection } from './testing/counterProjection.ts';
import { openTestEnv, type TestEnv } from './testing/env.ts';
import { studioAdded } from './testing/fixtures.ts';
import { SAFETY_NET_SCHEDULER, startProjectionWorker, type ProjectionWorker } from './worker.ts';

let env: TestEnv;
const redis = createTestRedisPrefix('projection_worker');
const counter = counterProjection('worker_counter');
const log = pino({ level: 'silent' });

beforeAll(async () => {
  env = await openTestEnv('projection_worker');
  await migrateProjection(env.pool, counter);
});
afterAll(async () => {
  await redis.cleanup();
  await env?.drop();
});

async function reached(projection: Projection, target: LogPosition): Promise<boolean> {
  for (let i = 0; i < 1500; i++) {
    if (comparePositions(await readCheckpoint(env.pool, projection.schema), target) >= 0) return true;
    await sleep(20);
  }
  return false;
}

const start = (safetyNetMs: number) => startProjectionWorker({
  config: { redisUrl: redis.redisUrl, redisPrefix: redis.prefix },
  store: env.store, pool: env.pool, projections: [counter], log, safetyNetMs, batchSize: 3,
});

describe('projection worker', () => {
  let worker: ProjectionWorker;

  it('drains what was appended before it started, and again when the doorbell rings', async () => {
    for (let i = 1; i <= 5; i++) await env.append(studioStream(i), [studioAdded(i)]);
    worker = await start(3_600_000);
    try {
      expect(await reached(counter, env.appended)).toBe(true);
      await env.append(studioStream(6), [studioAdded(6), studioAdded(6)]);
      await worker.doorbell.ring([counter.name]);
      expect(await reached(counter, env.appended)).toBe(true);
      expect(await env.rows('SELECT sum(events)::int AS n FROM rm_worker_counter.stream_counts')).toEqual([{ n: 7 }]);
      const schedulers = await worker.doorbell.queue.getJobSchedulers();
      expect(schedulers.map((s) => s.key)).toContain(SAFETY_NET_SCHEDULER);
    } finally {
      await worker.close();
    }
  });

  it('drains without a ring thanks to the safety-net schedule', async () => {
    worker = await start(200);
    try {
      expect(await reached(counter, env.appended)).toBe(true);
      await env.append(studioStream(7), [studioAdded(7)]);
      expect(await reached(counter, env.appended)).toBe(true);
      expect(await env.rows('SELECT sum(events)::int AS n FROM rm_worker_counter.stream_counts')).toEqual([{ n: 8 }]);
    } finally {
      await worker.close();
    }
  });

  it('reports checkpoint and lag of each projection on /health', async () => {
    const behind = counterProjection('health_behind');
    await migrateProjection(env.pool, behind);
    const server = createHealthApp(env.store, env.pool, [counter, behind]).listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      const body = await (await fetch(`http://127.0.0.1:${port}/health`)).json();
      expect(body).toMatchObject({
        status: 'ok',
        projections: {
          worker_counter: { checkpoint: formatPosition(env.appended), caughtUp: true, lag: 0 },
          health_behind: { checkpoint: '0:0', caughtUp: false },
        },
      });
      expect(body.projections.health_behind.lag).toBeGreaterThanOrEqual(8);
    } finally {
      server.close();
    }
  });
});
