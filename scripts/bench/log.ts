import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { newEvent, type DomainEvent } from '@tsuzuki/events';
import { LOG_START, PostgresEventStore } from '@tsuzuki/event-store';
import { createTestDatabase } from '@tsuzuki/event-store/testing';
import { rebuild, REBUILD_BATCH_SIZE } from '@tsuzuki/projection-service/rebuild/rebuild';
import { counterProjection } from '@tsuzuki/projection-service/testing/counterProjection';
import { migrateProjection } from '@tsuzuki/projection-service/framework/migrate';
import { load, report } from './stats.ts';

// The event log beside plain PostgreSQL on the same server, in the same run: each of our figures is printed
// with the floor's and their ratio, so a slow machine or a busy moment moves both.

const FLOOR_SQL = `
CREATE SCHEMA floor;
-- What a plain event table looks like: the same columns and keys as event_store.events, none of the log's
-- guarantees (no stream lock, no idempotency, no horizon).
CREATE TABLE floor.events (
  global_position bigserial PRIMARY KEY,
  stream_id text NOT NULL,
  stream_position bigint NOT NULL,
  type text NOT NULL,
  schema_version integer NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream_id, stream_position)
);`;

const FLOOR_INSERT = `INSERT INTO floor.events (stream_id, stream_position, type, schema_version, data, metadata) VALUES ($1, 0, $2, 1, $3, $4)`;
const FLOOR_INSERT_MANY = `INSERT INTO floor.events (stream_id, stream_position, type, schema_version, data, metadata)
  SELECT $1, x.ord - 1, 'StudioAdded', 1, x.data, $3 FROM unnest($2::jsonb[]) WITH ORDINALITY AS x(data, ord)`;
const COLUMNS = 'global_position, transaction_id::text AS txid, stream_id, stream_position, type, schema_version, data, metadata';

let nextId = 1;
const studio = (): DomainEvent =>
  newEvent('StudioAdded', { studioId: nextId, name: `Bench Studio ${nextId++}`, isAnimationStudio: true, favourites: 0 });
const metadata = (commandId: string) => ({ commandId, actorId: null, occurredAt: new Date().toISOString() });

const ratio = (ours: number, floor: number) => Math.round((ours / floor) * 100) / 100;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function perSecond(count: number, run: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await run();
  return Math.round(count / ((performance.now() - t) / 1000));
}

/** Ours and the floor in turns, `rounds` times; the median of each. */
async function sideBySide(rounds: number, ours: () => Promise<number>, floor: () => Promise<number>) {
  const o: number[] = [];
  const f: number[] = [];
  for (let r = 0; r < rounds; r++) {
    f.push(await floor());
    o.push(await ours());
  }
  return { ours: median(o), floor: median(f) };
}

function printRatio(
  figure: string,
  unit: string,
  measured: { ours: number; floor: number },
  target: number,
  extra: Record<string, unknown> = {},
) {
  const r = ratio(measured.ours, measured.floor);
  report(figure, { ...extra, [`ours_${unit}`]: measured.ours, [`floor_${unit}`]: measured.floor, ratio: r, target, met: r >= target });
}

/** Rows COPY streams out of the log in log order, per second: the fastest way PostgreSQL can hand it over. */
async function copyRate(pool: pg.Pool, count: number): Promise<number> {
  const client = await pool.connect();
  try {
    let rows = 0;
    const rate = await perSecond(count, () =>
      pipeline(
        client.query(
          copyTo(`COPY (SELECT ${COLUMNS} FROM event_store.events ORDER BY events.transaction_id, events.global_position) TO STDOUT`),
        ),
        new Writable({
          write(chunk: Buffer, _enc, done) {
            for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) rows++;
            done();
          },
        }),
      ),
    );
    if (rows !== count) throw new Error(`COPY gave ${rows} rows, expected ${count}`);
    return rate;
  } finally {
    client.release();
  }
}

export async function benchLog(scale: number) {
  const db = await createTestDatabase('bench_log');
  const store = await PostgresEventStore.connect({ connectionString: db.url, maxConnections: 10 });
  const pool = new pg.Pool({ connectionString: db.url, max: 10 });
  try {
    await pool.query(FLOOR_SQL);
    const singles = Math.max(2000, Math.round(8000 * scale));
    const rounds = 5;

    // One event per transaction, a new stream each time: one writer, then eight at once.
    const singleAppends = (count: number, writers: number) =>
      sideBySide(
        rounds,
        () =>
          perSecond(count, () =>
            load(count, writers, async () => {
              const id = nextId;
              await store.append(`studio-${id}`, [studio()], { expectedVersion: 'no_stream', metadata: metadata(`single-${id}`) });
            }),
          ),
        () =>
          perSecond(count, () =>
            load(count, writers, async () => {
              const e = studio();
              await pool.query({
                name: 'floor_insert',
                text: FLOOR_INSERT,
                values: [`studio-${nextId}`, e.type, JSON.stringify(e.data), JSON.stringify(metadata(`f-${nextId}`))],
              });
            }),
          ),
      );
    printRatio('log.append_single', 'events_per_s', await singleAppends(singles, 1), 0.88, { writers: 1, events: singles });
    printRatio('log.append_8_writers', 'events_per_s', await singleAppends(singles * 2, 8), 0.8, { writers: 8, events: singles * 2 });

    // Batches: 100-event appends against 1000-row transactions.
    const batchEvents = Math.max(20_000, Math.round(100_000 * scale));
    const batches = await sideBySide(
      rounds,
      () =>
        perSecond(batchEvents, () =>
          load(batchEvents / 100, 1, async (b) => {
            await store.append(`batch-${nextId}`, Array.from({ length: 100 }, studio), {
              expectedVersion: 'no_stream',
              metadata: metadata(`batch-${nextId}-${b}`),
            });
          }),
        ),
      () =>
        perSecond(batchEvents, () =>
          load(batchEvents / 1000, 1, async () => {
            const data = Array.from({ length: 1000 }, () => JSON.stringify(studio().data));
            await pool.query({
              name: 'floor_many',
              text: FLOOR_INSERT_MANY,
              values: [`batch-${nextId}`, data, JSON.stringify(metadata(`f-${nextId}`))],
            });
          }),
        ),
    );
    printRatio('log.append_batches', 'events_per_s', batches, 0.6, { ours_batch: 100, floor_batch: 1000 });

    // A log big enough to read for a while.
    const target = Math.max(200_000, Math.round(1_000_000 * scale));
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM event_store.events');
    for (let have = rows[0]!.n; have < target; have += 100) {
      await store.append(`fill-${nextId}`, Array.from({ length: 100 }, studio), {
        expectedVersion: 'no_stream',
        metadata: metadata(`fill-${nextId}`),
      });
    }
    await pool.query('VACUUM ANALYZE event_store.events');
    const total = (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM event_store.events')).rows[0]!.n;

    const read = await sideBySide(
      rounds,
      () =>
        perSecond(total, async () => {
          let after = LOG_START;
          let seen = 0;
          for (let more = true; more;) {
            const page = await store.readAll(after, 1000);
            seen += page.events.length;
            after = page.position;
            more = page.more;
          }
          if (seen !== total) throw new Error(`readAll gave ${seen} events, expected ${total}`);
        }),
      () => copyRate(pool, total),
    );
    printRatio('log.read_all', 'events_per_s', read, 0.6, { events: total, page: 1000, floor: 'COPY in log order' });

    // Catch-up of the simplest real read model: events counted per stream, rebuilt from the start.
    const summary = counterProjection('bench_summary');
    await migrateProjection(pool, summary);
    const catchUp = await sideBySide(
      1,
      () => perSecond(total, () => rebuild(summary, { store, pool, batchSize: REBUILD_BATCH_SIZE })),
      () => copyRate(pool, total),
    );
    printRatio('log.catch_up_summary', 'events_per_s', catchUp, 0.4, { events: total, batch: REBUILD_BATCH_SIZE });
  } finally {
    await store.close();
    await pool.end();
    await db.drop();
  }
}
