import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favouritesStream, mediaStream, type DomainEvent } from '@tsuzuki/events';
import { LOG_START } from '@tsuzuki/event-store';
import { schemaChecksum } from '../../analysts/checksum.ts';
import { drain } from '../../framework/drain.ts';
import { createProjectionSchema, migrateProjection } from '../../framework/migrate.ts';
import { inTransaction, quoteIdent, useSchema } from '../../framework/sql.ts';
import { verify } from '../../verify/verify.ts';
import { copyLog } from '../../testing/copyLog.ts';
import { openTestEnv, type TestEnv } from '../../testing/env.ts';
import { mediaAdded, statisticsImported } from '../../testing/fixtures.ts';
import { entryChanged, entryCreated, entryDeleted } from '../../testing/listActivity.ts';
import { SiteWorld } from '../../testing/siteWorld.ts';
import { media } from '../media/index.ts';
import { endOfDay } from '../sitestats/read.ts';
import { mediastats } from './index.ts';
import { readMediaStatistics, type MediaStatisticsSnapshot } from './read.ts';

const at = (day: string, time = '12:00:00') => `${day}T${time}.000Z`;

/**
 * The media read model replayed from the events dated up to the end of `day` (all in one batch, into a scratch
 * schema): each media's figures as the site showed them then, as { id → figures } in readMediaStatistics' shape.
 */
async function mediaReplayedTo(env: TestEnv, day: string) {
  const schema = 'rm_media__replay_asof';
  await env.pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await inTransaction(env.pool, (tx) => createProjectionSchema(tx, media, schema));
  const { events } = await env.store.readAll(LOG_START, 1_000_000, { types: media.handles });
  const kept = events.filter((e) => Date.parse(e.metadata.occurredAt) <= Date.parse(endOfDay(day)));
  await inTransaction(env.pool, async (tx) => {
    await useSchema(tx, schema);
    if (kept.length > 0) await media.apply(kept, tx as never);
  });
  const rows = await env.rows<{
    id: number;
    popularity: number;
    favourites: number;
    average_score: number | null;
    mean_score: number | null;
    status_distribution: unknown;
    score_distribution: unknown;
  }>(
    `SELECT id, popularity, favourites, average_score, mean_score, status_distribution, score_distribution FROM ${schema}.media ORDER BY id`,
  );
  await env.pool.query(`DROP SCHEMA ${schema} CASCADE`);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        popularity: r.popularity,
        favourites: r.favourites,
        averageScore: r.average_score,
        meanScore: r.mean_score,
        statusDistribution: r.status_distribution,
        scoreDistribution: r.score_distribution,
      },
    ]),
  );
}

/** The figures the media read model has columns for. */
const shown = ({ popularity, favourites, averageScore, meanScore, statusDistribution, scoreDistribution }: MediaStatisticsSnapshot) => ({
  popularity,
  favourites,
  averageScore,
  meanScore,
  statusDistribution,
  scoreDistribution,
});

const favourite = (
  type: 'FavouriteAdded' | 'FavouriteRemoved',
  userId: number,
  kind: 'ANIME' | 'CHARACTER',
  itemId: number,
): DomainEvent => ({ type, data: { userId, kind, itemId } });

describe("mediastats: each media's figures as of a day", () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await openTestEnv('mediastats');
  });
  afterAll(async () => env?.drop());

  it('equal the media read model replayed from the events dated up to that day, imports and the switch to lists included', async () => {
    await env.append(mediaStream(1), [mediaAdded(1), statisticsImported(1)], at('2026-03-01'));
    await env.append(mediaStream(2), [mediaAdded(2), statisticsImported(2, { popularity: 500 })], at('2026-03-01'));
    await env.append(
      favouritesStream(10),
      [favourite('FavouriteAdded', 10, 'ANIME', 1), favourite('FavouriteAdded', 10, 'CHARACTER', 5)],
      at('2026-03-02'),
    );
    await env.append(mediaStream(1), [statisticsImported(1, { popularity: 3000 })], at('2026-03-03'));
    // The log's first list events: from this day on every media shows its members' lists alone (ADR 14).
    await env.append(
      'medialist-10',
      [entryCreated(10, 1, 'CURRENT'), entryChanged(10, 1, { status: 'COMPLETED', score: 85 }, { status: 'CURRENT', score: 0 })],
      at('2026-03-04'),
    );
    await env.append(
      'medialist-11',
      [entryCreated(11, 1, 'PLANNING'), entryChanged(11, 1, { progress: 1 }, { status: 'PLANNING', score: 0 })],
      at('2026-03-04'),
    );
    await env.append('medialist-11', [entryDeleted(11, 1, 'PLANNING')], at('2026-03-05'));
    await env.append(favouritesStream(10), [favourite('FavouriteRemoved', 10, 'ANIME', 1)], at('2026-03-05'));
    await env.append('medialist-12', [entryCreated(12, 2, 'DROPPED', 30)], at('2026-03-05'));
    // An entry created and removed the same day: a row whose counters net to nothing, in any batch size.
    await env.append('medialist-13', [entryCreated(13, 1, 'CURRENT'), entryDeleted(13, 1, 'CURRENT')], at('2026-03-06'));
    // An import appended last but dated earlier: as of the 2nd and the 3rd it is the last one in the log.
    await env.append(mediaStream(1), [statisticsImported(1, { popularity: 2000 })], at('2026-03-02'));
    await env.project(mediastats, 3);

    const asOf = async (day: string) => (await readMediaStatistics(env.pool, 'rm_mediastats', [1, 2, 99], day)).map(shown);
    const [one, , none] = await asOf('2026-03-03');
    expect(one).toMatchObject({ popularity: 2000, favourites: 51, averageScore: 84 });
    expect(none).toEqual({
      popularity: 0,
      favourites: 0,
      averageScore: null,
      meanScore: null,
      statusDistribution: [],
      scoreDistribution: [],
    });
    expect((await asOf('2026-03-04'))[0]).toEqual({
      popularity: 2,
      favourites: 1,
      averageScore: Math.round((60 * 25 + 85) / 26),
      meanScore: 85,
      statusDistribution: [
        { status: 'PLANNING', amount: 1 },
        { status: 'COMPLETED', amount: 1 },
      ],
      scoreDistribution: [{ score: 90, amount: 1 }],
    });
    for (const day of ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06']) {
      const replayed = await mediaReplayedTo(env, day);
      expect({ day, figures: await asOf(day) }).toEqual({ day, figures: [replayed.get(1), replayed.get(2), none] });
    }
    // As of the last day: the live media read model.
    await env.project(media);
    const live = await mediaReplayedTo(env, '2026-03-06');
    expect(await env.rows('SELECT id, popularity, favourites FROM rm_media.media ORDER BY id')).toEqual(
      [...live].map(([id, f]) => ({ id, popularity: f.popularity, favourites: f.favourites })),
    );

    // One row per media and day with a move (the progress-only save and the character's favourite make none).
    expect(
      await env.rows(
        `SELECT media_id, to_char(day, 'DD') AS day, changes, current, score_sum FROM rm_mediastats.media_days ORDER BY media_id, day`,
      ),
    ).toEqual([
      { media_id: 1, day: '02', changes: 1, current: 0, score_sum: '0' },
      { media_id: 1, day: '04', changes: 3, current: 0, score_sum: '85' },
      { media_id: 1, day: '05', changes: 2, current: 0, score_sum: '0' },
      { media_id: 1, day: '06', changes: 2, current: 0, score_sum: '0' },
      { media_id: 2, day: '05', changes: 1, current: 0, score_sum: '30' },
    ]);
    expect(await env.rows(`SELECT to_char(day, 'DD') AS day FROM rm_mediastats.list_days ORDER BY day`)).toEqual([
      { day: '04' },
      { day: '05' },
      { day: '06' },
    ]);
    // The same rows in any batch size.
    const liveSum = await schemaChecksum(env.pool, 'rm_mediastats');
    for (const [i, batchSize] of [1, 1000].entries()) {
      const schema = `rm_mediastats__replay_${i}`;
      await inTransaction(env.pool, (tx) => createProjectionSchema(tx, mediastats, schema));
      await drain(mediastats, { store: env.store, pool: env.pool, batchSize, schema });
      expect(await schemaChecksum(env.pool, schema)).toEqual(liveSum);
      await env.pool.query(`DROP SCHEMA ${quoteIdent(schema)} CASCADE`);
    }
    expect((await verify(mediastats, { store: env.store, pool: env.pool })).ok).toBe(true);
  });
});

describe('mediastats over a generated site', () => {
  let env: TestEnv;
  let world: SiteWorld;
  beforeAll(async () => {
    env = await openTestEnv('mediastats_world');
    world = new SiteWorld({ seed: 3, start: '2026-01-10', days: 12, members: 60, media: 120, listEvents: 4000, reviews: 150 });
    await copyLog(env.pool, world.events(), 700);
    await migrateProjection(env.pool, mediastats);
    await drain(mediastats, { store: env.store, pool: env.pool, batchSize: 1000 });
  });
  afterAll(async () => env?.drop());

  it("gives each media's figures as of a day as the media read model replayed to that day shows them", async () => {
    const ids = world.catalogue.map((m) => m.id);
    for (const day of ['2026-01-12', '2026-01-21']) {
      const replayed = await mediaReplayedTo(env, day);
      const figures = (await readMediaStatistics(env.pool, 'rm_mediastats', ids, day)).filter((f) => replayed.has(f.mediaId));
      expect(figures.length).toBeGreaterThan(100);
      expect(figures.filter((f) => f.popularity > 0).length).toBeGreaterThan(50);
      expect(Object.fromEntries(figures.map((f) => [f.mediaId, shown(f)]))).toEqual(
        Object.fromEntries([...replayed].filter(([id]) => ids.includes(id))),
      );
    }
  });

  it('is byte-identical when the same log is replayed again into fresh schemas, in any batch size', async () => {
    const live = await schemaChecksum(env.pool, 'rm_mediastats');
    for (const [i, batchSize] of [37, 5000].entries()) {
      const schema = `rm_mediastats__world_${i}`;
      await inTransaction(env.pool, (tx) => createProjectionSchema(tx, mediastats, schema));
      await drain(mediastats, { store: env.store, pool: env.pool, batchSize, schema });
      expect(await schemaChecksum(env.pool, schema)).toEqual(live);
      await env.pool.query(`DROP SCHEMA ${quoteIdent(schema)} CASCADE`);
    }
    expect(live.tables.media_days!.rows).toBeGreaterThan(500);
    expect((await verify(mediastats, { store: env.store, pool: env.pool })).ok).toBe(true);
  });
});
