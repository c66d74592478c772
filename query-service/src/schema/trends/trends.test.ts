import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID, seedCatalogue } from '../../testing/catalogue.ts';
import { startTestApp } from '../../testing/http.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
const DAY = 86_400;
const D0 = 19_700 * DAY;

beforeAll(async () => {
  t = await startTestApp('query_trends');
  await seedCatalogue(t.pool);
  // Five daily points for AoT (the last two after it stopped releasing), one for its sequel.
  for (let i = 0; i < 5; i++) {
    await t.pool.query(`INSERT INTO rm_trends.media_trends VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [
      ID.aot,
      D0 + i * DAY,
      10 * i,
      70 + i,
      100 + i,
      50 - i,
      i < 3,
      i < 3 ? i + 1 : null,
    ]);
  }
  await t.pool.query(`INSERT INTO rm_trends.media_trends VALUES ($1, $2, 500, NULL, 9, 1, true, 1)`, [ID.aot2, D0]);
  await t.pool.query(
    `INSERT INTO rm_rankings.media_rankings (id, media_id, rank, type, format, year, season, all_time, context, importance) VALUES
       (3, $1, 4, 'RATED', 'TV', 2013, 'SPRING', false, 'highest rated', 25),
       (1, $1, 12, 'RATED', NULL, NULL, NULL, true, 'highest rated all time', 0),
       (2, $1, 7, 'POPULAR', NULL, NULL, NULL, true, 'most popular all time', 1)`,
    [ID.aot],
  );
});
afterAll(() => t.close());

/** What the first test reads of its Media document: each part is compared whole. */
type MediaTrends = {
  rankings: unknown;
  trends: { pageInfo: unknown; nodes: unknown };
  stats: { airingProgression: unknown };
  airingTrends: { nodes: unknown };
};

describe('trends and rankings', () => {
  it('answers Media.rankings most important first, and Media.trends paged, sorted and filtered by releasing', async () => {
    const res = await t.gql<{ Media: MediaTrends }>(
      `query ($id: Int) { Media(id: $id) {
      rankings { id rank type format year season allTime context }
      trends(sort: DATE_DESC, perPage: 2) { pageInfo { total hasNextPage } nodes { date trending averageScore popularity inProgress releasing episode } }
      airingTrends: trends(releasing: true, sort: ID_DESC) { nodes { date episode media { id } } }
      stats { airingProgression { episode score watching } }
    } }`,
      { variables: { id: ID.aot } },
    );
    expect(res.body.errors).toBeUndefined();
    const m = res.body.data!.Media;
    expect(m.rankings).toEqual([
      { id: 1, rank: 12, type: 'RATED', format: null, year: null, season: null, allTime: true, context: 'highest rated all time' },
      { id: 2, rank: 7, type: 'POPULAR', format: null, year: null, season: null, allTime: true, context: 'most popular all time' },
      { id: 3, rank: 4, type: 'RATED', format: 'TV', year: 2013, season: 'SPRING', allTime: false, context: 'highest rated' },
    ]);
    expect(m.trends.pageInfo).toEqual({ total: 5, hasNextPage: true });
    expect(m.trends.nodes).toEqual([
      { date: D0 + 4 * DAY, trending: 40, averageScore: 74, popularity: 104, inProgress: 46, releasing: false, episode: null },
      { date: D0 + 3 * DAY, trending: 30, averageScore: 73, popularity: 103, inProgress: 47, releasing: false, episode: null },
    ]);
    expect(m.stats.airingProgression).toEqual([1, 2, 3].map((episode) => ({ episode, score: 69 + episode, watching: 51 - episode })));
    expect(m.airingTrends.nodes).toEqual([2, 1, 0].map((i) => ({ date: D0 + i * DAY, episode: i + 1, media: { id: ID.aot } })));
  });

  it('answers Page.mediaTrends and Query.MediaTrend with AniList filters', async () => {
    const res = await t.gql<{ Page: unknown; MediaTrend: unknown }>(`{
      Page(perPage: 3) { pageInfo { total } mediaTrends(date_greater: ${D0 - 1}, trending_greater: 15, sort: TRENDING_DESC) { mediaId trending } }
      MediaTrend(mediaId: ${ID.aot}, releasing: true, sort: [EPISODE_DESC]) { episode date }
    }`);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.Page).toEqual({
      pageInfo: { total: 4 },
      mediaTrends: [
        { mediaId: ID.aot2, trending: 500 },
        { mediaId: ID.aot, trending: 40 },
        { mediaId: ID.aot, trending: 30 },
      ],
    });
    expect(res.body.data!.MediaTrend).toEqual({ episode: 3, date: D0 + 2 * DAY });
    const none = await t.gql(`{ MediaTrend(mediaId: ${ID.aot}, episode: 99) { date } }`);
    expect(none.body.errors?.[0]?.message).toBe('Not Found.');
  });
});
