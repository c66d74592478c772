import { getNamedType, isLeafType, isNonNullType, isObjectType, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchemas } from '../executable.ts';
import { LONG_MEDIA_FIELDS } from '../byId.ts';
import { ID, seedCatalogue } from '../../testing/catalogue.ts';
import { startTestApp } from '../../testing/http.ts';
import { AKI, seedAkiList } from './fixtures.ts';

// MediaList and MediaListCollection over rows of rm_lists.entries, read by a guest and by the system.
let t: Awaited<ReturnType<typeof startTestApp>>;
let rows: Awaited<ReturnType<typeof seedAkiList>>;
beforeAll(async () => {
  t = await startTestApp('query_lists');
  await seedCatalogue(t.pool);
  rows = await seedAkiList(t.pool);
});
afterAll(() => t?.close());

type Entry = Record<string, unknown> & { media: { id: number } };
type Collection = {
  MediaListCollection: {
    user: { name: string };
    hasNextChunk: boolean;
    lists: { name: string; isCustomList: boolean; isSplitCompletedList: boolean; status: string | null; entries: Entry[] }[];
  };
};

const names = (c: Collection) => c.MediaListCollection.lists.map((l) => l.name);
const mediaOf = (c: Collection, name: string) => c.MediaListCollection.lists.find((l) => l.name === name)!.entries.map((e) => e.media.id);

describe('MediaList', () => {
  it("shows the score in the owner's format unless a format is asked, and every field of the entry", async () => {
    const res = await t.gql<{ MediaList: Record<string, unknown> }>(`{ MediaList(userId: ${AKI}, mediaId: ${ID.aot}) {
      id userId mediaId status score p100: score(format: POINT_100) p10: score(format: POINT_10) p5: score(format: POINT_5)
      p3: score(format: POINT_3) progress repeat notes private hiddenFromStatusLists customLists arr: customLists(asArray: true)
      advancedScores startedAt { year month day } completedAt { year month day } updatedAt createdAt revision
      rewatches { number score p100: score(format: POINT_100) startedAt { year month day } completedAt { year month day } }
      rewatchStartedAt { year } media { id title { romaji } } user { name }
    } }`);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.MediaList).toEqual({
      id: rows.aot.id,
      userId: AKI,
      mediaId: ID.aot,
      status: 'COMPLETED',
      score: 8.5,
      p100: 85,
      p10: 9,
      p5: 4,
      p3: 3,
      progress: 25,
      repeat: 1,
      notes: 'Tatakae',
      private: false,
      hiddenFromStatusLists: false,
      customLists: { Best: true, Rewatch: false },
      arr: [
        { name: 'Best', enabled: true },
        { name: 'Rewatch', enabled: false },
      ],
      advancedScores: { Story: 90, Visuals: 80 },
      startedAt: { year: 2013, month: 4, day: 7 },
      completedAt: { year: 2013, month: 9, day: 29 },
      updatedAt: 1_700_000_300,
      createdAt: 1_700_000_000,
      revision: 1,
      rewatches: [
        { number: 1, score: 9, p100: 90, startedAt: { year: 2020, month: 1, day: null }, completedAt: { year: 2020, month: 2, day: 3 } },
      ],
      rewatchStartedAt: null,
      media: { id: ID.aot, title: { romaji: 'Shingeki no Kyojin' } },
      user: { name: 'Aki' },
    });
  });

  it('answers unknown dates as empty FuzzyDates, empty notes as null, and 404 for an entry that is not there', async () => {
    const res = await t.gql<{ MediaList: Record<string, unknown> }>(
      `{ MediaList(id: ${rows.movie.id}) { notes startedAt { year month day } } }`,
    );
    expect(res.body.data!.MediaList).toEqual({ notes: null, startedAt: { year: null, month: null, day: null } });
    const missing = await t.gql(`{ MediaList(userId: ${AKI}, mediaId: ${ID.soloLeveling}) { id } }`);
    expect(missing.body.errors![0]).toMatchObject({ status: 404, message: 'Not Found.' });
  });

  it('keeps private entries from everyone but their owner (and the system)', async () => {
    const guest = await t.gql(`{ MediaList(id: ${rows.aot2.id}) { id } }`);
    expect(guest.body.errors![0]!.status).toBe(404);
    const system = await t.gql<{ MediaList: { id: number } }>(`{ MediaList(id: ${rows.aot2.id}) { id private } }`, { viewer: 'system' });
    expect(system.body.data!.MediaList).toEqual({ id: rows.aot2.id, private: true });
  });
});

describe('MediaListCollection', () => {
  const COLLECTION = (args: string) => `{ MediaListCollection(${args}) {
    user { name } hasNextChunk lists { name isCustomList isSplitCompletedList status entries { id media { id } } } } }`;

  it("groups by the owner's section order, splits Completed by format, adds custom lists and orders rows by score", async () => {
    const res = await t.gql<Collection>(COLLECTION(`userId: ${AKI}, type: ANIME`));
    expect(res.body.errors).toBeUndefined();
    const c = res.body.data!;
    expect(c.MediaListCollection.user.name).toBe('Aki');
    // Paused holds only a private entry; Planning and the custom list Rewatch are empty; "Gone" is no longer a list.
    expect(names(c)).toEqual(['Completed TV', 'Completed Movie', 'Watching', 'Dropped', 'Best']);
    expect(c.MediaListCollection.lists.map((l) => [l.isCustomList, l.isSplitCompletedList, l.status])).toEqual([
      [false, true, 'COMPLETED'],
      [false, true, 'COMPLETED'],
      [false, false, 'CURRENT'],
      [false, false, 'DROPPED'],
      [true, false, null],
    ]);
    // Bebop is hidden from status lists: only in its custom list, where rows go by score (95 before 85).
    expect(mediaOf(c, 'Completed TV')).toEqual([ID.aot]);
    expect(mediaOf(c, 'Best')).toEqual([ID.bebop, ID.aot]);
    // Entries of a collection read their owner's score format and custom lists without a further statement each.
    const scored = await t.gql<{
      MediaListCollection: { lists: { entries: { score: number; customLists: unknown; media: { title: { romaji: string } } }[] }[] };
    }>(
      `{ MediaListCollection(userId: ${AKI}, type: ANIME, status: COMPLETED, forceSingleCompletedList: true) {
        lists { entries { score customLists media { title { romaji } } } } } }`,
    );
    expect(scored.body.data!.MediaListCollection.lists[0]!.entries.slice(0, 2)).toEqual([
      { score: 8.5, customLists: { Best: true, Rewatch: false }, media: { title: { romaji: 'Shingeki no Kyojin' } } },
      { score: 7, customLists: { Best: false, Rewatch: false }, media: { title: { romaji: 'Future Movie' } } },
    ]);
  });

  it("keeps one Completed list when forced, finds the owner by name and shows the owner's private entries to the system", async () => {
    const forced = await t.gql<Collection>(COLLECTION('userName: "aki", type: ANIME, forceSingleCompletedList: true'));
    expect(names(forced.body.data!)).toEqual(['Completed', 'Watching', 'Dropped', 'Best']);
    expect(mediaOf(forced.body.data!, 'Completed')).toEqual([ID.aot, ID.movie]);
    const system = await t.gql<Collection>(COLLECTION(`userId: ${AKI}, type: ANIME`), { viewer: 'system' });
    expect(names(system.body.data!)).toEqual(['Completed TV', 'Completed Movie', 'Watching', 'Paused', 'Dropped', 'Best']);
  });

  it('sorts, filters and chunks the entries, then groups them', async () => {
    const sorted = await t.gql<Collection>(
      COLLECTION(`userId: ${AKI}, type: ANIME, sort: [UPDATED_TIME_DESC], forceSingleCompletedList: true`),
    );
    expect(mediaOf(sorted.body.data!, 'Completed')).toEqual([ID.aot, ID.movie]);
    const filtered = await t.gql<Collection>(COLLECTION(`userId: ${AKI}, type: ANIME, status_in: [CURRENT, DROPPED]`));
    expect(names(filtered.body.data!)).toEqual(['Watching', 'Dropped']);
    const chunk1 = await t.gql<Collection>(COLLECTION(`userId: ${AKI}, type: ANIME, sort: MEDIA_ID, chunk: 1, perChunk: 3`));
    const chunk2 = await t.gql<Collection>(COLLECTION(`userId: ${AKI}, type: ANIME, sort: MEDIA_ID, chunk: 2, perChunk: 3`));
    const ids = (c: Collection) =>
      [...new Set(c.MediaListCollection.lists.flatMap((l) => l.entries.map((e) => e.media.id)))].sort((a, b) => a - b);
    expect(chunk1.body.data!.MediaListCollection.hasNextChunk).toBe(true);
    expect(chunk2.body.data!.MediaListCollection.hasNextChunk).toBe(false);
    expect([...ids(chunk1.body.data!), ...ids(chunk2.body.data!)]).toEqual([ID.bebop, ID.movie, ID.fillerBase, ID.aot, ID.frieren]);
  });

  it('asks for a media type, and for a list owner when the viewer is a guest', async () => {
    const noType = await t.gql(`{ MediaListCollection(userId: ${AKI}) { lists { name } } }`);
    expect(noType.body.errors![0]).toMatchObject({ status: 400, validation: { type: ['A media type is required.'] } });
    const noUser = await t.gql('{ MediaListCollection(type: MANGA) { lists { name } } }');
    expect(noUser.body.errors![0]).toMatchObject({ status: 400 });
    const unknown = await t.gql('{ MediaListCollection(userName: "nobody_here", type: MANGA) { lists { name } } }');
    expect(unknown.body.errors![0]).toMatchObject({ status: 404 });
  });

  it('reads a whole collection in a fixed number of statements, however many entries it holds (no N+1)', async () => {
    t.db.reset();
    const res = await t.gql(`{ MediaListCollection(userId: ${AKI}, type: ANIME) { user { name } lists { entries {
      score customLists advancedScores user { name } media { id title { userPreferred } studios { nodes { id } } } } } } }`);
    expect(res.body.errors).toBeUndefined();
    // The owner, the entries, their media, the media's page documents (ADR 64; this hand-seeded world has none), and
    // the media's studios.
    expect(t.db.count).toBeLessThanOrEqual(5);
  });

  it("answers every field of an entry's media from a lean row as from a whole one, and reads whole rows only for a long field", async () => {
    // Every Media field without required arguments, its objects' leaves one level down: a field added later is
    // compared too. Connections (characters, staff...) read by the media's id, not its row.
    const media = buildSchemas().public.getType('Media') as GraphQLObjectType;
    const selection = (fields: GraphQLObjectType['getFields'] extends () => infer F ? F : never, depth: number): string =>
      Object.values(fields)
        // timeUntilAiring reads the clock: the two requests may fall either side of a second.
        .filter((f) => !f.args.some((a) => isNonNullType(a.type)) && !LONG_MEDIA_FIELDS.has(f.name) && f.name !== 'timeUntilAiring')
        .map((f) => {
          const type = getNamedType(f.type);
          if (isLeafType(type)) return f.name;
          if (depth > 0 || !isObjectType(type) || f.name === 'mediaListEntry') return '';
          const leaves = selection(type.getFields(), depth + 1);
          return leaves.trim() ? `${f.name} { ${leaves} }` : '';
        })
        .join(' ');
    const fields = selection(media.getFields(), 0);
    const ask = (extra: string) =>
      t.gql<{ MediaListCollection: { lists: { entries: { media: Record<string, unknown> }[] }[] } }>(
        `{ MediaListCollection(userId: ${AKI}, type: ANIME) { lists { entries { media { ${fields} ${extra} } } } } }`,
      );
    t.db.reset();
    const lean = await ask('');
    expect(lean.body.errors).toBeUndefined();
    expect(t.db.texts.some((text) => text.includes('SELECT id, type, id_mal,'))).toBe(true);
    t.db.reset();
    const whole = await ask('description');
    expect(whole.body.errors).toBeUndefined();
    expect(t.db.texts.some((text) => text.includes('SELECT id, type, id_mal,'))).toBe(false);
    const withoutDescription = whole.body.data!.MediaListCollection.lists.map((l) =>
      l.entries.map(({ media: { description, ...rest } }) => (expect(description).toBeDefined(), rest)),
    );
    expect(lean.body.data!.MediaListCollection.lists.map((l) => l.entries.map((e) => e.media))).toEqual(withoutDescription);
    expect(withoutDescription.flat().length).toBeGreaterThan(3);
  });

  it('answers the deprecated statusLists and customLists shapes', async () => {
    const res = await t.gql<{ MediaListCollection: { statusLists: { id: number }[][]; customLists: { id: number }[][] } }>(
      `{ MediaListCollection(userId: ${AKI}, type: MANGA) { statusLists { id } customLists { id } } }`,
    );
    expect(res.body.data!.MediaListCollection).toEqual({ statusLists: [[{ id: rows.manga.id }]], customLists: [] });
  });
});

describe('Page.mediaList', () => {
  it("pages a member's entries with AniList's filters and sorts, without other members' private entries", async () => {
    const res = await t.gql<{ Page: { pageInfo: Record<string, unknown>; mediaList: { mediaId: number; score: number }[] } }>(`{
      Page(page: 1, perPage: 2) { pageInfo { total hasNextPage lastPage }
        mediaList(userId: ${AKI}, type: ANIME, sort: [SCORE_DESC]) { mediaId score(format: POINT_100) } } }`);
    expect(res.body.data!.Page).toEqual({
      pageInfo: { total: 5, hasNextPage: true, lastPage: 3 },
      mediaList: [
        { mediaId: ID.bebop, score: 95 },
        { mediaId: ID.aot, score: 85 },
      ],
    });
    const byTitle = await t.gql<{
      Page: { mediaList: { mediaId: number }[] };
    }>(`{ Page { mediaList(userName: "Aki", status_not_in: [COMPLETED],
      startedAt_greater: 20230000, sort: MEDIA_TITLE_ROMAJI) { mediaId } } }`);
    expect(byTitle.body.data!.Page.mediaList).toEqual([{ mediaId: ID.frieren }]);
    const media = await t.gql<{ Page: { mediaList: { userId: number }[] } }>(
      `{ Page { mediaList(mediaId: ${ID.aot}, notes_like: "tata") { userId } } }`,
    );
    expect(media.body.data!.Page.mediaList).toEqual([{ userId: AKI }]);
    // A guest follows nobody.
    const following = await t.gql<{ Page: { mediaList: unknown[] } }>(
      `{ Page { mediaList(mediaId: ${ID.aot}, isFollowing: true) { id } } }`,
    );
    expect(following.body.data!.Page.mediaList).toEqual([]);
  });
});
