import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { type Actor } from '@tsuzuki/events';
import { PostgresEventStore } from '@tsuzuki/event-store';
import { createTestDatabase } from '@tsuzuki/event-store/testing';
import { signUpUser } from '@tsuzuki/command-service/accounts/user/index';
import { CommandBus } from '@tsuzuki/command-service/bus';
import { IdAllocator } from '@tsuzuki/command-service/framework/ids';
import { ensureOwnTables } from '@tsuzuki/command-service/framework/ownTables';
import { loadBangumiData } from './bangumi.ts';
import { generateSeed, type MediaData, type SeedData } from './dataset.ts';
import { DEMO_ACCOUNTS } from './demoAccounts.ts';
import { seedForum } from './forum.ts';
import { catalogueAt, DAY_MS, demoSignUpAt, openedAt } from './history.ts';
import { importSeed } from './import.ts';
import { seedMembers, seedStanding } from './members.ts';
import { madeUpAboutRealTitles } from './realTitleFacts.ts';
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
      // The demo accounts as their sign-up leaves them (without the password, whose hash is salted), at the opening.
      for (const a of DEMO_ACCOUNTS) {
        const at = new Date(demoSignUpAt(NOW, a.userId));
        await bus.run(
          signUpUser,
          { userId: a.userId, name: a.name },
          { actor: SYSTEM, commandId: `seed:user:${a.userId}`, occurredAt: at },
        );
        if (a.moderatorRoles.length) {
          await bus.execute(
            'SetModeratorRoles',
            { userId: a.userId, moderatorRoles: a.moderatorRoles },
            { actor: SYSTEM, commandId: `seed:roles:${a.userId}`, occurredAt: new Date(at.getTime() + 1000) },
          );
        }
      }
      // As cli.ts: with members, their lists are the figures (docs/adr/0065).
      await importSeed(bus, { ...data, statistics: [] }, { log, occurredAt: catalogueAt(NOW) });
      await seedMembers(bus, data, {
        now: NOW,
        count: MEMBERS,
        log,
        reserveUserIds: async (lastId) => void (await ids.allocate('user', 'seed:members', lastId)),
      });
      await seedSocial(bus, { now: NOW, count: MEMBERS, log });
      await seedForum(bus, data, { now: NOW, count: MEMBERS, log, readStream: (stream) => store.readStream(stream) });
      await seedReviews(bus, data, { now: NOW, count: MEMBERS, log });
      await seedStanding(bus, { now: NOW, count: MEMBERS });
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

  it('writes the same streams, events and ids on every run, and nothing more when run again', { timeout: 400_000 }, async () => {
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
    // The real titles as the store holds them say nothing that bangumi-data does not (docs/adr/0068).
    const added = seeded.events.filter((e) => e.type === 'MediaAdded').map((e) => e.data as MediaData);
    expect(added.length).toBe(data.media.length);
    expect(added.filter((m) => m.mediaId <= loadBangumiData().items.length).length).toBeGreaterThan(10);
    expect(madeUpAboutRealTitles(added)).toEqual([]);
    expect(await contents(second.pool)).toEqual(seeded);

    await first.seed();
    expect(await contents(first.pool)).toEqual(seeded);
  });

  it('tells a year of history in an order that could have happened', async () => {
    const { rows } = await first.pool.query<{ stream_id: string; type: string; metadata: { actorId: number | null; occurredAt: string } }>(
      'SELECT stream_id, type, metadata FROM event_store.events ORDER BY stream_id, stream_position',
    );
    const at = (r: (typeof rows)[number]) => Date.parse(r.metadata.occurredAt);
    const joined = new Map(rows.filter((r) => r.type === 'UserSignedUp').map((r) => [Number(r.stream_id.split('-')[1]), at(r)]));
    const late: string[] = [];
    const early: string[] = [];
    const unordered: string[] = [];
    rows.forEach((r, i) => {
      if (at(r) > NOW.getTime()) late.push(`${r.stream_id} ${r.type}`);
      const actor = r.metadata.actorId;
      if (actor !== null && !(at(r) >= joined.get(actor)!)) early.push(`${r.stream_id} ${r.type} by ${actor}`);
      const before = rows[i - 1];
      if (before?.stream_id === r.stream_id && at(before) > at(r)) unordered.push(`${r.stream_id} ${before.type} then ${r.type}`);
    });
    expect({ late, early, unordered }).toEqual({ late: [], early: [], unordered: [] });
    // The catalogue before the opening, the members' sign-ups and list changes spread over the year since.
    const catalogue = rows.filter((r) => r.type === 'MediaAdded').map(at);
    expect(Math.max(...catalogue)).toBeLessThan(openedAt(NOW));
    const signUps = [...joined.values()];
    expect(Math.min(...signUps)).toBe(openedAt(NOW) + 60_000);
    const listDays = new Set(rows.filter((r) => r.type === 'MediaListEntrySaved').map((r) => Math.floor(at(r) / DAY_MS)));
    expect(listDays.size).toBeGreaterThan(60);
    expect(rows.some((r) => r.type === 'MediaStatisticsImported')).toBe(false);
  });
});
