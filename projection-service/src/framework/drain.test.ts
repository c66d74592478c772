import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKPOINT_CHANNEL, mediaStream, studioStream, tagStream } from '@tsuzuki/events';
import { comparePositions, formatPosition, type RecordedEvent } from '@tsuzuki/event-store';
import { counterProjection } from '../testing/counterProjection.ts';
import { drainUntil, openTestEnv, type TestEnv } from '../testing/env.ts';
import { mediaAdded, studioAdded, tagCreated } from '../testing/fixtures.ts';
import { studios } from '../projections/studios/index.ts';
import { readCheckpoint } from './checkpoint.ts';
import { drain } from './drain.ts';
import { createProjectionSchema, migrateProjection } from './migrate.ts';
import { defineProjection } from './projection.ts';
import { inTransaction, lockSchema } from './sql.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv('drain');
});
afterAll(async () => env?.drop());

describe('drain', () => {
  it('applies handled events, and checkpoints past the others without reading them', async () => {
    await env.append(studioStream(1), [studioAdded(1)]);
    const last = await env.append(mediaStream(1), [mediaAdded(1)]);
    await env.project(studios);
    expect(await env.rows('SELECT id FROM rm_studios.studios')).toEqual([{ id: 1 }]);
    expect(comparePositions(await readCheckpoint(env.pool, 'rm_studios'), last.position)).toBeGreaterThanOrEqual(0);
  });

  it('announces each committed checkpoint on projection_checkpoint', async () => {
    const listener = new pg.Client({ connectionString: env.url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query(`LISTEN ${CHECKPOINT_CHANNEL}`);
    try {
      await env.append(studioStream(2), [studioAdded(2)]);
      await env.project(studios);
      const committed = formatPosition(await readCheckpoint(env.pool, 'rm_studios'));
      for (let i = 0; i < 200 && !heard.includes(`studios ${committed}`); i++) await sleep(10);
      expect(heard).toContain(`studios ${committed}`);
      // Only events of other types since: the checkpoint moves past them, and says the rows did not change.
      await env.append(mediaStream(2), [mediaAdded(2)]);
      await env.project(studios);
      const skipped = formatPosition(await readCheckpoint(env.pool, 'rm_studios'));
      expect(skipped).not.toBe(committed);
      for (let i = 0; i < 200 && !heard.includes(`studios ${skipped} unchanged`); i++) await sleep(10);
      expect(heard).toContain(`studios ${skipped} unchanged`);
      expect(heard).not.toContain(`studios ${skipped}`);
    } finally {
      await listener.end();
    }
  });

  it('waits for the schema lock held by another transaction before reading the checkpoint', async () => {
    const counter = counterProjection('lock_counter');
    await migrateProjection(env.pool, counter);
    await env.append(tagStream(1), [tagCreated(1)]);
    const holder = await env.pool.connect();
    await holder.query('BEGIN');
    await lockSchema(holder, counter.schema);
    const drained = drainUntil(counter, env.appended, env);
    try {
      // The drain's transaction shows up waiting on an advisory lock while we hold it.
      let waiting = 0;
      for (let i = 0; i < 500 && waiting === 0; i++) {
        const { rows } = await env.pool.query<{ n: string }>(
          `SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        );
        waiting = Number(rows[0]!.n);
        if (waiting === 0) await sleep(10);
      }
      expect(waiting).toBe(1);
      expect(await env.rows('SELECT * FROM rm_lock_counter.stream_counts')).toEqual([]);
    } finally {
      await holder.query('COMMIT');
      holder.release();
    }
    await drained;
    const [total] = await env.rows<{ n: number }>('SELECT count(*)::int AS n FROM event_store.events');
    expect(await env.rows('SELECT sum(events)::int AS n FROM rm_lock_counter.stream_counts')).toEqual([total]);
  });

  it('rolls back the writes and the checkpoint together when apply fails', async () => {
    const failing = defineProjection({
      name: 'failing',
      migration: 'CREATE TABLE seen (stream text);',
      handles: ['StudioAdded'],
      async apply(events: RecordedEvent[], tx) {
        await tx.query('INSERT INTO seen SELECT unnest($1::text[])', [events.map((e) => e.stream)]);
        throw new Error('boom');
      },
    });
    await migrateProjection(env.pool, failing);
    await env.append(studioStream(3), [studioAdded(3)]);
    await expect(drainUntil(failing, env.appended, env)).rejects.toThrow('boom');
    expect(await env.rows('SELECT * FROM rm_failing.seen')).toEqual([]);
    expect(formatPosition(await readCheckpoint(env.pool, 'rm_failing'))).toBe('0:0');
  });

  it('stops exactly at upTo and never announces a scratch schema', async () => {
    const counter = counterProjection('upto_counter');
    await inTransaction(env.pool, (tx) => createProjectionSchema(tx, counter, 'scratch_upto'));
    // Everything appended so far is readable once a live projection has reached it.
    await env.project(counterProjection('upto_probe'));
    const all = (await env.store.readAll({ transactionId: 0n, position: 0n }, 1000)).events;
    const middle = all[2]!.logPosition;

    const listener = new pg.Client({ connectionString: env.url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query(`LISTEN ${CHECKPOINT_CHANNEL}`);
    try {
      const result = await drain(counter, { store: env.store, pool: env.pool, schema: 'scratch_upto', batchSize: 2, upTo: middle });
      expect(result.events).toBe(3);
      expect(formatPosition(await readCheckpoint(env.pool, 'scratch_upto'))).toBe(formatPosition(middle));
      // Notifications arrive in commit order: once the live one is heard, a scratch one would have been too.
      await env.append(studioStream(4), [studioAdded(4)]);
      await env.project(studios);
      for (let i = 0; i < 200 && !heard.some((h) => h.startsWith('studios ')); i++) await sleep(10);
      expect(heard.some((h) => h.startsWith('studios '))).toBe(true);
      expect(heard.filter((h) => h.startsWith('upto_counter'))).toEqual([]);
    } finally {
      await listener.end();
    }
  });
});
