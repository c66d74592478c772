import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { type DomainEvent } from '@tsuzuki/events';
import { comparePositions, LOG_START, PostgresEventStore, type AppendResult, type LogPosition } from '@tsuzuki/event-store';
import { createTestDatabase } from '@tsuzuki/event-store/testing';
import { readCheckpoint } from '../framework/checkpoint.ts';
import { drain } from '../framework/drain.ts';
import { ensureExtensions, migrateProjection } from '../framework/migrate.ts';
import type { Projection } from '../framework/projection.ts';

export interface TestEnv {
  url: string;
  pool: pg.Pool;
  store: PostgresEventStore;
  /** Appends with a fresh command id; occurredAt defaults to a fixed instant. */
  append(stream: string, events: DomainEvent[], occurredAt?: string): Promise<AppendResult>;
  /** Position of the last event appended through `append`. */
  readonly appended: LogPosition;
  /**
   * Migrates and drains `projection` until its checkpoint reaches the last append: an append becomes
   * readable only once older transactions anywhere on the server have ended (other test files run
   * beside this one), so one drain right after appending may legitimately see nothing yet.
   */
  project(projection: Projection, batchSize?: number): Promise<void>;
  /** Waits until readAll can see everything appended through `append`. */
  readable(): Promise<void>;
  rows<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

export const T0 = '2024-01-02T03:04:05.000Z';
export const T0_SECONDS = Date.parse(T0) / 1000;

/** A database of its own with the event store and pg_trgm, for one test file. */
export async function openTestEnv(label: string): Promise<TestEnv> {
  const db = await createTestDatabase(label);
  const store = await PostgresEventStore.connect({ connectionString: db.url });
  const pool = new pg.Pool({ connectionString: db.url, max: 10 });
  await ensureExtensions(pool);
  let appended: LogPosition = LOG_START;
  return {
    url: db.url,
    pool,
    store,
    get appended() {
      return appended;
    },
    async append(stream, events, occurredAt = T0) {
      const result = await store.append(stream, events, {
        expectedVersion: 'any',
        metadata: { commandId: randomUUID(), actorId: null, occurredAt },
      });
      if (comparePositions(result.position, appended) > 0) appended = result.position;
      return result;
    },
    async project(projection, batchSize) {
      await migrateProjection(pool, projection);
      await drainUntil(projection, appended, { store, pool, ...(batchSize ? { batchSize } : {}) });
    },
    async readable() {
      for (let attempt = 0; attempt < 3000; attempt++) {
        if (comparePositions(await store.headPosition(), appended) >= 0) return;
        await sleep(20);
      }
      throw new Error('appended events did not become readable');
    },
    async rows<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async drop() {
      await store.close();
      await pool.end();
      await db.drop();
    },
  };
}

/** Drains until the checkpoint reaches `target` (see TestEnv.project); gives up after a minute. */
export async function drainUntil(
  projection: Projection,
  target: LogPosition,
  options: { store: PostgresEventStore; pool: pg.Pool; batchSize?: number; schema?: string },
): Promise<void> {
  const schema = options.schema ?? projection.schema;
  for (let attempt = 0; attempt < 3000; attempt++) {
    await drain(projection, options);
    if (comparePositions(await readCheckpoint(options.pool, schema), target) >= 0) return;
    await sleep(20);
  }
  throw new Error(`${schema} did not reach the target checkpoint`);
}
