import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  characterStream,
  mediaStream,
  reviewStream,
  staffStream,
  studioStream,
  userStream,
  MEDIA_LIST_STATUSES,
  type DomainEvent,
} from '@tsuzuki/events';
import { drain } from '../../framework/drain.ts';
import { createProjectionSchema, migrateProjection } from '../../framework/migrate.ts';
import { inTransaction, quoteIdent } from '../../framework/sql.ts';
import { schemaChecksum } from '../../analysts/checksum.ts';
import { verify } from '../../verify/verify.ts';
import { copyLog } from '../../testing/copyLog.ts';
import { openTestEnv, type TestEnv } from '../../testing/env.ts';
import { characterAdded, mediaAdded, staffAdded, studioAdded } from '../../testing/fixtures.ts';
import { entryChanged, entryCreated, entryDeleted } from '../../testing/listActivity.ts';
import { SiteWorld } from '../../testing/siteWorld.ts';
import { sitestats } from './index.ts';
import { readSiteStatistics } from './read.ts';

const review = (reviewId: number, userId: number, mediaId: number): DomainEvent => ({
  type: 'ReviewWritten',
  data: {
    reviewId,
    userId,
    mediaId,
    mediaType: 'ANIME',
    summary: 'A fine show with a slow start',
    body: 'Long enough. '.repeat(200),
    score: 80,
    private: false,
  },
});
const at = (day: string, time = '12:00:00') => `${day}T${time}.000Z`;

describe('sitestats: the site statistics per day', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await openTestEnv('sitestats');
  });
  afterAll(async () => env?.drop());

  it('counts each entity once on the day of its event, and removes only what exists', async () => {
    await env.append(mediaStream(1), [mediaAdded(1)], at('2026-03-01'));
    await env.append(mediaStream(2), [mediaAdded(2, {}, 'MANGA')], at('2026-03-01'));
    await env.append(mediaStream(3), [mediaAdded(3)], at('2026-03-01', '23:59:59'));
    await env.append(mediaStream(1), [mediaAdded(1)], at('2026-03-02')); // a repeated Added counts once
    await env.append(characterStream(5), [characterAdded(5)], at('2026-03-02'));
    await env.append(staffStream(6), [staffAdded(6)], at('2026-03-02'));
    await env.append(studioStream(7), [studioAdded(7)], at('2026-03-02'));
    await env.append(userStream(10), [{ type: 'UserSignedUp', data: { userId: 10, name: 'yuki' } }], at('2026-03-01', '00:00:00'));
    await env.append(userStream(11), [{ type: 'UserSignedUp', data: { userId: 11, name: 'haruto' } }], at('2026-03-04'));
    await env.append(reviewStream(1), [review(1, 10, 1)], at('2026-03-02'));
    await env.append(reviewStream(2), [review(2, 11, 1)], at('2026-03-04'));
    await env.append(
      reviewStream(1),
      [{ type: 'ReviewDeleted', data: { reviewId: 1, authorId: 10, mediaId: 1, deletedBy: 10 } }],
      at('2026-03-04'),
    );
    await env.append(mediaStream(2), [{ type: 'MediaDeleted', data: { mediaId: 2, title: 'Two', reason: null } }], at('2026-03-03'));
    await env.append(
      mediaStream(3),
      [{ type: 'MediaMerged', data: { mediaId: 3, intoMediaId: 1, title: 'Three', reason: 'Duplicate' } }],
      at('2026-03-03'),
    );
    await env.append(mediaStream(3), [{ type: 'MediaDeleted', data: { mediaId: 3, title: 'Three', reason: null } }], at('2026-03-04')); // already gone
    await env.append(
      'medialist-10',
      [entryCreated(10, 1, 'CURRENT'), entryChanged(10, 1, { status: 'COMPLETED', score: 85 }, { status: 'CURRENT', score: 0 })],
      at('2026-03-02'),
    );
    await env.append('medialist-11', [entryCreated(11, 1, 'PLANNING'), entryCreated(11, 2, 'COMPLETED', 40, 'MANGA')], at('2026-03-04'));
    await env.append(
      'medialist-10',
      [entryDeleted(10, 1, 'COMPLETED', 85), entryChanged(10, 1, { score: 85 }, { status: 'COMPLETED', score: 85 })],
      at('2026-03-04'),
    );
    await env.project(sitestats, 3);

    const s = await readSiteStatistics(env.pool, 'rm_sitestats', '2026-03-05');
    const series = (k: keyof typeof s.trends) => s.trends[k].map((p) => [p.date.slice(8), p.count, p.change]);
    expect(series('anime')).toEqual([
      ['01', 2, 2],
      ['02', 2, 0],
      ['03', 1, -1],
      ['04', 1, 0],
      ['05', 1, 0],
    ]);
    expect(series('manga')).toEqual([
      ['01', 1, 1],
      ['02', 1, 0],
      ['03', 0, -1],
      ['04', 0, 0],
      ['05', 0, 0],
    ]);
    expect(series('users')).toEqual([
      ['01', 1, 1],
      ['02', 1, 0],
      ['03', 1, 0],
      ['04', 2, 1],
      ['05', 2, 0],
    ]);
    expect(series('reviews')).toEqual([
      ['02', 1, 1],
      ['03', 1, 0],
      ['04', 1, 0],
      ['05', 1, 0],
    ]);
    for (const k of ['characters', 'staff', 'studios'] as const)
      expect(series(k)).toEqual([
        ['02', 1, 1],
        ['03', 1, 0],
        ['04', 1, 0],
        ['05', 1, 0],
      ]);

    const anime = s.listActivity.ANIME.map((d) => ({
      date: d.date,
      changes: d.changes,
      active: d.activeMembers,
      added: d.added,
      entries: d.entries,
      given: d.scoresGiven,
      mean: d.meanScore,
    }));
    const z = { CURRENT: 0, PLANNING: 0, COMPLETED: 0, DROPPED: 0, PAUSED: 0, REPEATING: 0 };
    expect(anime).toEqual([
      { date: '2026-03-02', changes: 2, active: 1, added: { ...z, CURRENT: 1 }, entries: { ...z, COMPLETED: 1 }, given: 1, mean: 85 },
      { date: '2026-03-03', changes: 0, active: 0, added: z, entries: { ...z, COMPLETED: 1 }, given: 0, mean: null },
      // The re-save of an unchanged score gives none; the removal takes the entry out of COMPLETED.
      { date: '2026-03-04', changes: 3, active: 2, added: { ...z, PLANNING: 1 }, entries: { ...z, PLANNING: 1 }, given: 0, mean: null },
      { date: '2026-03-05', changes: 0, active: 0, added: z, entries: { ...z, PLANNING: 1 }, given: 0, mean: null },
    ]);
    expect(s.listActivity.MANGA[2]).toMatchObject({
      date: '2026-03-04',
      changes: 1,
      activeMembers: 1,
      scoresGiven: 1,
      meanScore: 40,
      scores: expect.objectContaining({ 40: 1 }),
    });
    // Member 11 changed both lists on the 4th: one active member of either list.
    expect(s.listActivity.ALL[2]).toMatchObject({ date: '2026-03-04', changes: 4, activeMembers: 2 });
    expect(s.listActivity.ALL[0]).toMatchObject({ changes: 2, activeMembers: 1, scores: expect.objectContaining({ 90: 1 }) });

    // As of an earlier day: the rows up to it, nothing after.
    const before = await readSiteStatistics(env.pool, 'rm_sitestats', '2026-03-02');
    expect(before.trends.anime.map((p) => p.count)).toEqual([2, 2]);
    expect(before.listActivity.ALL.map((d) => d.date)).toEqual(['2026-03-02']);
    expect((await verify(sitestats, { store: env.store, pool: env.pool })).ok).toBe(true);
  });
});

describe('sitestats over a generated site', () => {
  let env: TestEnv;
  let world: SiteWorld;
  beforeAll(async () => {
    env = await openTestEnv('sitestats_world');
    world = new SiteWorld({ seed: 3, start: '2026-01-10', days: 12, members: 60, media: 120, listEvents: 4000, reviews: 150, truth: true });
    await copyLog(env.pool, world.events(), 700);
    await migrateProjection(env.pool, sitestats);
    await drain(sitestats, { store: env.store, pool: env.pool, batchSize: 1000 });
  });
  afterAll(async () => env?.drop());

  it('equals what happened on each day: entities, entries per status, active members and changes', async () => {
    const last = [...world.truth.keys()].at(-1)!;
    const s = await readSiteStatistics(env.pool, 'rm_sitestats', last);
    expect(world.truth.size).toBe(12);
    for (const [date, truth] of world.truth) {
      const counts = world.countsAt(date);
      for (const subject of ['users', 'anime', 'manga', 'characters', 'staff', 'studios', 'reviews'] as const) {
        expect({ date, subject, count: s.trends[subject].find((p) => p.date === date)?.count }).toEqual({
          date,
          subject,
          count: counts[subject],
        });
      }
      for (const type of ['ANIME', 'MANGA'] as const) {
        const day = s.listActivity[type].find((d) => d.date === date)!;
        expect({ date, type, entries: day.entries, active: day.activeMembers, changes: day.changes }).toEqual({
          date,
          type,
          entries: truth.entries[type],
          active: truth.active[type],
          changes: truth.changes[type],
        });
      }
      expect(s.listActivity.ALL.find((d) => d.date === date)!.activeMembers).toBe(truth.active.ALL);
    }
    const total = s.listActivity.ALL.at(-1)!;
    expect(MEDIA_LIST_STATUSES.reduce((n, st) => n + total.entries[st], 0)).toBeGreaterThan(500);
    expect(s.trends.reviews.at(-1)!.count).toBe(world.countsAt(last).reviews);
    expect([...s.trends.anime, ...s.trends.manga].some((p) => p.change < 0)).toBe(true);
  });

  it('is byte-identical when the same log is replayed again into fresh schemas, in any batch size', async () => {
    const live = await schemaChecksum(env.pool, 'rm_sitestats');
    for (const [i, batchSize] of [37, 5000].entries()) {
      const schema = `rm_sitestats__replay_${i}`;
      await env.pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
      await inTransaction(env.pool, (tx) => createProjectionSchema(tx, sitestats, schema));
      await drain(sitestats, { store: env.store, pool: env.pool, batchSize, schema });
      expect(await schemaChecksum(env.pool, schema)).toEqual(live);
      await env.pool.query(`DROP SCHEMA ${quoteIdent(schema)} CASCADE`);
    }
    expect(live.tables.active_members!.rows).toBeGreaterThan(20);
    expect((await verify(sitestats, { store: env.store, pool: env.pool })).ok).toBe(true);
  });
});
