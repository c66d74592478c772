import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID, seedCatalogue } from '../../testing/catalogue.ts';
import { startTestApp } from '../../testing/http.ts';

type MediaList = { Page: { pageInfo: Record<string, number | boolean>; media: { id: number; title: { romaji: string } }[] } };

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp('query_media');
  await seedCatalogue(t.pool);
});
afterAll(() => t.close());

const ids = async (args: string, perPage = 50, viewer: 'guest' | 'system' = 'guest') => {
  const res = await t.gql<MediaList>(`{ Page(perPage: ${perPage}) { media(${args}) { id } } }`, { viewer });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.Page.media.map((m) => m.id);
};

describe('Page.media filters', () => {
  it('filters by type, format, status, season and year', async () => {
    expect(await ids('type: MANGA, sort: ID')).toEqual([ID.aotManga, ID.soloLeveling]);
    expect(await ids('type: ANIME, format_in: [TV], season: SPRING, seasonYear: 2013')).toEqual([ID.aot]);
    expect(await ids('status: RELEASING')).toEqual([ID.frieren]);
    expect(await ids('status_not_in: [FINISHED], sort: ID')).toEqual([ID.movie, ID.soloLeveling, ID.frieren]);
    expect(await ids('format_not: ONA, type: ANIME, format_not_in: [OVA, MOVIE], sort: ID')).toEqual([
      ID.bebop,
      ID.aot,
      ID.aot2,
      ID.frieren,
    ]);
  });

  it('filters by ranges, dates and ids', async () => {
    expect(await ids('episodes_greater: 25, sort: ID')).toEqual([ID.bebop, ID.frieren]);
    expect(await ids('chapters_lesser: 150')).toEqual([ID.aotManga]);
    expect(await ids('startDate_greater: 20130000, startDate_lesser: 20180000, sort: ID')).toEqual([ID.aot, ID.aot2]);
    expect(await ids('startDate_like: "2023%"')).toEqual([ID.frieren]);
    expect(await ids(`id_in: [${ID.aot}, ${ID.bebop}], id_not: ${ID.bebop}`)).toEqual([ID.aot]);
    expect(await ids('averageScore_greater: 85, popularity_lesser: 700, sort: SCORE_DESC')).toEqual([ID.frieren, ID.aotManga]);
  });

  it('finds media by their MyAnimeList id, as third-party clients look them up', async () => {
    expect(await ids('idMal: 16498')).toEqual([ID.aot]);
    expect(await ids('idMal_in: [1, 23390, 424242], sort: ID')).toEqual([ID.bebop, ID.aotManga]);
    expect(await ids('idMal_in: [1, 16498, 25777], idMal_not: 1, sort: ID')).toEqual([ID.aot, ID.aot2]);
    expect(await ids('idMal_in: [1, 16498, 25777], idMal_not_in: [16498], sort: ID')).toEqual([ID.bebop, ID.aot2]);
    const one = await t.gql<{ Media: { id: number; idMal: number } }>('query ($id: Int) { Media(idMal: $id, type: ANIME) { id idMal } }', {
      variables: { id: 16498 },
    });
    expect(one.body).toEqual({ data: { Media: { id: ID.aot, idMal: 16498 } } });
    const manga = await t.gql('{ Media(idMal: 16498, type: MANGA) { id } }');
    expect(manga.body.errors?.map((e) => e.status)).toEqual([404]);
  });

  it('filters by genres (all of genre_in), tags with a minimum rank, country, source and adult', async () => {
    expect(await ids('genre_in: ["Action", "Sci-Fi"]')).toEqual([ID.bebop]);
    expect(await ids('genre: "Fantasy", genre_not_in: ["Mystery"], sort: ID')).toEqual([ID.soloLeveling, ID.frieren]);
    expect(await ids('tag: "military"')).toEqual([ID.aot]);
    expect(await ids('tag_in: ["Survival"], minimumTagRank: 18')).toEqual([]);
    expect(await ids('tagCategory: "Theme-Drama"')).toEqual([ID.bebop]);
    expect(await ids('countryOfOrigin: KR')).toEqual([ID.soloLeveling]);
    expect(await ids('source_in: [ORIGINAL], type: ANIME')).toEqual([ID.bebop]);
    // Adult media only for those who show adult content (adultContent.test.ts): the system does, a guest does not.
    expect(await ids('isAdult: true', 50, 'system')).toEqual([ID.adult]);
    expect(await ids('isAdult: true')).toEqual([]);
    expect(await ids('licensedBy: "netflix", sort: ID')).toEqual([ID.bebop, ID.aot]);
  });

  it('accepts onList until lists exist, and null variables mean no filter', async () => {
    const res = await t.gql<MediaList>(
      'query ($s: MediaStatus, $g: [String]) { Page { media(status: $s, genre_in: $g, onList: true, type: MANGA) { id } } }',
      {
        variables: { s: null, g: null },
      },
    );
    expect(res.body.data!.Page.media.map((m) => m.id).sort()).toEqual([ID.aotManga, ID.soloLeveling].sort());
  });
});

describe('Page.media search and sorts', () => {
  it('finds a title despite a typo, best match first', async () => {
    const res = await t.gql<MediaList>(
      '{ Page { media(search: "shingeki no kyojn", type: ANIME, sort: SEARCH_MATCH) { id title { romaji } } } }',
    );
    expect(res.body.data!.Page.media[0]!.title.romaji).toBe('Shingeki no Kyojin');
    expect(res.body.data!.Page.media.map((m) => m.id)).toContain(ID.aot2);
  });

  it('matches English titles, synonyms and substrings', async () => {
    expect(await ids('search: "attack on titan", type: ANIME, sort: [SEARCH_MATCH, ID]')).toEqual([ID.aot, ID.aot2]);
    expect(await ids('search: "AoT"')).toEqual([ID.aot]);
    expect(await ids('search: "bebop"')).toEqual([ID.bebop]);
    expect(await ids('search: "no such title anywhere"')).toEqual([]);
  });

  it('sorts by every supported key with id as the tie-breaker', async () => {
    expect(await ids('type: ANIME, sort: POPULARITY_DESC', 3)).toEqual([ID.aot, ID.bebop, ID.aot2]);
    expect(await ids('type: ANIME, sort: TRENDING_DESC', 2)).toEqual([ID.frieren, ID.aot]);
    expect(await ids('type: ANIME, sort: [SCORE_DESC, POPULARITY_DESC]', 2)).toEqual([ID.frieren, ID.bebop]);
    expect(await ids('type: MANGA, sort: [TITLE_ENGLISH]')).toEqual([ID.aotManga, ID.soloLeveling]);
    expect(await ids('type: ANIME, format: TV, sort: START_DATE_DESC')).toEqual([ID.frieren, ID.aot2, ID.aot, ID.bebop]);
    expect(await ids('type: ANIME, format: TV, sort: EPISODES')).toEqual([ID.aot2, ID.aot, ID.bebop, ID.frieren]);
    expect(await ids('type: ANIME, sort: FAVOURITES_DESC', 2)).toEqual([ID.aot, ID.bebop]);
    expect(await ids('countryOfOrigin: CN, sort: ID_DESC', 2)).toEqual([ID.fillerBase + 59, ID.fillerBase + 58]);
    // Ties (every filler has popularity 0) are broken by id, so pages never overlap.
    expect(await ids('countryOfOrigin: CN, sort: POPULARITY', 3)).toEqual([ID.fillerBase, ID.fillerBase + 1, ID.fillerBase + 2]);
  });

  it('accepts a single sort value where the argument is a list', async () => {
    const res = await t.gql<MediaList>('query ($sort: [MediaSort]) { Page(perPage: 1) { media(type: ANIME, sort: $sort) { id } } }', {
      variables: { sort: 'POPULARITY_DESC' },
    });
    expect(res.body.data!.Page.media.map((m) => m.id)).toEqual([ID.aot]);
  });
});

describe('Page paging', () => {
  it('computes pageInfo for the list beside it', async () => {
    const res = await t.gql<MediaList>(`{ Page(page: 2, perPage: 25) {
      pageInfo { total perPage currentPage lastPage hasNextPage } media(countryOfOrigin: CN, sort: ID) { id } } }`);
    expect(res.body.data!.Page.pageInfo).toEqual({ total: 60, perPage: 25, currentPage: 2, lastPage: 3, hasNextPage: true });
    expect(res.body.data!.Page.media[0]!.id).toBe(ID.fillerBase + 25);
    const last = await t.gql<MediaList>(
      '{ Page(page: 3, perPage: 25) { media(countryOfOrigin: CN) { id } pageInfo { hasNextPage total } } }',
    );
    expect(last.body.data!.Page.media).toHaveLength(10);
    expect(last.body.data!.Page.pageInfo).toEqual({ hasNextPage: false, total: 60 });
    const past = await t.gql<MediaList>(
      '{ Page(page: 9, perPage: 25) { pageInfo { total lastPage hasNextPage } media(countryOfOrigin: CN) { id } } }',
    );
    expect(past.body.data!.Page).toEqual({ pageInfo: { total: 60, lastPage: 3, hasNextPage: false }, media: [] });
  });

  it('caps perPage at 50 instead of failing', async () => {
    const res = await t.gql<MediaList>('{ Page(perPage: 500) { pageInfo { perPage lastPage } media { id } } }');
    expect(res.status).toBe(200);
    expect(res.body.data!.Page.media).toHaveLength(50);
    expect(res.body.data!.Page.pageInfo).toEqual({ perPage: 50, lastPage: 2 });
  });

  it('pages a Relay connection with opaque cursors', async () => {
    type Conn = {
      mediaSearch: {
        edges: { cursor: string; node: { id: number } }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
        totalCount: number;
      };
    };
    const doc =
      'query ($after: String) { mediaSearch(first: 40, after: $after, countryOfOrigin: CN, sort: ID) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } totalCount } }';
    const first = await t.gql<Conn>(doc);
    expect(first.body.data!.mediaSearch.totalCount).toBe(60);
    expect(first.body.data!.mediaSearch.pageInfo.hasNextPage).toBe(true);
    const second = await t.gql<Conn>(doc, { variables: { after: first.body.data!.mediaSearch.pageInfo.endCursor } });
    expect(second.body.data!.mediaSearch.edges.map((e) => e.node.id)[0]).toBe(ID.fillerBase + 40);
    expect(second.body.data!.mediaSearch.edges).toHaveLength(20);
    expect(second.body.data!.mediaSearch.pageInfo.hasNextPage).toBe(false);
  });
});
