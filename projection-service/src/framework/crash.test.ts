import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioStream } from '@tsuzuki/events';
import { comparePositions, formatPosition } from '@tsuzuki/event-store';
import { SRC } from '../testing/cli.ts';
import { counterProjection } from '../testing/counterProjection.ts';
import { openTestEnv, type TestEnv } from '../testing/env.ts';
import { studioAdded } from '../testing/fixtures.ts';
import { verify } from '../verify/verify.ts';
import { readCheckpoint } from './checkpoint.ts';

const STREAMS = 30;
const EVENTS_PER_STREAM = 100;

let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv('crash');
  for (let s = 1; s <= STREAMS; s++) {
    for (let half = 0; half < 2; half++) {
      await env.append(
        studioStream(s),
        Array.from({ length: EVENTS_PER_STREAM / 2 }, () => studioAdded(s)),
      );
    }
  }
  await env.readable();
});
afterAll(async () => env?.drop());

// One node process (tsx as a loader, not the tsx CLI, which would put a second process in between).
function startChild(
  env: TestEnv,
  extra: Record<string, string>,
): { child: ChildProcess; exit: Promise<{ code: number | null; signal: string | null }> } {
  const child = spawn(process.execPath, ['--import', 'tsx', `${SRC}testing/drainChild.ts`], {
    env: { ...process.env, DATABASE_URL: env.url, BATCH_SIZE: '25', ...extra },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exit = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exit };
}

async function checkpointOrNull(): Promise<bigint | null> {
  try {
    return (await readCheckpoint(env.pool, 'rm_test_counter')).position;
  } catch {
    return null; // the child has not created the schema yet
  }
}

describe('a worker killed in the middle of a batch', () => {
  it('loses and doubles nothing once restarted', async () => {
    const first = startChild(env, { COUNTER_SLEEP_MS: '40' });
    // Wait until some batches are committed and the child sits inside a transaction whose counter
    // writes are not committed yet (it sleeps after writing, before the checkpoint).
    let midBatch = false;
    for (let i = 0; i < 3000 && !midBatch; i++) {
      const committed = await checkpointOrNull();
      const { rows } = await env.pool.query(
        `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND query LIKE 'SELECT pg_sleep%'`,
      );
      midBatch = committed !== null && committed > 0n && rows.length > 0;
      if (!midBatch) await sleep(10);
    }
    expect(midBatch).toBe(true);
    first.child.kill('SIGKILL');
    expect(await first.exit).toEqual({ code: null, signal: 'SIGKILL' });

    const killedAt = await readCheckpoint(env.pool, 'rm_test_counter');
    const total = await env.store.headPosition();
    expect(formatPosition(killedAt)).not.toBe(formatPosition(total));

    const second = startChild(env, {});
    expect(await second.exit).toEqual({ code: 0, signal: null });

    const counts = await env.rows<{ stream: string; events: number }>(
      'SELECT stream, events FROM rm_test_counter.stream_counts ORDER BY stream',
    );
    expect(counts).toHaveLength(STREAMS);
    for (const row of counts) expect(row).toEqual({ stream: row.stream, events: EVENTS_PER_STREAM });
    expect(comparePositions(await readCheckpoint(env.pool, 'rm_test_counter'), total)).toBeGreaterThanOrEqual(0);
    // And the whole read model equals a fresh replay of the log.
    expect(await verify(counterProjection(), { store: env.store, pool: env.pool })).toMatchObject({ ok: true, diffs: [] });
  });
});
