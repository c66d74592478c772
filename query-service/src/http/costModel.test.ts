import { readFileSync } from 'node:fs';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultListTypeOptions } from '@tsuzuki/events/userDefaults';
import { T } from '../db/sql.ts';
import { ID, seedCatalogue } from '../testing/catalogue.ts';
import { startTestApp } from '../testing/http.ts';
import { insertEntries } from '../testing/lists.ts';
import { insertUser } from '../testing/users.ts';
import { LIMITS } from './limits.ts';
import { GENERATED_PERSISTED_QUERIES } from './persistedQueries.ts';

// Issue 20, "the cost model counts what a request really costs": abusive documents are refused before they run,
// a whole list is charged by the entries it really holds, and an answer over the size limit is never sent.
const LONG_LIST = 600;
const FIRST_MEDIA = 200_000;
const [RIN, SORA, NAGI] = [8101, 8102, 8103];

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp('query_cost_model');
  await seedCatalogue(t.pool);
  await t.pool.query(
    `INSERT INTO ${T.media} (id, type, title_romaji, format, status, start_year, created_at, updated_at)
     SELECT g, 'ANIME', 'Long List Show ' || g, 'TV', 'FINISHED', g - $1 + 1000, 1600000000, 1600000000
     FROM generate_series($1::int, $2::int) g`,
    [FIRST_MEDIA, FIRST_MEDIA + LONG_LIST - 1],
  );
  // Each show from its own year: a member's releaseYears statistics hold 600 items.
  const shows = Array.from({ length: LONG_LIST }, (_, i) => FIRST_MEDIA + i);
  // Nagi keeps a 2,000-character note on every entry and every entry in four custom lists: five times 1.2 MB.
  const custom = ['A', 'B', 'C', 'D'];
  await insertUser(t.pool, { id: RIN, name: 'Rin' });
  await insertUser(t.pool, { id: SORA, name: 'Sora' });
  await insertUser(t.pool, {
    id: NAGI,
    name: 'Nagi',
    mediaListOptions: { animeList: { ...defaultListTypeOptions('ANIME'), customLists: custom } },
  });
  await insertEntries(t.pool, [
    ...shows.map((media_id, i) => ({ user_id: RIN, media_id, status: i % 3 ? ('COMPLETED' as const) : ('PLANNING' as const) })),
    ...shows.map((media_id) => ({ user_id: SORA, media_id, status: 'CURRENT' as const })),
    ...shows.map((media_id) => ({ user_id: NAGI, media_id, notes: 'n'.repeat(2000), custom_lists: custom })),
  ]);
});
afterAll(() => t?.close());

type Body = Awaited<ReturnType<typeof t.gql>>['body'];
const messages = (body: Body) => (body.errors ?? []).map((e) => e.message);
const aliases = (n: number, field: (i: number) => string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field(i)}`).join(' ')} }`;
const siteDocument = (name: string) =>
  Object.values(JSON.parse(readFileSync(GENERATED_PERSISTED_QUERIES, 'utf8')) as Record<string, string>).find((text) =>
    text.startsWith(`query ${name}(`),
  )!;

describe('the cost model counts what a request really costs', () => {
  it('refuses 20 (and 100) aliases of a 600-entry MediaListCollection before reading anything', async () => {
    for (const n of [20, 100]) {
      t.db.reset();
      const res = await t.gql(
        aliases(
          n,
          (i) =>
            `MediaListCollection(userId: ${i % 2 ? RIN : SORA}, type: ANIME) { lists { entries { id status media { id title { romaji } } } } }`,
        ),
      );
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      expect(messages(res.body)).toContain(
        `Query reads too many whole lists (list collections, statistics breakdowns without a limit): ${n}, the limit is ${LIMITS.maxWholeLists}.`,
      );
      expect(res.body.errors![0]).toMatchObject({ status: 400, extensions: { code: 'QUERY_TOO_COMPLEX' } });
      expect(t.db.count).toBe(0);
    }
  });

  // About 70 fields an entry, none of them in a list: what a full list client asks for.
  const ENTRY = `entries { id userId mediaId status score progress progressVolumes repeat priority private notes
    hiddenFromStatusLists customLists advancedScores startedAt { year month day } completedAt { year month day } updatedAt
    createdAt media { id idMal type format status description season seasonYear episodes duration chapters volumes
      countryOfOrigin isLicensed source hashtag bannerImage genres synonyms averageScore meanScore popularity favourites
      trending isAdult isLocked siteUrl title { romaji english native userPreferred } coverImage { extraLarge large medium color }
      startDate { year month day } endDate { year month day } } }`;
  const tooComplex = (body: Body, hint: string) => {
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([
      {
        message: expect.stringMatching(new RegExp(`^Query is too complex: cost \\d+, the limit is ${LIMITS.maxCost}\\. ${hint}$`)),
        status: 400,
        extensions: { code: 'QUERY_TOO_COMPLEX' },
      },
    ]);
  };

  it('weighs a whole list by the entries it holds once read, and refuses one too large before resolving them', async () => {
    // Nagi's 600 entries are in five groups each: 3,000 entries of 70 fields.
    t.db.reset();
    const whole = await t.gql(`{ MediaListCollection(userId: ${NAGI}, type: ANIME) { lists { name ${ENTRY} } } }`);
    expect(whole.status).toBe(400);
    tooComplex(whole.body, 'The list holds 3000 entries: ask for it in chunks \\(chunk, perChunk\\)\\.');
    // The entries were read and weighed, their media never.
    expect(t.db.texts.some((text) => text.includes(`FROM ${T.media} WHERE id = ANY`))).toBe(false);

    const chunk = await t.gql<{ MediaListCollection: { hasNextChunk: boolean; lists: { entries: unknown[] }[] } }>(
      `{ MediaListCollection(userId: ${NAGI}, type: ANIME, chunk: 1, perChunk: 100) { hasNextChunk lists { name ${ENTRY} } } }`,
    );
    expect(chunk.body.errors).toBeUndefined();
    expect(chunk.body.data!.MediaListCollection.hasNextChunk).toBe(true);
    expect(chunk.body.data!.MediaListCollection.lists.flatMap((l) => l.entries)).toHaveLength(500);
  });

  it('counts the fields a request really resolves, and stops it where its answer passes the limit', async () => {
    // Four collections of 600 entries, each within the limit on its own: 168,000 fields together.
    const four = aliases(4, (i) => `MediaListCollection(userId: ${i % 2 ? RIN : SORA}, type: ANIME) { lists { name ${ENTRY} } }`);
    const res = await t.gql(four);
    expect(res.status).toBe(400);
    tooComplex(res.body, 'Ask for fewer fields, smaller pages or a list in chunks\\.');
    const two = await t.gql<Record<string, { lists: { entries: unknown[] }[] }>>(
      aliases(2, (i) => `MediaListCollection(userId: ${i % 2 ? RIN : SORA}, type: ANIME) { lists { name ${ENTRY} } }`),
    );
    expect(two.body.errors).toBeUndefined();
    expect(two.body.data!.a1!.lists.flatMap((l) => l.entries)).toHaveLength(LONG_LIST);
  });

  it('refuses the statistics of 20 members before reading them; with their breakdowns limited they answer', async () => {
    t.db.reset();
    const res = await t.gql(
      aliases(20, () => `User(id: ${RIN}) { statistics { anime { releaseYears { releaseYear count meanScore mediaIds } } } }`),
    );
    expect(res.status).toBe(400);
    expect(messages(res.body)).toEqual([
      `Query reads too many whole lists (list collections, statistics breakdowns without a limit): 20, the limit is ${LIMITS.maxWholeLists}.`,
    ]);
    expect(t.db.count).toBe(0);
    const few = await t.gql<Record<string, { statistics: { anime: { releaseYears: unknown[] } } }>>(
      aliases(20, () => `User(id: ${RIN}) { statistics { anime { releaseYears(limit: 10) { releaseYear count } } } }`),
    );
    expect(few.body.errors).toBeUndefined();
    expect(few.body.data!.a19!.statistics.anime.releaseYears).toHaveLength(10);
  });

  it("lets the site's own list page and list comparison through for 600-entry lists", async () => {
    const page = await t.gql<{ MediaListCollection: { lists: { entries: unknown[] }[] } }>(siteDocument('MediaListPageQuery'), {
      headers: { schema: 'internal' },
      variables: { userId: RIN, type: 'ANIME', withViewer: false },
    });
    expect(page.body.errors).toBeUndefined();
    expect(page.body.data!.MediaListCollection.lists.flatMap((l) => l.entries)).toHaveLength(LONG_LIST);
    const compare = await t.gql<Record<'theirs' | 'mine', { lists: { entries: unknown[] }[] }>>(siteDocument('ListCompareQuery'), {
      headers: { schema: 'internal' },
      variables: { userId: RIN, viewerId: SORA, withViewer: true, type: 'ANIME' },
    });
    expect(compare.body.errors).toBeUndefined();
    expect(compare.body.data!.mine.lists.flatMap((l) => l.entries)).toHaveLength(LONG_LIST);
  });

  it('refuses 100 aliases of Media, spread from a fragment or not, and answers 20 in one statement', async () => {
    const media = (i: number) => `Media(id: ${ID.fillerBase + (i % ID.fillerCount)}) { id title { romaji } }`;
    const hundred = await t.gql(aliases(100, media));
    expect(hundred.status).toBe(400);
    expect(messages(hundred.body)).toEqual([`Query has too many root fields: 100, the limit is ${LIMITS.maxRootFields}.`]);
    const spread = await t.gql(`{ ...Roots } fragment Roots on Query ${aliases(21, media)}`);
    expect(messages(spread.body)).toEqual([`Query has too many root fields: 21, the limit is ${LIMITS.maxRootFields}.`]);
    t.db.reset();
    const twenty = await t.gql<Record<string, { id: number }>>(aliases(20, media));
    expect(twenty.body.errors).toBeUndefined();
    expect(Object.keys(twenty.body.data!)).toHaveLength(20);
    expect(t.db.count).toBe(1);
  });

  it("weighs introspection by the schema's own size: deep nesting is refused, the standard introspection query answers", async () => {
    const deep = await t.gql(aliases(10, () => '__schema { types { name fields { name type { name fields { name type { name } } } } } }'));
    expect(deep.status).toBe(400);
    expect(messages(deep.body)).toEqual([
      expect.stringMatching(new RegExp(`^Query is too complex: cost \\d+, the limit is ${LIMITS.maxCost}\\.$`)),
    ]);
    const standard = await t.gql<{ __schema: { types: unknown[] } }>(
      getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }),
    );
    expect(standard.body.errors).toBeUndefined();
    expect(standard.body.data!.__schema.types.length).toBeGreaterThan(100);
  });

  it('refuses an answer over the size limit with a readable error instead of sending it', async () => {
    const res = await t.gql(`{ MediaListCollection(userId: ${NAGI}, type: ANIME) { lists { name entries { id notes } } } }`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: [
        {
          message: expect.stringMatching(
            /^The answer is too large: 6\.\d MB, the limit is 5\.0 MB\. Ask for fewer fields, smaller pages or a list in chunks\.$/,
          ),
          status: 400,
          extensions: { code: 'QUERY_TOO_COMPLEX' },
        },
      ],
    });
    // A chunk of it is well under the limit.
    const chunk = await t.gql(
      `{ MediaListCollection(userId: ${NAGI}, type: ANIME, chunk: 1, perChunk: 100) { lists { name entries { id notes } } } }`,
    );
    expect(chunk.status).toBe(200);
    expect(chunk.body.errors).toBeUndefined();
  });
});
