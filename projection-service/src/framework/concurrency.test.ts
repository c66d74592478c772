import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioStream } from '@tsuzuki/events';
import { comparePositions, PostgresEventStore } from '@tsuzuki/event-store';
import { createTestRedisPrefix } from '@tsuzuki/event-store/testing';
import { counterProjection } from '../testing/counterProjection.ts';
import { openTestEnv, type TestEnv } from '../testing/env.ts';
import { studioAdded } from '../testing/fixtures.ts';
import { startProjectionWorker } from '../worker.ts';
import { readCheckpoint } from './checkpoint.ts';
import { migrateProjection } from './migrate.ts';

/*
 * Writers race while the projection worker drains: racing appends, and "slow" transactions that take
 * their global position early (INSERT), sleep, and commit after many later positions were committed.
 * A reader that checkpoints only the global position reads past a slow transaction's position before
 * it commits and never comes back for it: emmett-postgresql 0.42.0's position-only processor checkpoint
 * loses events under exactly this load. Our checkpoint is the pair (transaction_id, position) and the
 * store reads only below the oldest append still in flight, so every event is applied exactly once.
 */

const FAST_WRITERS = 6;
const APPENDS_PER_FAST_WRITER = 30;
const SLOW_WRITERS = 4;
const TRANSACTIONS_PER_SLOW_WRITER = 8;

let env: TestEnv;
const redis = createTestRedisPrefix('projection_concurrency');
const counter = counterProjection('race_counter');
const expected = new Map<string, number>();
const count = (stream: string, n: number) => expected.set(stream, (expected.get(stream) ?? 0) + n);
// Witness that the hazard happened: fast commits of higher positions before a slow commit of a lower one.
const fastCommits: Array<{ position: bigint; at: number }> = [];
const slowCommits: Array<{ position: bigint; committing: number }> = [];

beforeAll(async () => {
  env = await openTestEnv('projection_concurrency');
  await migrateProjection(env.pool, counter);
});
afterAll(async () => {
  await redis.cleanup();
  await env?.drop();
});

/** Appends that take their transaction id and positions at once and commit only after a pause. */
async function slowWriter(w: number): Promise<void> {
  const stream = `slow-${w}`;
  let committing = 0;
  const slow = await PostgresEventStore.connect({
    connectionString: env.url,
    beforeCommit: async () => {
      await sleep(50 + Math.random() * 150);
      committing = performance.now();
    },
  });
  try {
    for (let i = 0; i < TRANSACTIONS_PER_SLOW_WRITER; i++) {
      const { position } = await slow.append(stream, [studioAdded(1000 + w)], {
        expectedVersion: 'any',
        metadata: { commandId: `slow-${w}-${i}`, actorId: null, occurredAt: new Date().toISOString() },
      });
      slowCommits.push({ position: position.position, committing });
      count(stream, 1);
    }
  } finally {
    await slow.close();
  }
}

async function fastWriter(w: number, ring: () => Promise<void>): Promise<void> {
  for (let i = 0; i < APPENDS_PER_FAST_WRITER; i++) {
    const id = (i % 3) + 1 + w * 10; // a few streams per writer, appended to in turn
    const n = 1 + (i % 3);
    const { position } = await env.append(
      studioStream(id),
      Array.from({ length: n }, () => studioAdded(id)),
    );
    fastCommits.push({ position: position.position, at: performance.now() });
    count(studioStream(id), n);
    await ring();
  }
}

describe('concurrent writers', () => {
  it('are each projected exactly once by the worker', async () => {
    const worker = await startProjectionWorker({
      config: { redisUrl: redis.redisUrl, redisPrefix: redis.prefix },
      store: env.store,
      pool: env.pool,
      projections: [counter],
      log: pino({ level: 'silent' }),
      batchSize: 7,
      safetyNetMs: 500,
    });
    try {
      const ring = () => worker.doorbell.ring([counter.name]);
      await Promise.all([
        ...Array.from({ length: SLOW_WRITERS }, (_, w) => slowWriter(w)),
        ...Array.from({ length: FAST_WRITERS }, (_, w) => fastWriter(w, ring)),
      ]);
      await ring();
      // Every writer has committed, so the newest event in log order is the final head.
      const { rows } = await env.pool.query<{ txid: string; global_position: string }>(
        `SELECT transaction_id::text AS txid, global_position FROM event_store.events
         ORDER BY events.transaction_id DESC, events.global_position DESC LIMIT 1`,
      );
      const head = { transactionId: BigInt(rows[0]!.txid), position: BigInt(rows[0]!.global_position) };
      for (let i = 0; i < 3000 && comparePositions(await readCheckpoint(env.pool, counter.schema), head) < 0; i++) await sleep(20);
    } finally {
      await worker.close();
    }
    const rows = await env.rows<{ stream: string; events: number }>('SELECT stream, events FROM rm_race_counter.stream_counts');
    const seen = new Map(rows.map((r) => [r.stream, r.events]));
    expect(seen).toEqual(expected);
    const overtaken = slowCommits.filter((s) => fastCommits.some((f) => f.position > s.position && f.at < s.committing));
    expect(overtaken.length).toBeGreaterThan(0);
    const total = [...expected.values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(SLOW_WRITERS * TRANSACTIONS_PER_SLOW_WRITER + FAST_WRITERS * APPENDS_PER_FAST_WRITER * 2);
  });
});
