import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../db/sql.ts';
import { ID, seedCatalogue } from '../../testing/catalogue.ts';
import { insertCrowd } from '../../testing/fixtures.ts';
import { startTestApp } from '../../testing/http.ts';

// More characters than AniList ever counts (5000): 5100 extras named "Extra <n>", with their search documents.
const EXTRAS = 5100;
const CHARACTERS = EXTRAS + 2; // and Eren and Mikasa from the catalogue

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp('query_paging');
  await seedCatalogue(t.pool);
  await insertCrowd(t.pool, { kind: 'CHARACTER', firstId: 100001, count: EXTRAS, name: 'Extra', weight: 'n % 97' });
});
afterAll(() => t.close());

type Info = { total?: number; perPage?: number; currentPage?: number; lastPage?: number; hasNextPage?: boolean };
type P = { Page: { pageInfo: Info; characters: { id: number }[] } };

const page = async (document: string) => {
  const res = await t.gql<P>(document);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.Page;
};

describe('Page totals are capped at 5000 like AniList, hasNextPage stays exact', () => {
  it('reports 5000 and the last page of 5000 for a larger list', async () => {
    const p = await page(
      '{ Page(perPage: 50) { pageInfo { total perPage currentPage lastPage hasNextPage } characters(sort: FAVOURITES_DESC) { id } } }',
    );
    expect(p.pageInfo).toEqual({ total: 5000, perPage: 50, currentPage: 1, lastPage: 100, hasNextPage: true });
    expect(p.characters).toHaveLength(50);
  });

  it('knows whether rows follow past the capped last page, and to the very end', async () => {
    const beyond = await page('{ Page(page: 101, perPage: 50) { pageInfo { total lastPage hasNextPage } characters { id } } }');
    expect(beyond.pageInfo).toEqual({ total: 5000, lastPage: 100, hasNextPage: true });
    expect(beyond.characters[0]!.id).toBe(100000 + 5000 - 2 + 1); // ids ascending: Mikasa, Eren, then the extras
    const last = await page(
      `{ Page(page: ${Math.ceil(CHARACTERS / 50)}, perPage: 50) { pageInfo { total hasNextPage } characters { id } } }`,
    );
    expect(last.pageInfo).toEqual({ total: 5000, hasNextPage: false });
    expect(last.characters).toHaveLength(CHARACTERS % 50);
    const past = await page('{ Page(page: 200, perPage: 50) { pageInfo { total lastPage hasNextPage } characters { id } } }');
    expect(past).toEqual({ pageInfo: { total: 5000, lastPage: 100, hasNextPage: false }, characters: [] });
  });

  it('caps a search the same way, and a Relay totalCount', async () => {
    const p = await page('{ Page(perPage: 10) { pageInfo { total lastPage hasNextPage } characters(search: "extra") { id } } }');
    expect(p.pageInfo).toEqual({ total: 5000, lastPage: 500, hasNextPage: true });
    type R = { characterSearch: { totalCount: number; pageInfo: { hasNextPage: boolean } } };
    const relay = await t.gql<R>('{ characterSearch(first: 5, search: "extra") { totalCount pageInfo { hasNextPage } } }');
    expect(relay.body.data!.characterSearch).toEqual({ totalCount: 5000, pageInfo: { hasNextPage: true } });
  });

  it('keeps exact totals below the cap, and hasNextPage false on a full last page', async () => {
    const p = await page('{ Page(page: 2, perPage: 30) { pageInfo { total lastPage hasNextPage } media(countryOfOrigin: CN) { id } } }');
    expect(p.pageInfo).toEqual({ total: ID.fillerCount, lastPage: 2, hasNextPage: false });
  });
});

describe('Page counts only when the total is asked for', () => {
  const counted = () => t.db.texts.some((text) => /count\(\*\)/.test(text));

  it('answers hasNextPage from one row more than the page, without counting', async () => {
    t.db.reset();
    const p = await page('{ Page(perPage: 50) { pageInfo { hasNextPage currentPage perPage } characters(sort: FAVOURITES_DESC) { id } } }');
    expect(p.pageInfo).toEqual({ hasNextPage: true, currentPage: 1, perPage: 50 });
    expect(t.db.count).toBe(1);
    expect(counted()).toBe(false);
    t.db.reset();
    const relay = await t.gql<{ characterSearch: { pageInfo: { hasNextPage: boolean } } }>(
      '{ characterSearch(first: 5) { pageInfo { hasNextPage } } }',
    );
    expect(relay.body.data!.characterSearch.pageInfo.hasNextPage).toBe(true);
    expect(counted()).toBe(false);
  });

  it('counts in the same statement when total or lastPage is selected, also through fragments', async () => {
    t.db.reset();
    const res = await t.gql<P>(`{ Page(perPage: 5) { ...Info characters(search: "extra 51") { id } } }
      fragment Info on Page { pageInfo { ... on PageInfo { lastPage } } }`);
    expect(res.body.data!.Page.pageInfo).toEqual({ lastPage: 3 });
    // A search first asks how common its text is (search/commonSearch.ts); the page then counts beside its rows.
    expect(t.db.count).toBe(2);
    expect(t.db.texts[1]).toMatch(/count\(\*\)/);
  });
});

describe('Statement timeouts are 503, never 500, and cheap queries cannot time out: deep offsets', () => {
  // More staff than a list pages (OFFSET_CAP, 10,000), to see the page that reaches the cap.
  const STAFF = 10_050;
  beforeAll(async () => {
    await t.pool.query(
      `INSERT INTO ${T.staff} (id, name_full, favourites, created_at, updated_at)
       SELECT 200000 + n, 'Staff ' || n, 0, 1600000000, 1600000000 FROM generate_series(1, $1::int) n`,
      [STAFF],
    );
  });
  const offsetStatements = () => t.db.texts.filter((text) => /OFFSET/.test(text)).length;

  it('Page(page: 2147483647) answers an empty page with its pageInfo, reading no rows', async () => {
    t.db.reset();
    const counted = await page(
      '{ Page(page: 2147483647, perPage: 50) { pageInfo { total currentPage lastPage hasNextPage } characters { id } } }',
    );
    expect(counted).toEqual({ pageInfo: { total: 5000, currentPage: 2147483647, lastPage: 100, hasNextPage: false }, characters: [] });
    // Only the count, from the first page: no statement skips rows.
    expect(t.db.count).toBe(1);
    t.db.reset();
    const uncounted = await page('{ Page(page: 2147483647, perPage: 50) { pageInfo { hasNextPage } characters { id } } }');
    expect(uncounted).toEqual({ pageInfo: { hasNextPage: false }, characters: [] });
    expect(t.db.count).toBe(0);
    expect(offsetStatements()).toBe(0);
  });

  it('every Page list stops there, also those counted in their own way (media trends, airing)', async () => {
    t.db.reset();
    type L = { Page: { mediaTrends: unknown[]; pageInfo: { hasNextPage: boolean } } };
    const res = await t.gql<L>(
      '{ Page(page: 2147483647) { pageInfo { hasNextPage } mediaTrends { mediaId } } b: Page(page: 2147483647) { airingSchedules { id } } }',
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.Page).toEqual({ pageInfo: { hasNextPage: false }, mediaTrends: [] });
    expect(t.db.count).toBe(0);
  });

  it('a forged cursor past the cap answers an empty connection, not a 500', async () => {
    const after = Buffer.from('offset:99999999999999999999').toString('base64url');
    type R = { characterSearch: { edges: unknown[]; pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean } } };
    t.db.reset();
    const res = await t.gql<R>(
      'query ($after: String) { characterSearch(first: 5, after: $after) { edges { node { id } } pageInfo { hasNextPage hasPreviousPage } } }',
      {
        variables: { after },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data!.characterSearch).toEqual({ edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: true } });
    expect(t.db.count).toBe(0);
  });

  it('the page that reaches the cap is the last one', async () => {
    type S = { Page: { pageInfo: { hasNextPage: boolean }; staff: { id: number }[] } };
    const last = await t.gql<S>('{ Page(page: 200, perPage: 50) { pageInfo { hasNextPage } staff(sort: ID) { id } } }');
    expect(last.body.data!.Page.staff).toHaveLength(50);
    expect(last.body.data!.Page.pageInfo.hasNextPage).toBe(false);
    const crossing = await t.gql<S>('{ Page(page: 334, perPage: 30) { pageInfo { hasNextPage } staff(sort: ID) { id } } }');
    expect(crossing.body.data!.Page.staff).toHaveLength(10_000 - 333 * 30);
    expect(crossing.body.data!.Page.pageInfo.hasNextPage).toBe(false);
    const past = await t.gql<S>('{ Page(page: 201, perPage: 50) { pageInfo { hasNextPage } staff(sort: ID) { id } } }');
    expect(past.body.data!.Page).toEqual({ pageInfo: { hasNextPage: false }, staff: [] });
  });
});
