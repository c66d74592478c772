import { afterEach, describe, expect, it } from 'vitest';
import { CommandBus } from '@tsuzuki/command-service/bus';
import { ensureOwnTables } from '@tsuzuki/command-service/framework/ownTables';
import { commandWorld, type CommandWorld } from '@tsuzuki/test-worlds';
import { drain } from '../framework/drain.ts';
import { migrateProjection } from '../framework/migrate.ts';
import type { Projection } from '../framework/projection.ts';
import { projections } from '../projections/index.ts';
import { openTestEnv, type TestEnv } from '../testing/env.ts';
import { verifyAll } from './verifyAll.ts';

// Replay equals live, whatever the members did and wherever the live drains cut the log: a seeded random world of
// commands through the real command path, interleaved with drains of every read model in batches of every size (some
// running beside the commands), then `npm run verify -- --all`'s own code compares each read model with a replay.
// WORLD_SEED=<n> replays one world; a failure names its seed. The seed fixes every choice; the drains that run beside
// the commands may end at other points on another run.

const STEPS = Number(process.env.WORLD_STEPS ?? 700);
const SEEDS = process.env.WORLD_SEED ? [Number(process.env.WORLD_SEED)] : [20, 2024];
const BATCH_SIZES = [1, 2, 3, 5, 8, 13, 40, 1000];

let opened: TestEnv | null = null;
afterEach(async () => {
  await opened?.drop();
  opened = null;
});

/** Drains `projection` for at most `batches` batches of `batchSize` events (it may stop earlier: the log ends). */
async function drainSome(env: TestEnv, projection: Projection, batchSize: number, batches: number): Promise<void> {
  const stop = new AbortController();
  let done = 0;
  await drain(projection, {
    store: env.store,
    pool: env.pool,
    batchSize,
    signal: stop.signal,
    onBatch: () => {
      if (++done >= batches) stop.abort();
    },
  });
}

async function liveWorld(env: TestEnv, seed: number): Promise<CommandWorld> {
  await ensureOwnTables(env.pool);
  for (const p of projections) await migrateProjection(env.pool, p);
  const world = commandWorld(new CommandBus({ store: env.store, pool: env.pool, doorbell: null }), env.store, env.pool, seed);
  await world.setup();
  const replayed = projections.filter((p) => p.handles.length > 0);
  const running: Promise<void>[] = [];
  for (let step = 0; step < STEPS; step++) {
    if (world.chance(0.4)) {
      // Notifications drain most often: reads then see notices that later steps retract or delete.
      const projection = world.chance(0.3) ? replayed.find((p) => p.name === 'notifications')! : world.pick(replayed)!;
      const drained = drainSome(env, projection, world.pick(BATCH_SIZES)!, 1 + Math.floor(world.random() * 8));
      if (world.chance(0.3) && running.length < 2) running.push(drained);
      else await drained;
    }
    await world.step();
    if (running.length && world.chance(0.2)) await running.shift();
  }
  await Promise.all(running);
  // Every read model catches up on the whole world (verify compares at each one's checkpoint).
  for (const projection of replayed) await drainSome(env, projection, world.pick(BATCH_SIZES.filter((n) => n >= 5))!, Infinity);
  return world;
}

/** Read models without a single row: a replay of nothing equals live vacuously. */
async function emptyReadModels(env: TestEnv): Promise<string[]> {
  const empty: string[] = [];
  for (const p of projections.filter((x) => x.handles.length > 0)) {
    const { rows: tables } = await env.pool.query<{ t: string }>(
      `SELECT tablename AS t FROM pg_tables WHERE schemaname = $1 AND tablename NOT IN ('checkpoint', 'migration')`,
      [p.schema],
    );
    const { rows } = await env.pool.query<{ any: boolean }>(
      `SELECT ${tables.map((t) => `EXISTS (SELECT 1 FROM ${p.schema}.${t.t})`).join(' OR ')} AS any`,
    );
    if (!rows[0]!.any) empty.push(p.name);
  }
  return empty;
}

describe('replay equals live after a random world', () => {
  it.each(SEEDS)(
    'seed %i: every read model is identical to a replay of the log',
    async (seed) => {
      const env = (opened = await openTestEnv(`random_world_${seed}`));
      const world = await liveWorld(env, seed);
      const lines: string[] = [];
      const ok = await verifyAll(projections, { store: env.store, pool: env.pool }, (line) => lines.push(line));
      const tally = Object.fromEntries([...world.tally].map(([kind, t]) => [kind, `${t.done} done, ${t.refused} refused`]));
      // Guards against a vacuous pass: the world did what the finding needs (reads, deletions, retractions, merges).
      for (const kind of [
        'read notifications',
        'delete activity',
        'delete reply',
        'like activity',
        'merge media',
        'delete comment',
        'save list entry',
        // Media recast and people renamed (setup renames some, for every seed): the media pages' documents (ADR 64).
        'media edit',
      ]) {
        expect(world.tally.get(kind)?.done ?? 0, `${kind} (seed ${seed}): ${JSON.stringify(tally)}`).toBeGreaterThan(0);
      }
      expect(await emptyReadModels(env), `read models the world left empty (seed ${seed})`).toEqual([]);
      expect(ok, `seed ${seed} (WORLD_SEED=${seed} replays it):\n${lines.join('\n')}`).toBe(true);
    },
    600_000,
  );
});
