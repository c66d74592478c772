import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { Doorbell, LOG_START, PostgresEventStore, type EventStore, type LogPosition, type RecordedEvent } from '@tsuzuki/event-store';
import { createTestDatabase, createTestRedisPrefix } from '@tsuzuki/event-store/testing';
import { CommandBus } from '@tsuzuki/command-service/bus';
import { ensureOwnTables } from '@tsuzuki/command-service/framework/ownTables';
import { generateSeed, type SeedData } from './dataset.ts';
import { importSeed } from './import.ts';
import { loadRomanizer } from './romaji.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
const redis = createTestRedisPrefix('seed_import');
let store: EventStore;
let pool: pg.Pool;
let doorbell: Doorbell;
let bus: CommandBus;
let data: SeedData;

beforeAll(async () => {
  db = await createTestDatabase('seed_import');
  store = await PostgresEventStore.connect({ connectionString: db.url });
  pool = new pg.Pool({ connectionString: db.url, max: 6 });
  await ensureOwnTables(pool);
  doorbell = new Doorbell(redis.redisUrl, redis.prefix);
  bus = new CommandBus({ store, pool, doorbell });
  data = generateSeed({ now: new Date('2026-11-21T10:00:00Z'), scale: 0.004, romanize: await loadRomanizer() });
});

afterAll(async () => {
  await Promise.allSettled([store?.close(), pool?.end(), doorbell?.close()]);
  await db?.drop();
  await redis.cleanup();
});

/** Every event in log order, once readAll can see all `expected` of them (it stops at appends in flight). */
async function allEvents(expected: number): Promise<RecordedEvent[]> {
  for (let attempt = 0; ; attempt++) {
    const events: RecordedEvent[] = [];
    let after: LogPosition = LOG_START;
    for (let more = true; more;) {
      const page = await store.readAll(after, 1000);
      events.push(...page.events);
      after = page.position;
      more = page.more;
    }
    if (events.length >= expected || attempt >= 300) return events;
    await sleep(100);
  }
}

/** Committed rows, whatever appends in flight hold the readers' horizon back. */
async function storedCount(): Promise<number> {
  const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM event_store.events');
  return rows[0]!.n;
}

describe('seed import', () => {
  it('appends one event per payload, in dependency order, and nothing on a second run', async () => {
    const total =
      data.tags.length + data.studios.length + data.staff.length + data.characters.length + data.media.length + data.statistics.length;
    const first = await importSeed(bus, data, { concurrency: 4 });
    expect(first).toEqual({ commands: total, duplicates: 0 });

    expect(await storedCount()).toBe(total);
    const events = await allEvents(total);
    expect(events).toHaveLength(total);
    const order = ['MediaTagCreated', 'StudioAdded', 'StaffAdded', 'CharacterAdded', 'MediaAdded', 'MediaStatisticsImported'];
    const ranks = events.map((e) => order.indexOf(e.type));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const media = data.media[0]!;
    const stored = events.find((e) => e.stream === `media-${media.mediaId}` && e.type === 'MediaAdded')!;
    expect(stored.data).toEqual(media);
    expect(stored.metadata).toMatchObject({ commandId: `seed:media:${media.mediaId}`, actorId: null });

    const second = await importSeed(bus, data, { concurrency: 4 });
    expect(second).toEqual({ commands: total, duplicates: total });
    expect(await storedCount()).toBe(total);
  });
});
