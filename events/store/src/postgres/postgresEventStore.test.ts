import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, holdingStore } from '../testing/index.ts';
import { eventStoreContract, type NaiveReader } from '../contract.ts';
import { withDatabase } from '../config.ts';
import { options, studioAdded } from '../contract/fixtures.ts';
import { LOG_START } from '../port.ts';
import {
  APPEND_BATCH_SQL,
  APPEND_MANY_NEW_SQL,
  APPEND_MANY_SQL,
  APPEND_ONE_NEW_SQL,
  APPEND_ONE_SQL,
  STREAM_LOCK_CLASS,
  waitStateSql,
} from './appendSql.ts';
import { PostgresEventStore } from './postgresEventStore.ts';

let db: { url: string; drop: () => Promise<void> };

beforeAll(async () => {
  db = await createTestDatabase('pg_event_store');
});
afterAll(async () => {
  await db?.drop();
});

/** The mistake the pair checkpoint prevents: following `global_position` alone. */
async function naiveReader(): Promise<NaiveReader> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  return {
    async head() {
      const { rows } = await client.query<{ max: string }>('SELECT coalesce(max(global_position), 0) AS max FROM event_store.events');
      return BigInt(rows[0]!.max);
    },
    async read(after, limit) {
      const { rows } = await client.query<{ global_position: string; stream_id: string; stream_position: string }>(
        `SELECT global_position, stream_id, stream_position FROM event_store.events
         WHERE global_position > $1 ORDER BY global_position LIMIT $2`,
        [String(after), limit],
      );
      return rows.map((r) => ({ sequence: BigInt(r.global_position), stream: r.stream_id, streamPosition: BigInt(r.stream_position) }));
    },
    close: () => client.end(),
  };
}

describe('PostgresEventStore', () => {
  it('starts from an empty log', async () => {
    const store = await PostgresEventStore.connect({ connectionString: db.url });
    try {
      expect(await store.headPosition()).toEqual(LOG_START);
      expect(await store.readAll(LOG_START, 10)).toMatchObject({ events: [], more: false });
    } finally {
      await store.close();
    }
  });

  it('holds readers behind an append in flight, and wakes them when it ends', async () => {
    const { store: slow, held, release } = await holdingStore(db.url);
    const store = await PostgresEventStore.connect({ connectionString: db.url });
    try {
      const before = await store.append('studio-before-held', [studioAdded()], options('no_stream'));
      const first = slow.append('studio-held', [studioAdded()], options('no_stream'));
      await held;
      // Committed after the held append took its transaction id: not readable while that one is open.
      const later = await store.append('studio-after-held', [studioAdded()], options('no_stream'));
      expect((await store.readAll(before.position, 10)).events).toEqual([]);
      expect(await store.headPosition()).toEqual(before.position);
      expect(await store.heldBack(before.position)).toBe(true);

      // The wait has no limit: only the held append's commit can end it.
      const woken = store.waitForEvents(before.position, Infinity);
      release();
      const held1 = await first;
      await woken;
      const page = await store.readAll(before.position, 10);
      expect(page.events.map((e) => e.logPosition)).toEqual([held1.position, later.position]);
      expect(await store.heldBack(before.position)).toBe(false);
    } finally {
      await slow.close();
      await store.close();
    }
  });

  it('reads past a transaction that is not an append, even one in the same database', async () => {
    const store = await PostgresEventStore.connect({ connectionString: db.url });
    const other = new pg.Client({ connectionString: db.url });
    await other.connect();
    try {
      const before = await store.headPosition();
      await other.query('BEGIN');
      await other.query('CREATE TEMP TABLE scratch (a int)');
      await other.query('INSERT INTO scratch VALUES (1)');
      const appended = await store.append('studio-beside', [studioAdded()], options('no_stream'));
      expect((await store.readAll(before, 10)).events.map((e) => e.logPosition)).toEqual([appended.position]);
      expect(await store.headPosition()).toEqual(appended.position);
    } finally {
      await other.query('ROLLBACK').catch(() => undefined);
      await other.end();
      await store.close();
    }
  });

  it('orders the log by transaction id as a number, also where the ids change digit count', async () => {
    const own = await createTestDatabase('pg_event_store_order');
    const store = await PostgresEventStore.connect({ connectionString: own.url });
    try {
      // Stamped as if written by transactions 9 and 10 (in text order '10' < '9'). Both must lie below the
      // horizon, the oldest transaction still running on the server: a fresh server's counter may be lower than
      // 100,000, but never below 10 (initdb alone uses hundreds).
      for (const [txid, stream] of [
        ['10', 'studio-later'],
        ['9', 'studio-earlier'],
      ]) {
        await store.pool.query(
          `INSERT INTO event_store.events (transaction_id, stream_id, stream_position, type, schema_version, data, metadata)
           VALUES ($1::xid8, $2, 0, 'StudioAdded', 1, $3, $4)`,
          [
            txid,
            stream,
            JSON.stringify({ studioId: 1, name: stream, isAnimationStudio: true, favourites: 0 }),
            JSON.stringify({ commandId: stream, actorId: null, occurredAt: '2024-01-01T00:00:00.000Z' }),
          ],
        );
      }
      const first = await store.readAll(LOG_START, 1);
      expect(first.events.map((e) => e.stream)).toEqual(['studio-earlier']);
      expect((await store.readAll(first.position, 1)).events.map((e) => e.stream)).toEqual(['studio-later']);
      expect((await store.headPosition()).transactionId).toBe(10n);
    } finally {
      await store.close();
      await own.drop();
    }
  });

  it("checks for a projection's next events through the log's index, whatever the log holds before them", async () => {
    const own = await createTestDatabase('pg_event_store_wait_plan');
    const store = await PostgresEventStore.connect({ connectionString: own.url });
    try {
      // A long log of one kind (a bulk import of social events) and a projection of that kind caught up to its head:
      // nothing comes after its checkpoint. Planned without statistics (autovacuum off, nothing has analysed the
      // log) PostgreSQL expected a sequential scan to meet a match at once and read the whole log to find none.
      await store.pool.query(
        `INSERT INTO event_store.events (stream_id, stream_position, type, schema_version, data, metadata)
         SELECT 'activity-' || g, 0, 'TextActivityPosted', 1, '{}', '{}' FROM generate_series(1, 50000) g`,
      );
      const head = await store.headPosition();
      const horizon = (await store.pool.query<{ h: string }>('SELECT event_store.read_horizon()::text AS h')).rows[0]!.h;
      const plan = async (typed: boolean) => {
        const params = [String(head.transactionId), String(head.position), horizon, ...(typed ? [['TextActivityPosted']] : [])];
        const { rows } = await store.pool.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${waitStateSql(typed)}`, params);
        return JSON.stringify(rows[0]!['QUERY PLAN']);
      };
      for (const analysed of [false, true]) {
        if (analysed) await store.pool.query('ANALYZE event_store.events');
        for (const typed of [true, false]) {
          const shape = await plan(typed);
          expect(shape).not.toContain('Seq Scan');
          expect(shape).toContain('"Index Name":"events_pkey"');
        }
      }
      expect(await store.heldBack(head, { types: ['TextActivityPosted'] })).toBe(false);
    } finally {
      await store.close();
      await own.drop();
    }
  });

  it('upgrades a log written by the previous schema: a command id it holds is still a duplicate', async () => {
    const own = await createTestDatabase('pg_event_store_upgrade');
    const old = new pg.Client({ connectionString: own.url });
    await old.connect();
    try {
      // The shape of the earlier schema: stream versions and command ids in tables of their own.
      await old.query(`CREATE SCHEMA event_store;
        CREATE TABLE event_store.streams (stream_id text PRIMARY KEY, version bigint NOT NULL);
        CREATE TABLE event_store.events (global_position bigserial PRIMARY KEY, transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
          stream_id text NOT NULL, stream_position bigint NOT NULL, type text NOT NULL, schema_version integer NOT NULL,
          data jsonb NOT NULL, metadata jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now(), UNIQUE (stream_id, stream_position));
        CREATE INDEX events_log_order ON event_store.events (transaction_id, global_position);
        CREATE TABLE event_store.commands (command_id text PRIMARY KEY, stream_id text NOT NULL, last_stream_position bigint NOT NULL,
          transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(), global_position bigint NOT NULL, created_at timestamptz NOT NULL DEFAULT now());`);
      const data = JSON.stringify({ studioId: 1, name: 'Old', isAnimationStudio: true, favourites: 0 });
      const meta = JSON.stringify({ commandId: 'old-command', actorId: null, occurredAt: '2024-01-01T00:00:00.000Z' });
      await old.query(
        `WITH e AS (INSERT INTO event_store.events (stream_id, stream_position, type, schema_version, data, metadata)
          VALUES ('studio-old', 0, 'StudioAdded', 1, $1, $2), ('studio-old', 1, 'StudioAdded', 1, $1, $2) RETURNING global_position)
        INSERT INTO event_store.commands (command_id, stream_id, last_stream_position, global_position) SELECT 'old-command', 'studio-old', 1, max(global_position) FROM e`,
        [data, meta],
      );
      const store = await PostgresEventStore.connect({ connectionString: own.url });
      try {
        const retry = await store.append('studio-old', [studioAdded()], options('any', 'old-command'));
        expect(retry).toMatchObject({ duplicate: true, nextExpectedVersion: 1n });
        expect((await store.readStream('studio-old')).version).toBe(1n);
        expect((await store.append('studio-old', [studioAdded()], options(1n, 'new-command'))).nextExpectedVersion).toBe(2n);
        const { rows } =
          await old.query(`SELECT to_regclass('event_store.commands') AS commands, to_regclass('event_store.streams') AS streams,
          to_regclass('event_store.events_log_order') AS log_order,
          (SELECT pg_get_constraintdef(oid) FROM pg_constraint WHERE conname = 'events_pkey') AS key`);
        expect(rows[0]).toEqual({ commands: null, streams: null, log_order: null, key: 'PRIMARY KEY (transaction_id, global_position)' });
      } finally {
        await store.close();
      }
    } finally {
      await old.end();
      await own.drop();
    }
  });

  it('reads metadata back exactly, whatever characters a command id or correlation id holds', async () => {
    const store = await PostgresEventStore.connect({ connectionString: db.url });
    try {
      const metadata = {
        commandId: 'odd\x1fcommand\u0001',
        actorId: 42,
        occurredAt: '2024-05-06T07:08:09.010Z',
        correlationId: 'req\x1fid',
      };
      const appended = await store.append('studio-odd', [studioAdded('Odd')], { expectedVersion: 'no_stream', metadata });
      const [fromStream] = (await store.readStream('studio-odd')).events;
      expect(fromStream!.metadata).toEqual(metadata);
      const [fromLog] = (await store.readAll({ transactionId: appended.position.transactionId, position: 0n }, 10)).events.filter(
        (e) => e.stream === 'studio-odd',
      );
      expect(fromLog).toEqual(fromStream);
      const [plain] = (
        await store.readStream((await store.append('studio-plain', [studioAdded()], options('no_stream'))) && 'studio-plain')
      ).events;
      expect(plain!.metadata).toEqual({ commandId: expect.any(String), actorId: null, occurredAt: '2024-04-01T12:00:00.000Z' });
    } finally {
      await store.close();
    }
  });

  it('takes the stream lock in the row the insert writes from, so before it can write', () => {
    // The horizon relies on it (ADR 9): an append holds its stream's lock before its transaction has an id.
    for (const sql of [APPEND_ONE_SQL, APPEND_MANY_SQL, APPEND_ONE_NEW_SQL, APPEND_MANY_NEW_SQL]) {
      const from = sql.indexOf('FROM (SELECT ');
      expect(from).toBeGreaterThan(sql.indexOf('INSERT INTO event_store.events'));
      expect(sql.indexOf(`pg_advisory_xact_lock(${STREAM_LOCK_CLASS}, hashtext($1))`)).toBeGreaterThan(from);
    }
  });

  it('takes every stream lock of a batch before its first insert, in stream name order', () => {
    // The lock is taken where the version is read, in a CTE the insert reads through its ORDER BY: the sort takes
    // every row (and so every lock) before it hands the insert the first one.
    const lock = APPEND_BATCH_SQL.indexOf(`pg_advisory_xact_lock(${STREAM_LOCK_CLASS}, hashtext(batch.stream))`);
    const insert = APPEND_BATCH_SQL.indexOf('INSERT INTO event_store.events');
    expect(lock).toBeGreaterThan(APPEND_BATCH_SQL.indexOf('FROM (SELECT * FROM batch ORDER BY stream) AS batch'));
    expect(lock).toBeLessThan(insert);
    expect(APPEND_BATCH_SQL.indexOf('ORDER BY c.ord, x.ord')).toBeGreaterThan(insert);
  });

  it('appendAll writes its appends in one transaction, or nothing when any stream moved, wherever it is', async () => {
    const store = await PostgresEventStore.connect({ connectionString: db.url });
    try {
      const all = await store.appendAll(
        ['studio-all-a', 'studio-all-b'].map((s) => ({ stream: s, events: [studioAdded()], options: options('no_stream') })),
      );
      expect(all[0]!.position.transactionId).toBe(all[1]!.position.transactionId);
      await expect(
        store.appendAll([
          { stream: 'studio-all-c', events: [studioAdded()], options: options('no_stream') },
          { stream: 'studio-all-b', events: [studioAdded()], options: options('no_stream') },
        ]),
      ).rejects.toMatchObject({ stream: 'studio-all-b', expected: 'no_stream', actual: 0n });
      expect((await store.readStream('studio-all-c')).version).toBe(-1n);
    } finally {
      await store.close();
    }
  });

  it('writes a batch in one transaction, and each append on its own when one of them is refused', async () => {
    const store = await PostgresEventStore.connect({ connectionString: db.url });
    try {
      const txids = async (streams: string[]) =>
        [...(await store.readStreams(streams)).values()].flatMap((r) => r.events.map((e) => e.logPosition.transactionId));
      await store.appendMany(
        ['studio-tx-a', 'studio-tx-b'].map((s) => ({ stream: s, events: [studioAdded(), studioAdded()], options: options('no_stream') })),
      );
      expect(new Set(await txids(['studio-tx-a', 'studio-tx-b'])).size).toBe(1);

      const outcomes = await store.appendMany([
        { stream: 'studio-tx-c', events: [studioAdded()], options: options('no_stream') },
        { stream: 'studio-tx-a', events: [studioAdded()], options: options(0n) },
        { stream: 'studio-tx-d', events: [studioAdded()], options: options('no_stream') },
      ]);
      expect(outcomes.map((o) => o instanceof Error)).toEqual([false, true, false]);
      expect(new Set(await txids(['studio-tx-c', 'studio-tx-d'])).size).toBe(2);
    } finally {
      await store.close();
    }
  });

  eventStoreContract({
    // A pool of ten: ten and more racing duplicates of one command must not starve it.
    open: (options) => PostgresEventStore.connect({ connectionString: db.url, maxConnections: 10, ...options }),
    naiveReader,
    holdUnrelatedTransaction: async () => {
      // Another database of the same server, with a transaction id: the old horizon (pg_snapshot_xmin) waited for it.
      const other = new pg.Client({ connectionString: withDatabase(db.url, 'postgres') });
      await other.connect();
      await other.query('BEGIN');
      await other.query('SELECT pg_current_xact_id()');
      return async () => {
        await other.query('COMMIT');
        await other.end();
      };
    },
  });
});
