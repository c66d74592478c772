import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID, seedCatalogue } from '../../testing/catalogue.ts';
import { startTestApp } from '../../testing/http.ts';
import { insertActivities, insertFavourites } from '../../testing/lists.ts';
import { AKI, seedAkiList } from './fixtures.ts';

// User.statistics, User.favourites and list activities over rows of the read models, read by a guest (who does
// not see Aki's private entry) and by the system (who does).
let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp('query_list_statistics');
  await seedCatalogue(t.pool);
  await seedAkiList(t.pool);
  await insertFavourites(t.pool, [
    { user_id: AKI, kind: 'ANIME', item_id: ID.bebop, position: 1 },
    { user_id: AKI, kind: 'ANIME', item_id: ID.aot, position: 0 },
    { user_id: AKI, kind: 'ANIME', item_id: ID.adult, position: 2 },
    { user_id: AKI, kind: 'CHARACTER', item_id: ID.mikasa, position: 0 },
    { user_id: AKI, kind: 'STUDIO', item_id: ID.wit, position: 0 },
  ]);
  await insertActivities(t.pool, [
    { id: 1, user_id: AKI, media_id: ID.aot, status: 'completed', progress: null, created_at: 1_700_000_100 },
    { id: 2, user_id: AKI, media_id: ID.aotManga, type: 'MANGA_LIST', status: 'read chapter', progress: '50', created_at: 1_700_000_200 },
    { id: 3, user_id: 1, media_id: ID.aot, status: 'watched episode', progress: '1', created_at: 1_700_000_300 },
  ]);
});
afterAll(() => t?.close());

type Stats = Record<string, unknown>;
const STATS = `count meanScore standardDeviation minutesWatched episodesWatched chaptersRead volumesRead
  statuses { status count } formats(sort: [COUNT_DESC, ID]) { format count } genres(limit: 2) { genre count meanScore }
  scores(sort: ID_DESC) { score count } lengths { length count } releaseYears(sort: ID) { releaseYear count }`;

describe('User.statistics', () => {
  it("computes counts, time, mean score (in the owner's format) and breakdowns from the visible list", async () => {
    const res = await t.gql<{ User: { statistics: { anime: Stats; manga: Stats } } }>(`{ User(id: ${AKI}) { statistics {
      anime { ${STATS} } manga { count meanScore chaptersRead volumesRead } } } }`);
    expect(res.body.errors).toBeUndefined();
    const { anime, manga } = res.body.data!.User.statistics;
    // AoT (25 episodes, watched once more), Bebop, Frieren, the movie and a filler; the private season 2 is not counted.
    expect(anime).toMatchObject({
      count: 5,
      meanScore: 7.25,
      standardDeviation: 2.08,
      episodesWatched: 88,
      minutesWatched: 2064,
      chaptersRead: 0,
      volumesRead: 0,
    });
    expect(anime.statuses).toEqual(
      expect.arrayContaining([
        { status: 'COMPLETED', count: 3 },
        { status: 'CURRENT', count: 1 },
        { status: 'DROPPED', count: 1 },
      ]),
    );
    expect(anime.formats).toEqual([
      { format: 'TV', count: 3 },
      { format: 'MOVIE', count: 1 },
      { format: 'ONA', count: 1 },
    ]);
    expect(anime.genres).toEqual([
      { genre: 'Drama', count: 3, meanScore: 9 },
      { genre: 'Action', count: 2, meanScore: 9 },
    ]);
    expect(anime.scores).toEqual([
      { score: 10, count: 1 },
      { score: 9, count: 1 },
      { score: 7, count: 1 },
      { score: 4, count: 1 },
    ]);
    expect(anime.releaseYears).toEqual([
      { releaseYear: 1998, count: 1 },
      { releaseYear: 2013, count: 1 },
      { releaseYear: 2023, count: 1 },
      { releaseYear: 2030, count: 1 },
    ]);
    // Fillers have no episode count: no length bucket.
    expect(anime.lengths).toEqual(expect.arrayContaining([{ length: '17-28', count: 3 }]));
    expect((anime.lengths as unknown[]).length).toBe(1);
    expect(manga).toEqual({ count: 1, meanScore: 8, chaptersRead: 50, volumesRead: 12 });
  });

  it("counts the owner's private entries for the system only", async () => {
    const res = await t.gql<{ User: { statistics: { anime: Stats } } }>(
      `{ User(id: ${AKI}) { statistics { anime { count episodesWatched } } } }`,
      { viewer: 'system' },
    );
    expect(res.body.data!.User.statistics.anime).toEqual({ count: 6, episodesWatched: 92 });
  });
});

describe('User.favourites', () => {
  it("lists each kind in the member's order, paged, without adult media for a guest", async () => {
    const res = await t.gql<{
      User: { favourites: Record<string, { edges: { favouriteOrder: number; node: { id: number } }[]; pageInfo: { total: number } }> };
    }>(
      `{ User(id: ${AKI}) { favourites {
        anime(perPage: 1) { edges { favouriteOrder node { id } } pageInfo { total } }
        all: anime { edges { favouriteOrder node { id } } pageInfo { total } }
        characters { edges { favouriteOrder node { id } } pageInfo { total } }
        studios { edges { favouriteOrder node { id } } pageInfo { total } }
        staff { edges { favouriteOrder node { id } } pageInfo { total } }
      } } }`,
    );
    expect(res.body.errors).toBeUndefined();
    const f = res.body.data!.User.favourites;
    expect(f.anime).toEqual({ edges: [{ favouriteOrder: 1, node: { id: ID.aot } }], pageInfo: { total: 2 } });
    expect(f.all!.edges.map((e) => e.node.id)).toEqual([ID.aot, ID.bebop]);
    expect(f.characters!.edges).toEqual([{ favouriteOrder: 1, node: { id: ID.mikasa } }]);
    expect(f.studios!.edges).toEqual([{ favouriteOrder: 1, node: { id: ID.wit } }]);
    expect(f.staff).toEqual({ edges: [], pageInfo: { total: 0 } });
  });

  it('says isFavourite false to a guest', async () => {
    const res = await t.gql<{ Media: { isFavourite: boolean } }>(`{ Media(id: ${ID.aot}) { isFavourite } }`);
    expect(res.body.data!.Media.isFavourite).toBe(false);
  });
});

describe('Activity and Page.activities', () => {
  type Act = { id: number; type: string; userId: number; status: string; progress: string | null; media: { id: number } };
  const FIELDS = '... on ListActivity { id type userId status progress media { id } }';

  it('filters list activities by user, media and type, the latest first', async () => {
    const byUser = await t.gql<{ Page: { activities: Act[] } }>(`{ Page { activities(userId: ${AKI}) { ${FIELDS} } } }`);
    expect(byUser.body.data!.Page.activities.map((a) => a.id)).toEqual([2, 1]);
    const byMedia = await t.gql<{ Page: { activities: Act[] } }>(
      `{ Page { activities(mediaId: ${ID.aot}, sort: ID_DESC) { ${FIELDS} } } }`,
    );
    expect(byMedia.body.data!.Page.activities.map((a) => [a.id, a.userId])).toEqual([
      [3, 1],
      [1, AKI],
    ]);
    const manga = await t.gql<{ Page: { activities: Act[] } }>(`{ Page { activities(type: MANGA_LIST) { ${FIELDS} } } }`);
    expect(manga.body.data!.Page.activities).toEqual([
      { id: 2, type: 'MANGA_LIST', userId: AKI, status: 'read chapter', progress: '50', media: { id: ID.aotManga } },
    ]);
    const text = await t.gql<{ Page: { activities: Act[] } }>(`{ Page { activities(type: TEXT) { ${FIELDS} } } }`);
    expect(text.body.data!.Page.activities).toEqual([]);
  });

  it('finds one activity by id, and 404 for none', async () => {
    const one = await t.gql<{ Activity: Act }>(`{ Activity(id: 1) { __typename ${FIELDS} } }`);
    expect(one.body.data!.Activity).toMatchObject({ __typename: 'ListActivity', id: 1, status: 'completed', media: { id: ID.aot } });
    const none = await t.gql(`{ Activity(id: 99) { __typename } }`);
    expect(none.body.errors![0]).toMatchObject({ status: 404 });
  });
});
