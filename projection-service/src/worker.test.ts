import { setTimeout as sleep } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECTION_QUEUE, studioStream, tagStream } from '@tsuzuki/events';
import { comparePositions, type LogPosition } from '@tsuzuki/event-store';
import { appendStatement } from '@tsuzuki/event-store/postgres/appendSql';
import { createTestRedisPrefix, holdingStore } from '@tsuzuki/event-store/testing';
import { readCheckpoint } from './framework/checkpoint.ts';
import { migrateProjection } from './framework/migrate.ts';
import type { Projection } from './framework/projection.ts';
import { ProjectionStatus } from './framework/status.ts';
import { createHealthApp } from './health.ts';
import { projections } from './projections/index.ts';
import { counterProjection } from './testing/counterProjection.ts';
import { openTestEnv, type TestEnv } from './testing/env.ts';
import { studioAdded, tagCreated } from './testing/fixtures.ts';
import { SAFETY_NET_SCHEDULER, startProjectionWorker, type ProjectionWorker } from './worker.ts';

let env: TestEnv;
const redis = createTestRedisPrefix('projection_worker');
const counter = counterProjection('worker_counter');
const log = pino({ level: 'silent' });
const HOUR = 3_600_000;

beforeAll(async () => {
  env = await openTestEnv('projection_worker');
  await migrateProjection(env.pool, counter);
});
afterAll(async () => {
  await redis.cleanup();
  await env?.drop();
});

/** Polls the checkpoint; only the test timeout bounds it, so a pass never depends on how fast it went. */
async function reached(projection: Projection, target: LogPosition): Promise<void> {
  while (comparePositions(await readCheckpoint(env.pool, projection.schema), target) < 0) await sleep(20);
}

const start = (safetyNetMs: number, list: readonly Projection[] = [counter], status?: ProjectionStatus) =>
  startProjectionWorker({
    config: { redisUrl: redis.redisUrl, redisPrefix: redis.prefix },
    store: env.store,
    pool: env.pool,
    projections: list,
    log,
    safetyNetMs,
    batchSize: 3,
    ...(status ? { status } : {}),
  });

/** What newer code could have written: the store's append function, without this code's catalogue check. */
async function appendRaw(stream: string, types: string[], versions: number[], data: object[]): Promise<void> {
  const metadata = { commandId: stream, actorId: null, occurredAt: '2030-01-01T00:00:00.000Z' };
  await env.pool.query(
    appendStatement(
      stream,
      null,
      stream,
      metadata,
      types.map((type, i) => ({ type, version: versions[i]!, data: data[i] })),
    ),
  );
}

const total = async (schema: string) =>
  (await env.rows<{ n: number }>(`SELECT coalesce(sum(events), 0)::int AS n FROM ${schema}.stream_counts`))[0]!.n;

describe('projection worker', () => {
  let worker: ProjectionWorker;

  it('drains what was appended before it started, and again when the doorbell rings', async () => {
    for (let i = 1; i <= 5; i++) await env.append(studioStream(i), [studioAdded(i)]);
    worker = await start(HOUR);
    try {
      await reached(counter, env.appended);
      await env.append(studioStream(6), [studioAdded(6), studioAdded(6)]);
      await worker.doorbell.ring([counter.name]);
      await reached(counter, env.appended);
      expect(await total(counter.schema)).toBe(7);
      const schedulers = await worker.doorbell.queue.getJobSchedulers();
      expect(schedulers.map((s) => s.key)).toContain(SAFETY_NET_SCHEDULER);
    } finally {
      await worker.close();
    }
  });

  it('drains without a ring thanks to the safety-net schedule', async () => {
    worker = await start(200);
    try {
      await reached(counter, env.appended);
      await env.append(studioStream(7), [studioAdded(7)]);
      await reached(counter, env.appended);
      expect(await total(counter.schema)).toBe(8);
    } finally {
      await worker.close();
    }
  });

  it('drains events held back behind a slow append as soon as it commits, with no ring and no safety net', async () => {
    const { store: slow, held, release } = await holdingStore(env.url);
    worker = await start(HOUR);
    try {
      await reached(counter, env.appended);
      const slowAppend = slow.append(studioStream(8), [studioAdded(8)], {
        expectedVersion: 'any',
        metadata: { commandId: 'slow-8', actorId: null, occurredAt: new Date().toISOString() },
      });
      await held;
      // Committed, but behind the slow append's transaction id: the drain this ring starts cannot read it yet.
      await env.append(studioStream(9), [studioAdded(9)]);
      await worker.doorbell.ring([counter.name]);
      while (!(await env.store.heldBack(await readCheckpoint(env.pool, counter.schema)))) await sleep(10);
      // Longer than the old bounded wait (20 x 250 ms): the worker must still be watching.
      await sleep(6000);
      release();
      const { position } = await slowAppend;
      await reached(counter, env.appended);
      await reached(counter, position);
      expect(await total(counter.schema)).toBe(10);
    } finally {
      release();
      await worker.close();
      await slow.close();
    }
  });

  it('drains at once after a restart although the dead worker left its drain job active', async () => {
    // A worker that takes a drain job and never finishes it: its lock outlives this test, so only the new
    // worker's start-up (not BullMQ's stalled-job check) can get drains going again.
    const connection = new Redis(redis.redisUrl, { maxRetriesPerRequest: null });
    const queue = new Queue(PROJECTION_QUEUE, { connection, prefix: redis.prefix });
    let taken: () => void = () => {};
    const took = new Promise<void>((resolve) => (taken = resolve));
    const deadConnection = new Redis(redis.redisUrl, { maxRetriesPerRequest: null });
    const dead = new Worker(
      PROJECTION_QUEUE,
      () => {
        taken();
        return new Promise<void>(() => {});
      },
      { connection: deadConnection, prefix: redis.prefix, lockDuration: HOUR, stalledInterval: HOUR },
    );
    try {
      await queue.add('drain', { projection: counter.name }, { deduplication: { id: `drain:${counter.name}`, keepLastIfActive: true } });
      await took;
      await dead.close(true);
      expect(await queue.getActiveCount()).toBe(1);
      await env.append(studioStream(10), [studioAdded(10)]);

      worker = await start(HOUR);
      try {
        await reached(counter, env.appended);
        // And later rings are not parked behind the dead job either.
        await env.append(studioStream(11), [studioAdded(11)]);
        await worker.doorbell.ring([counter.name]);
        await reached(counter, env.appended);
        expect(await total(counter.schema)).toBe(12);
      } finally {
        await worker.close();
      }
    } finally {
      await queue.obliterate({ force: true });
      await queue.close();
      connection.disconnect();
      deadConnection.disconnect();
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
          worker_counter: { caughtUp: true, lag: 0 },
          health_behind: { checkpoint: '0:0', caughtUp: false },
        },
      });
      // Every event appended so far is of a type the counter handles.
      const { rows } = await env.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM event_store.events');
      expect(body.projections.health_behind.lag).toBe(rows[0]!.n);
    } finally {
      server.close();
    }
  });

  it('lets an event type unknown to this code stop no projection', async () => {
    for (const p of projections) await migrateProjection(env.pool, p);
    const status = new ProjectionStatus();
    worker = await start(HOUR, projections, status);
    try {
      await env.append(tagStream(1), [tagCreated(1)]);
      // Written by newer code: a type this code has never heard of.
      await appendRaw('future-1', ['ForumThreadMoved'], [1], [{ anything: true }]);
      const after = await env.append(tagStream(2), [tagCreated(2)]);
      await worker.doorbell.ring(projections.map((p) => p.name));
      for (const p of projections) await reached(p, after.position);
      expect(await env.rows('SELECT id FROM rm_tags.tags ORDER BY id')).toEqual([{ id: 1 }, { id: 2 }]);
      expect(status.any).toBe(false);
    } finally {
      await worker.close();
    }
  });

  it('stops only the projection that meets a newer version of a type it handles, with the reason on /health', async () => {
    const tagCounter = counterProjection('tag_counter', ['MediaTagCreated']);
    const everything = counterProjection('everything_counter');
    for (const p of [tagCounter, everything]) await migrateProjection(env.pool, p);
    const status = new ProjectionStatus();
    worker = await start(HOUR, [tagCounter, everything], status);
    const server = createHealthApp(env.store, env.pool, [tagCounter, everything], status).listen(0);
    try {
      await appendRaw('future-2', ['StudioAdded'], [99], [{ studioId: 1 }]);
      const after = await env.append(tagStream(3), [tagCreated(3)]);
      await worker.doorbell.ring([tagCounter.name, everything.name]);

      await reached(tagCounter, after.position);
      expect(await total(tagCounter.schema)).toBe(3);
      while (!status.reason(everything.name)) await sleep(20);
      expect(comparePositions(await readCheckpoint(env.pool, everything.schema), after.position)).toBe(-1);

      const { port } = server.address() as AddressInfo;
      const body = await (await fetch(`http://127.0.0.1:${port}/health`)).json();
      expect(body.status).toBe('degraded');
      expect(body.projections.everything_counter.stopped).toBe(
        'StudioAdded v99 is newer than this code (v1): deploy the newer code to read it',
      );
      expect(body.projections.tag_counter).toMatchObject({ caughtUp: true, lag: 0 });
      expect(body.projections.tag_counter.stopped).toBeUndefined();
    } finally {
      server.close();
      await worker.close();
    }
  });
});
