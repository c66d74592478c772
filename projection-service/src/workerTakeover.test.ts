import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioStream } from '@tsuzuki/events';
import { comparePositions, Doorbell } from '@tsuzuki/event-store';
import { createTestRedisPrefix } from '@tsuzuki/event-store/testing';
import { readCheckpoint } from './framework/checkpoint.ts';
import { migrateProjection } from './framework/migrate.ts';
import { SRC } from './testing/cli.ts';
import { counterProjection } from './testing/counterProjection.ts';
import { openTestEnv, type TestEnv } from './testing/env.ts';
import { studioAdded } from './testing/fixtures.ts';

// Two projection-service processes share the drains as BullMQ's competing workers (issue 23). The one draining is
// killed in the middle of a drain: the other takes the drain over, well before BullMQ's default stalled check (30 s)
// would have let it, and the read model still counts every event exactly once.
const STREAMS = 20;
const EVENTS_PER_STREAM = 50;
/** Far below the 30 to 60 s a dead process's job held the projection with BullMQ's defaults. */
const TAKEOVER_BOUND_MS = 15_000;

const counter = counterProjection('takeover_counter');
const redis = createTestRedisPrefix('projection_takeover');
let env: TestEnv;
const children: ChildProcess[] = [];

beforeAll(async () => {
  env = await openTestEnv('projection_takeover');
  await migrateProjection(env.pool, counter);
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? once(c, 'exit') : null)));
  await redis.cleanup();
  await env?.drop();
});

/** One projection process (tsx as a loader: one process, so SIGKILL kills the worker itself), once it takes jobs. */
async function startWorker(name: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', `${SRC}testing/workerChild.ts`], {
    env: {
      ...process.env,
      DATABASE_URL: env.url,
      REDIS_URL: redis.redisUrl,
      REDIS_PREFIX: redis.prefix,
      COUNTER_NAME: counter.name,
      COUNTER_SLEEP_MS: '30',
      BATCH_SIZE: '20',
      PGAPPNAME: name,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let out = '';
  child.stdout!.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: string) => (out += chunk).includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}) before it was ready`)));
  });
  return child;
}

/** Which process is inside a batch now (its connection sleeps in the counter's apply), if any. */
async function draining(): Promise<string | null> {
  const { rows } = await env.pool.query<{ name: string }>(
    `SELECT application_name AS name FROM pg_stat_activity
      WHERE datname = current_database() AND state = 'active' AND query LIKE 'SELECT pg_sleep%'`,
  );
  return rows[0]?.name ?? null;
}

describe('projection processes as competing workers', () => {
  it('takes over the drain of a process killed in the middle of it, and counts every event once', async () => {
    const workers = { first: await startWorker('takeover-first'), second: await startWorker('takeover-second') };
    for (let s = 1; s <= STREAMS; s++) {
      await env.append(
        studioStream(s),
        Array.from({ length: EVENTS_PER_STREAM }, () => studioAdded(s)),
      );
    }
    await env.readable();
    const doorbell = new Doorbell(redis.redisUrl, redis.prefix);
    try {
      await doorbell.ring([counter.name]);
    } finally {
      await doorbell.close();
    }

    // Kill whichever process is draining, once some batches are committed and it sits inside the next one.
    let victim: string | null = null;
    for (let i = 0; i < 3000 && !victim; i++) {
      const committed = (await readCheckpoint(env.pool, counter.schema)).position;
      victim = committed > 0n ? await draining() : null;
      if (!victim) await sleep(10);
    }
    expect(victim).toMatch(/^takeover-(first|second)$/);
    const dying = victim === 'takeover-first' ? workers.first : workers.second;
    dying.kill('SIGKILL');
    await once(dying, 'exit');
    const killedAt = await readCheckpoint(env.pool, counter.schema);
    const killed = Date.now();
    expect(comparePositions(killedAt, env.appended)).toBeLessThan(0);

    // The survivor drains on from the last committed batch.
    let resumedAfterMs: number | null = null;
    while (comparePositions(await readCheckpoint(env.pool, counter.schema), env.appended) < 0) {
      if (resumedAfterMs === null && comparePositions(await readCheckpoint(env.pool, counter.schema), killedAt) > 0) {
        resumedAfterMs = Date.now() - killed;
      }
      if (Date.now() - killed > TAKEOVER_BOUND_MS) throw new Error(`no process took the drain over within ${TAKEOVER_BOUND_MS} ms`);
      await sleep(20);
    }
    const survivor = victim === 'takeover-first' ? 'takeover-second' : 'takeover-first';
    // Reported, not asserted (speed is the benches' business): how long the projection stood still.
    console.info(`${survivor} took the drain over ${resumedAfterMs ?? Date.now() - killed} ms after ${victim} was killed`);

    const counts = await env.rows<{ stream: string; events: number }>(
      `SELECT stream, events FROM ${counter.schema}.stream_counts WHERE stream LIKE 'studio-%' ORDER BY stream`,
    );
    expect(counts).toHaveLength(STREAMS);
    expect(counts.every((c) => c.events === EVENTS_PER_STREAM)).toBe(true);
  }, 60_000);
});
