import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Context } from '../../context.ts';
import { insertMedia } from '../../testing/fixtures.ts';
import { startTestApp } from '../../testing/http.ts';
import { requestedDay } from './snapshot.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
const DAY = 86_400;
const today = Math.floor(Date.now() / 1000 / DAY) * DAY;
const iso = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 10);
const fuzzy = (unix: number) => Number(iso(unix).replaceAll('-', ''));

beforeAll(async () => {
  t = await startTestApp('query_site_stats');
  const rows = (sql: string, values: unknown[][]) => Promise.all(values.map((v) => t.pool.query(sql, v)));
  await rows('INSERT INTO rm_sitestats.site_trends VALUES ($1, $2, $3, $4)', [
    ['users', iso(today - 4 * DAY), 3, 0],
    ['users', iso(today - 2 * DAY), 2, 0],
    ['users', iso(today), 1, 0],
    ['anime', iso(today - 4 * DAY), 10, 0],
    ['anime', iso(today - 1 * DAY), 0, 2],
  ]);
  await rows('INSERT INTO rm_sitestats.list_days VALUES ($1, $2, $3, $4, $5)', [
    [iso(today - 2 * DAY), 'ANIME', 5, 2, 150],
    [iso(today - 2 * DAY), 'MANGA', 1, 0, 0],
    [iso(today - 1 * DAY), 'ANIME', 2, 0, 0],
  ]);
  // Members 1 and 2 active on the anime list two days ago (2 also on the manga list), member 8200 (the second chunk)
  // yesterday.
  const members = (ids: number[]) => `${ids.reduce((bits, id) => `set_bit(${bits}, ${id % 8192}, 1)`, "repeat('0', 8192)::bit(8192)")}`;
  for (const [day, type, ids] of [
    [2, 'ANIME', [1, 2]],
    [2, 'MANGA', [2]],
    [2, 'ALL', [1, 2]],
    [1, 'ANIME', [8200]],
    [1, 'ALL', [8200]],
  ] as const) {
    await t.pool.query(`INSERT INTO rm_sitestats.active_members VALUES ($1, $2, $3, ${members([...ids])})`, [
      iso(today - day * DAY),
      type,
      Math.floor(ids[0]! / 8192),
    ]);
  }
  await rows('INSERT INTO rm_sitestats.list_statuses VALUES ($1, $2, $3, $4, $5, $6)', [
    [iso(today - 2 * DAY), 'ANIME', 'CURRENT', 3, 3, 1],
    [iso(today - 2 * DAY), 'ANIME', 'COMPLETED', 0, 1, 0],
    [iso(today - 2 * DAY), 'MANGA', 'PLANNING', 1, 1, 0],
    [iso(today - 1 * DAY), 'ANIME', 'CURRENT', 0, 0, 1],
  ]);
  await rows('INSERT INTO rm_sitestats.list_scores VALUES ($1, $2, $3, $4)', [
    [iso(today - 2 * DAY), 'ANIME', 70, 1],
    [iso(today - 2 * DAY), 'ANIME', 80, 1],
  ]);
  await t.pool.query('INSERT INTO rm_sitestats.checkpoint (partition, transaction_id, position) VALUES (0, 10, 20)');
});
afterAll(() => t.close());

const TREND = 'nodes { date count change } pageInfo { total perPage currentPage hasNextPage }';
/** What the as-of tests read of `SiteStatistics { date users { TREND } }`. */
type AsOfStatistics = { SiteStatistics: { date: number; users: { nodes: unknown[] } } };

describe('SiteStatistics', () => {
  it("answers AniList's trends, newest day first, every day up to today, with the list activity", async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a deep response read by path; the document says its shape
    const res = await t.gql<{ SiteStatistics: any }>(`{ SiteStatistics {
      date
      users(perPage: 2) { ${TREND} }
      oldest: users(sort: DATE, perPage: 1) { nodes { date count change } }
      anime(sort: [CHANGE, DATE_DESC]) { edges { node { date change } } }
      staff { nodes { date } pageInfo { total } }
      listActivity(sort: DATE, perPage: 3) { nodes { date changes activeMembers scoresGiven meanScore entries { status count change added } scores { score amount } } }
      animeActivity: listActivity(type: ANIME, sort: COUNT_DESC, perPage: 1) { nodes { date activeMembers } }
    } }`);
    expect(res.body.errors).toBeUndefined();
    const s = res.body.data!.SiteStatistics;
    expect(s.date).toBe(today);
    expect(s.users).toEqual({
      nodes: [
        { date: today, count: 6, change: 1 },
        { date: today - DAY, count: 5, change: 0 },
      ],
      pageInfo: { total: 5, perPage: 2, currentPage: 1, hasNextPage: true },
    });
    expect(s.oldest.nodes).toEqual([{ date: today - 4 * DAY, count: 3, change: 3 }]);
    expect(s.anime.edges[0].node).toEqual({ date: today - DAY, change: -2 });
    expect(s.staff).toEqual({ nodes: [], pageInfo: { total: 0 } });
    const [first, second, third] = s.listActivity.nodes;
    expect(first).toMatchObject({ date: today - 2 * DAY, changes: 6, activeMembers: 2, scoresGiven: 2, meanScore: 75 });
    expect(first.entries).toEqual([
      { status: 'CURRENT', count: 2, change: 2, added: 3 },
      { status: 'PLANNING', count: 1, change: 1, added: 1 },
      { status: 'COMPLETED', count: 1, change: 1, added: 0 },
      { status: 'DROPPED', count: 0, change: 0, added: 0 },
      { status: 'PAUSED', count: 0, change: 0, added: 0 },
      { status: 'REPEATING', count: 0, change: 0, added: 0 },
    ]);
    expect(first.scores.filter((b: { amount: number }) => b.amount > 0)).toEqual([
      { score: 70, amount: 1 },
      { score: 80, amount: 1 },
    ]);
    expect(second).toMatchObject({
      date: today - DAY,
      changes: 2,
      activeMembers: 1,
      meanScore: null,
      entries: expect.arrayContaining([{ status: 'CURRENT', count: 1, change: -1, added: 0 }]),
    });
    expect(third).toMatchObject({ date: today, changes: 0, activeMembers: 0 });
    expect(s.animeActivity.nodes).toEqual([{ date: today - 2 * DAY, activeMembers: 2 }]);
  });

  it('gives moderators the figures as of a day, from a cache for a repeated date, and refuses others', async () => {
    const q = `query ($asOf: FuzzyDateInt) { SiteStatistics(asOf: $asOf) { date users { ${TREND} } } }`;
    const guest = await t.gql(q, { variables: { asOf: fuzzy(today - 2 * DAY) } });
    expect(guest.body.errors?.[0]).toMatchObject({ status: 403, extensions: { code: 'FORBIDDEN' } });

    t.db.reset();
    const past = await t.gql<AsOfStatistics>(q, { viewer: 'system', variables: { asOf: fuzzy(today - 2 * DAY) } });
    expect(past.body.errors).toBeUndefined();
    expect(past.body.data!.SiteStatistics).toEqual({
      date: today - 2 * DAY,
      users: {
        nodes: [
          { date: today - 2 * DAY, count: 5, change: 2 },
          { date: today - 3 * DAY, count: 3, change: 0 },
          { date: today - 4 * DAY, count: 3, change: 3 },
        ],
        pageInfo: { total: 3, perPage: 25, currentPage: 1, hasNextPage: false },
      },
    });
    const firstRead = t.db.count;
    t.db.reset();
    await t.gql(q, { viewer: 'system', variables: { asOf: fuzzy(today - 2 * DAY) } });
    expect(t.db.count).toBeLessThan(firstRead);
    expect(t.db.count).toBe(1); // the checkpoint, which keys the cache

    // New rows move the checkpoint: the same date is read again.
    await t.pool.query(
      `INSERT INTO rm_sitestats.site_trends VALUES ('users', $1, 4, 0) ON CONFLICT (subject, day) DO UPDATE SET added = 7`,
      [iso(today - 3 * DAY)],
    );
    await t.pool.query('UPDATE rm_sitestats.checkpoint SET position = 21');
    const moved = await t.gql<AsOfStatistics>(q, { viewer: 'system', variables: { asOf: fuzzy(today - 2 * DAY) } });
    expect(moved.body.data!.SiteStatistics.users.nodes[0]).toEqual({ date: today - 2 * DAY, count: 9, change: 2 });

    const future = await t.gql<AsOfStatistics>(q, { viewer: 'system', variables: { asOf: fuzzy(today + 30 * DAY) } });
    expect(future.body.data!.SiteStatistics.date).toBe(today);
    const bad = await t.gql(q, { viewer: 'system', variables: { asOf: 20260231 } });
    expect(bad.body.errors?.[0]).toMatchObject({ status: 400, message: 'asOf must be a date written yyyymmdd.' });
  });

  it("gives moderators media's stats as of a day, every media of a request in one read, from a cache for a repeated date", async () => {
    const zero = { current: 0, planning: 0, completed: 0, dropped: 0, paused: 0, repeating: 0, score_70: 0, score_sum: 0, favourites: 0 };
    const mediaDays = [
      { media_id: 71, day: iso(today - 2 * DAY), changes: 2, ...zero, current: 2, score_70: 1, score_sum: 70 },
      { media_id: 71, day: iso(today - 1 * DAY), changes: 1, ...zero, current: -1, completed: 1, favourites: 1 },
      { media_id: 72, day: iso(today - 1 * DAY), changes: 1, ...zero, planning: 1 },
    ];
    await t.pool.query(
      `INSERT INTO rm_mediastats.media_days SELECT * FROM json_populate_recordset(NULL::rm_mediastats.media_days, $1::json)`,
      [
        JSON.stringify(
          mediaDays.map((r) => ({
            score_10: 0,
            score_20: 0,
            score_30: 0,
            score_40: 0,
            score_50: 0,
            score_60: 0,
            score_80: 0,
            score_90: 0,
            score_100: 0,
            ...r,
          })),
        ),
      ],
    );
    // Members' lists from two days ago on: the figures are theirs (ADR 14).
    await t.pool.query('INSERT INTO rm_mediastats.list_days VALUES ($1)', [iso(today - 2 * DAY)]);
    await t.pool.query('INSERT INTO rm_mediastats.checkpoint (partition, transaction_id, position) VALUES (0, 10, 20)');
    await insertMedia(t.pool, {
      id: 71,
      romaji: 'Seventy One',
      popularity: 2,
      favourites: 1,
      mean_score: 70,
      status_distribution: [
        { status: 'CURRENT', amount: 1 },
        { status: 'COMPLETED', amount: 1 },
      ],
    });
    await insertMedia(t.pool, { id: 72, romaji: 'Seventy Two', popularity: 1, status_distribution: [{ status: 'PLANNING', amount: 1 }] });
    const q = `query ($asOf: FuzzyDateInt) { Page { media(id_in: [71, 72], sort: ID) {
      id stats(asOf: $asOf) { date popularity favourites meanScore statusDistribution { status amount } scoreDistribution { score amount } } } } }`;
    type Answer = { Page: { media: { id: number; stats: Record<string, unknown> }[] } };

    const guest = await t.gql(q, { variables: { asOf: fuzzy(today - 2 * DAY) } });
    expect(guest.body.errors?.[0]).toMatchObject({ status: 403, message: 'Only moderators may ask for the statistics as of a date.' });

    t.db.reset();
    const past = await t.gql<Answer>(q, { viewer: 'system', variables: { asOf: fuzzy(today - 2 * DAY) } });
    expect(past.body.errors).toBeUndefined();
    expect(past.body.data!.Page.media).toEqual([
      {
        id: 71,
        stats: {
          date: today - 2 * DAY,
          popularity: 2,
          favourites: 0,
          meanScore: 70,
          statusDistribution: [{ status: 'CURRENT', amount: 2 }],
          scoreDistribution: [{ score: 70, amount: 1 }],
        },
      },
      {
        id: 72,
        stats: { date: today - 2 * DAY, popularity: 0, favourites: 0, meanScore: null, statusDistribution: [], scoreDistribution: [] },
      },
    ]);
    const firstRead = t.db.count;
    t.db.reset();
    await t.gql(q, { viewer: 'system', variables: { asOf: fuzzy(today - 2 * DAY) } });
    // Both media's figures from the cache: only the checkpoint that keys it is read again.
    expect(t.db.count).toBe(firstRead - 3);

    const later = await t.gql<Answer>(q, { viewer: 'system', variables: { asOf: fuzzy(today - DAY) } });
    expect(later.body.data!.Page.media.map((m) => [m.stats.popularity, m.stats.favourites, m.stats.statusDistribution])).toEqual([
      [
        2,
        1,
        [
          { status: 'CURRENT', amount: 1 },
          { status: 'COMPLETED', amount: 1 },
        ],
      ],
      [1, 0, [{ status: 'PLANNING', amount: 1 }]],
    ]);
    // Without asOf, anyone gets the media's own live figures.
    const live = await t.gql<Answer>(q);
    expect(live.body.data!.Page.media.map((m) => m.stats)).toEqual([
      {
        date: null,
        popularity: 2,
        favourites: 1,
        meanScore: 70,
        statusDistribution: [
          { status: 'CURRENT', amount: 1 },
          { status: 'COMPLETED', amount: 1 },
        ],
        scoreDistribution: [],
      },
      {
        date: null,
        popularity: 1,
        favourites: 0,
        meanScore: null,
        statusDistribution: [{ status: 'PLANNING', amount: 1 }],
        scoreDistribution: [],
      },
    ]);
  });

  it('lets any moderator role but a retired one travel in time', () => {
    const ctx = (actor: Context['actor']) => ({ actor, now: today + 100 }) as Context;
    const asOf = fuzzy(today - DAY);
    expect(requestedDay(ctx({ kind: 'user', id: 2, moderatorRoles: ['COMMUNITY'], donatorTier: 0 }), asOf)).toBe(iso(today - DAY));
    expect(requestedDay(ctx({ kind: 'user', id: 3, moderatorRoles: ['ANIME_DATA'], donatorTier: 0 }), asOf)).toBe(iso(today - DAY));
    expect(() => requestedDay(ctx({ kind: 'user', id: 5, moderatorRoles: ['RETIRED', 'ADMIN'], donatorTier: 0 }), asOf)).toThrow(
      'Only moderators',
    );
    expect(() => requestedDay(ctx({ kind: 'user', id: 6, moderatorRoles: [], donatorTier: 0 }), asOf)).toThrow('Only moderators');
    expect(requestedDay(ctx({ kind: 'guest' }), null)).toBe(iso(today));
  });
});
