import { CHECKPOINT_CHANNEL } from '@tsuzuki/events';
import { parsePosition } from '@tsuzuki/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadModelDatabase } from '../testing/readModels.ts';
import { CheckpointWatcher } from './checkpoints.ts';

// Read-your-writes is tested against real checkpoint rows and NOTIFY in a test database, written the way
// the projection framework writes them (row and NOTIFY in one transaction).
let database: Awaited<ReturnType<typeof createReadModelDatabase>>;
let watcher: CheckpointWatcher;

beforeAll(async () => {
  database = await createReadModelDatabase('query_checkpoints');
  watcher = new CheckpointWatcher(database.url, database.pool);
});
afterAll(async () => {
  await watcher.close();
  await database.drop();
});

async function commitCheckpoint(projection: string, position: string, notify = true) {
  const [txid, pos] = position.split(':');
  const client = await database.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO rm_${projection}.checkpoint (partition, transaction_id, position) VALUES (0, $1, $2)
       ON CONFLICT (partition) DO UPDATE SET transaction_id = excluded.transaction_id, position = excluded.position`,
      [txid, pos],
    );
    if (notify) await client.query(`SELECT pg_notify($1, $2)`, [CHECKPOINT_CHANNEL, `${projection} ${position}`]);
    await client.query('COMMIT');
  } finally {
    client.release();
  }
}

describe('CheckpointWatcher.waitFor', () => {
  it('returns at once when every projection is already at or past the position', async () => {
    await commitCheckpoint('studios', '100:7');
    await commitCheckpoint('search', '101:1');
    expect(await watcher.waitFor(parsePosition('100:7'), ['studios', 'search'], 2000)).toBe(true);
  });

  it('waits for a later checkpoint announced with NOTIFY', async () => {
    await commitCheckpoint('media', '200:1');
    const waiting = watcher.waitFor(parsePosition('205:3'), ['media'], 30_000);
    await commitCheckpoint('media', '205:2'); // not far enough yet
    await commitCheckpoint('media', '205:3');
    expect(await waiting).toBe(true);
  });

  it('compares transaction id first, then position', async () => {
    await commitCheckpoint('tags', '300:900');
    expect(await watcher.waitFor(parsePosition('301:1'), ['tags'], 50)).toBe(false);
    await commitCheckpoint('tags', '301:0');
    expect(await watcher.waitFor(parsePosition('301:1'), ['tags'], 50)).toBe(false);
    await commitCheckpoint('tags', '302:0');
    expect(await watcher.waitFor(parsePosition('301:1'), ['tags'], 50)).toBe(true);
  });

  it('waits for every projection named, not just the first to catch up', async () => {
    await commitCheckpoint('characters', '400:5');
    await commitCheckpoint('staff', '390:0');
    const waiting = watcher.waitFor(parsePosition('400:5'), ['characters', 'staff'], 30_000);
    expect(await watcher.behind(parsePosition('400:5'), ['characters', 'staff'])).toEqual(['staff']);
    await commitCheckpoint('staff', '400:6');
    expect(await waiting).toBe(true);
  });

  it('still notices a checkpoint whose notification was lost (it re-reads the table)', async () => {
    await commitCheckpoint('genres', '500:0');
    const waiting = watcher.waitFor(parsePosition('510:0'), ['genres'], 30_000);
    await commitCheckpoint('genres', '510:0', false);
    expect(await waiting).toBe(true);
  });

  it('gives up after the timeout when a projection stays behind', async () => {
    await commitCheckpoint('media', '600:0');
    expect(await watcher.waitFor(parsePosition('9999:0'), ['media'], 100)).toBe(false);
  });

  it('treats a read model without checkpoint rows as behind', async () => {
    await database.pool.query('DELETE FROM rm_search.checkpoint');
    expect(await watcher.behind(parsePosition('1:1'), ['search'])).toEqual(['search']);
  });
});
