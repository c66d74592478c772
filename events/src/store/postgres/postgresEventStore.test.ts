import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/index.ts';
import { eventStoreContract, type NaiveReader } from '../contract.ts';
import { withDatabase } from '../../config.ts';
import { options, studioAdded } from '../contract/fixtures.ts';
import { LOG_START } from '../port.ts';
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
      expect(await store.readAll(LOG_START, 10)).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('holds readers behind a running transaction and wakes them when it ends without a notification', async () => {
    const store = await PostgresEventStore.connect({ connectionString: db.url });
    // Any write transaction in the cluster holds the horizon; this one only takes a transaction id.
    const other = new pg.Client({ connectionString: withDatabase(db.url, 'postgres') });
    await other.connect();
    try {
      const before = await store.headPosition();
      await other.query('BEGIN');
      await other.query('SELECT pg_current_xact_id()');
      const result = await store.append('studio-held', [studioAdded()], options('no_stream'));
      expect(await store.readAll(before, 10)).toEqual([]);
      expect(await store.headPosition()).toEqual(before);

      // The wait outlasts the test timeout: only the re-check after the other transaction ends can wake it.
      const woken = store.waitForEvents(before, 600_000);
      await other.query('COMMIT');
      await woken;
      expect((await store.readAll(before, 10)).map((e) => e.logPosition)).toEqual([result.position]);
    } finally {
      await other.end();
      await store.close();
    }
  });

  eventStoreContract({
    open: (options) => PostgresEventStore.connect({ connectionString: db.url, maxConnections: 12, ...options }),
    naiveReader,
  });
});
