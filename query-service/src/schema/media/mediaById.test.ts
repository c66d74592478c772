import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID, seedCatalogue } from '../../testing/catalogue.ts';
import { startTestApp } from '../../testing/http.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp('query_media_by_id');
  await seedCatalogue(t.pool);
});
afterAll(() => t.close());

const MEDIA_PAGE = `query ($id: Int, $type: MediaType) {
  Media(id: $id, type: $type) {
    id type format episodes duration genres synonyms siteUrl isFavourite mediaListEntry { id }
    title { romaji english native userPreferred }
    status sourceV1: source sourceV3: source(version: 3)
    startDate { year month day } season seasonYear seasonInt
    coverImage { large color } trailer { id site } hashtag countryOfOrigin
    relations { edges { relationType relationTypeV2: relationType(version: 2) node { id type title { romaji } } } }
    studios(isMain: true) { edges { isMain node { id name } } nodes { name } }
    allStudios: studios(sort: NAME) { nodes { name } }
    characters(sort: [ROLE, RELEVANCE], perPage: 6) {
      pageInfo { total hasNextPage }
      edges { role node { id name { full userPreferred } } voiceActors(language: JAPANESE, sort: [RELEVANCE, ID]) { id name { full } }
              voiceActorRoles(language: ENGLISH) { voiceActor { name { full } } dubGroup } }
    }
    staff(perPage: 8) { edges { role node { id name { full } } } }
    tags { id name rank isMediaSpoiler }
    externalLinks { site type url } streamingEpisodes { title }
    stats { statusDistribution { status amount } scoreDistribution { score amount } }
    rankings { id } reviews(perPage: 2) { nodes { id } pageInfo { total } } recommendations { nodes { id } }
  }
}`;

describe('Query.Media', () => {
  it('answers a media page with relations, studios, characters, voice actors, staff and tags', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a deep response read by path; the document says its shape
    const res = await t.gql<{ Media: Record<string, any> }>(MEDIA_PAGE, { variables: { id: ID.aot, type: 'ANIME' } });
    expect(res.body.errors).toBeUndefined();
    const m = res.body.data!.Media;
    expect(m.title).toEqual({
      romaji: 'Shingeki no Kyojin',
      english: 'Attack on Titan',
      native: '進撃の巨人',
      userPreferred: 'Shingeki no Kyojin',
    });
    expect(m.seasonInt).toBe(132);
    expect(m.relations.edges).toEqual([
      // Without a version, SOURCE is shown as AniList's first version showed it.
      {
        relationType: 'ADAPTATION',
        relationTypeV2: 'SOURCE',
        node: { id: ID.aotManga, type: 'MANGA', title: { romaji: 'Shingeki no Kyojin' } },
      },
      {
        relationType: 'SEQUEL',
        relationTypeV2: 'SEQUEL',
        node: { id: ID.aot2, type: 'ANIME', title: { romaji: 'Shingeki no Kyojin Season 2' } },
      },
    ]);
    expect(m.studios).toEqual({ edges: [{ isMain: true, node: { id: ID.wit, name: 'Wit Studio' } }], nodes: [{ name: 'Wit Studio' }] });
    expect(m.allStudios.nodes.map((s: { name: string }) => s.name)).toEqual(['Pony Canyon', 'Wit Studio']);
    expect(m.characters.pageInfo).toEqual({ total: 2, hasNextPage: false });
    expect(m.characters.edges[0]).toEqual({
      role: 'MAIN',
      node: { id: ID.eren, name: { full: 'Eren Yeager', userPreferred: 'Eren Yeager' } },
      voiceActors: [{ id: ID.kaji, name: { full: 'Yuuki Kaji' } }],
      voiceActorRoles: [{ voiceActor: { name: { full: 'Bryce Papenbrook' } }, dubGroup: null }],
    });
    expect(m.staff.edges.map((e: { role: string }) => e.role)).toEqual(['Director', 'Theme Song Performance']);
    expect(m.tags).toEqual([
      { id: ID.militaryTag, name: 'Military', rank: 90, isMediaSpoiler: false },
      { id: ID.survivalTag, name: 'Survival', rank: 15, isMediaSpoiler: true },
    ]);
    expect(m.externalLinks.map((l: { site: string }) => l.site)).toEqual(['Crunchyroll', 'Netflix']);
    expect(m.stats.statusDistribution).toEqual([
      { status: 'COMPLETED', amount: 1000 },
      { status: 'CURRENT', amount: 20 },
    ]);
    expect(m).toMatchObject({
      isFavourite: false,
      mediaListEntry: null,
      rankings: [],
      reviews: { nodes: [], pageInfo: { total: 0 } },
      siteUrl: expect.stringMatching(/\/anime\/16498$/),
    });
  });

  it('maps versioned enums: HIATUS and newer sources only for clients that ask', async () => {
    const res = await t.gql<{ Media: Record<string, string> }>(
      `{ Media(id: ${ID.soloLeveling}) { status statusV2: status(version: 2) source sourceV3: source(version: 3) } }`,
    );
    expect(res.body.data!.Media).toEqual({ status: 'RELEASING', statusV2: 'HIATUS', source: 'OTHER', sourceV3: 'WEB_NOVEL' });
  });

  it('runs a bounded number of SQL statements however many nodes a request touches (no N+1)', async () => {
    t.db.reset();
    await t.gql(MEDIA_PAGE, { variables: { id: ID.aot } });
    const single = t.db.count;
    // One statement per relation: media, relations, two studio lists, characters, two voice-actor
    // languages, staff, tags, rankings, reviews and recommendations; and the media page's document (ADR 64), which this
    // database, seeded without the media pages read model, does not hold (every list then comes from its loader).
    expect(single).toBeLessThanOrEqual(13);

    t.db.reset();
    // Page sizes kept small enough for the request cost limit (http/limits.ts); the batching does not depend on them.
    const res = await t.gql(`{ Page(perPage: 20) { media(sort: POPULARITY_DESC) {
      id relations { edges { node { id studios { nodes { name } } characters(perPage: 5) { edges { node { name { full } } voiceActors { name { full } } } } } } }
      studios { nodes { name } } characters(perPage: 10) { edges { node { id } voiceActors { id } } } staff(perPage: 10) { nodes { id } } tags { name } nextAiringEpisode { episode } } } }`);
    expect(res.body.errors).toBeUndefined();
    // 20 media and their related media: still one statement per relation and level, not per node.
    expect(t.db.count).toBeLessThanOrEqual(12);
  });

  it('answers aliased lookups of several media with one statement', async () => {
    t.db.reset();
    const res = await t.gql<Record<string, { id: number }>>(
      `{ a: Media(id: ${ID.aot}) { id } b: Media(id: ${ID.bebop}) { id } c: Media(id: ${ID.frieren}) { id } }`,
    );
    expect(res.body.data).toEqual({ a: { id: ID.aot }, b: { id: ID.bebop }, c: { id: ID.frieren } });
    expect(t.db.count).toBe(1);
  });

  it('finds a media by search and type', async () => {
    const res = await t.gql<{ Media: { id: number } }>('{ Media(search: "Frieren", type: ANIME) { id } }');
    expect(res.body.data!.Media.id).toBe(ID.frieren);
  });

  it('answers 404 "Not Found." for a missing media, and for a media of the other type', async () => {
    const missing = await t.gql('{ Media(id: 424242) { id } }');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      data: { Media: null },
      errors: [{ message: 'Not Found.', status: 404, extensions: { code: 'NOT_FOUND' } }],
    });
    const wrongType = await t.gql(`{ Media(id: ${ID.aot}, type: MANGA) { id } }`);
    expect(wrongType.status).toBe(404);
  });

  it('shows the next airing episode and the airing schedule', async () => {
    type Airing = {
      Media: {
        nextAiringEpisode: { episode: number; timeUntilAiring: number; media: { id: number } };
        airingSchedule: { nodes: { episode: number }[]; pageInfo: { total: number } };
      };
    };
    const res = await t.gql<Airing>(`{ Media(id: ${ID.frieren}) { nextAiringEpisode { episode timeUntilAiring media { id } }
      airingSchedule(notYetAired: true) { nodes { episode } pageInfo { total } } } }`);
    const m = res.body.data!.Media;
    expect(m.nextAiringEpisode.episode).toBe(3);
    expect(m.nextAiringEpisode.timeUntilAiring).toBeGreaterThan(0);
    expect(m.nextAiringEpisode.media.id).toBe(ID.frieren);
    expect(m.airingSchedule).toEqual({ nodes: [{ episode: 3 }, { episode: 4 }], pageInfo: { total: 2 } });
    const page = await t.gql<{ Page: { airingSchedules: { id: number; episode: number }[] } }>(
      `{ Page { airingSchedules(mediaId: ${ID.frieren}, notYetAired: false, sort: TIME_DESC) { id episode } } }`,
    );
    expect(page.body.data!.Page.airingSchedules).toEqual([
      { id: ID.frieren * 10000 + 2, episode: 2 },
      { id: ID.frieren * 10000 + 1, episode: 1 },
    ]);
  });

  it('lists external link sources per media type', async () => {
    type Sources = { ExternalLinkSourceCollection: { id: number; site: string }[] };
    const res = await t.gql<Sources>('{ ExternalLinkSourceCollection(mediaType: ANIME, type: STREAMING) { id site } }');
    expect(res.body.data!.ExternalLinkSourceCollection).toEqual([
      { id: 1001, site: 'Crunchyroll' },
      { id: 2001, site: 'Netflix' },
    ]);
    const filtered = await t.gql<{ Page: { media: { id: number }[] } }>('{ Page { media(licensedById: 2001, sort: ID) { id } } }');
    expect(filtered.body.data!.Page.media.map((m) => m.id)).toEqual([ID.bebop, ID.aot]);
  });
});
