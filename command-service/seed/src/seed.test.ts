import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { type Actor } from '@tsuzuki/events';
import { PostgresEventStore } from '@tsuzuki/event-store';
import { createTestDatabase } from '@tsuzuki/event-store/testing';
import { signUpUser } from '@tsuzuki/command-service/accounts/user/index';
import { CommandBus } from '@tsuzuki/command-service/bus';
import { IdAllocator } from '@tsuzuki/command-service/framework/ids';
import { ensureOwnTables } from '@tsuzuki/command-service/framework/ownTables';
import { generateSeed, type SeedData } from './dataset.ts';
import { DEMO_ACCOUNTS } from './demoAccounts.ts';
import { seedForum } from './forum.ts';
import { importSeed } from './import.ts';
import { seedMembers } from './members.ts';
import { seedReviews } from './reviews.ts';
import { loadRomanizer } from './romaji.ts';
import { seedSocial } from './social.ts';

const NOW = new Date('2026-11-21T10:00:00Z');
const MEMBERS = 40;
const SYSTEM: Actor = { kind: 'system' };

interface Seeded {
  url: string;
  pool: pg.Pool;
  /** Runs every step of the seed, as cli.ts does; answers the log lines. */
  seed(): Promise<string[]>;
  close(): Promise<void>;
}

async function seededDatabase(label: string, data: SeedData): Promise<Seeded> {
  const db = await createTestDatabase(label);
  const store = await PostgresEventStore.connect({ connectionString: db.url });
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  await ensureOwnTables(pool);
  // A fixed clock: the commands the seed does not date (the catalogue, the members' lists) carry it.
  const bus = new CommandBus({ store, pool, doorbell: null, clock: () => NOW });
  const ids = new IdAllocator(pool);
  return {
    url: db.url,
    pool,
    async seed() {
      const lines: string[] = [];
      const log = (line: string) => void lines.push(line);
      // The demo accounts as their sign-up leaves them (without the password, whose hash is salted).
      for (const a of DEMO_ACCOUNTS) {
        await bus.run(signUpUser, { userId: a.userId, name: a.name }, { actor: SYSTEM, commandId: `seed:user:${a.userId}` });
        if (a.moderatorRoles.length) {
          await bus.execute(
            'SetModeratorRoles',
            { userId: a.userId, moderatorRoles: a.moderatorRoles },
            { actor: SYSTEM, commandId: `seed:roles:${a.userId}` },
          );
        }
      }
      await importSeed(bus, data, { log });
      await seedMembers(bus, data, {
        now: NOW,
        count: MEMBERS,
        log,
        reserveUserIds: async (lastId) => void (await ids.allocate('user', 'seed:members', lastId)),
      });
      await seedSocial(bus, { now: NOW, count: MEMBERS, log });
      await seedForum(bus, data, { now: NOW, count: MEMBERS, log, readStream: (stream) => store.readStream(stream) });
      await seedReviews(bus, data, { now: NOW, count: MEMBERS, log });
      return lines;
    },
    async close() {
      await Promise.allSettled([store.close(), pool.end()]);
      await db.drop();
    },
  };
}

/** Everything the seed leaves that does not depend on when it ran: streams, events, ids handed out, names held. */
async function contents(pool: pg.Pool) {
  const [events, allocated, reserved] = await Promise.all([
    pool.query(
      'SELECT stream_id, stream_position, type, schema_version, data, metadata, command_id FROM event_store.events ORDER BY stream_id, stream_position',
    ),
    pool.query('SELECT command_id, kind, id, count FROM command_service.allocated_ids ORDER BY command_id, kind'),
    pool.query('SELECT scope, key, stream FROM command_service.reservations ORDER BY scope, key'),
  ]);
  return { events: events.rows, allocated: allocated.rows, reserved: reserved.rows };
}

describe('the demo seed through the command path', () => {
  let data: SeedData;
  let first: Seeded;
  let second: Seeded;

  beforeAll(async () => {
    data = generateSeed({ now: NOW, scale: 0.004, romanize: await loadRomanizer() });
    [first, second] = await Promise.all([seededDatabase('seed_same_a', data), seededDatabase('seed_same_b', data)]);
  });
  afterAll(async () => {
    await Promise.allSettled([first?.close(), second?.close()]);
  });

  it('writes the same streams, events and ids on every run, and nothing more when run again', async () => {
    const lines = await first.seed();
    await second.seed();
    const seeded = await contents(first.pool);
    expect(seeded.events.length).toBeGreaterThan(1000);
    expect(seeded.events.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'MediaListImported',
        'UserFollowed',
        'TextActivityPosted',
        'ActivityReplyPosted',
        'ThreadCommentPosted',
        'ReviewWritten',
        'ReviewRated',
      ]),
    );
    // The rules thread is the 14th created, as the site links it.
    expect(lines.filter((l) => l.includes('rules thread'))).toEqual([]);
    expect(await contents(second.pool)).toEqual(seeded);

    await first.seed();
    expect(await contents(first.pool)).toEqual(seeded);
  });
});
