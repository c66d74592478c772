import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../db/sql.ts';
import { ID, seedCatalogue } from '../../testing/catalogue.ts';
import { startTestApp } from '../../testing/http.ts';

// More characters than AniList ever counts (5000): 5100 extras named "Extra <n>", with their search documents.
const EXTRAS = 5100;
const CHARACTERS = EXTRAS + 2; // and Eren and Mikasa from the catalogue

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp('query_paging');
  await seedCatalogue(t.pool);
  await t.pool.query(
    `INSERT INTO ${T.characters} (id, name_full, favourites, created_at, updated_at)
     SELECT 100000 + n, 'Extra ' || n, n % 97, 1600000000, 1600000000 FROM generate_series(1, $1::int) n`,
    [EXTRAS],
  );
  // The search documents as the search projection writes them (see testing/fixtures.ts).
  await t.pool.query(
    `INSERT INTO ${T.search} (kind, id, media_type, is_adult, names, names_text, tsv)
     SELECT 'CHARACTER', 100000 + n, NULL, false, ARRAY['Extra ' || n], lower('Extra ' || n), to_tsvector('simple', 'Extra ' || n)
     FROM generate_series(1, $1::int) n`,
    [EXTRAS],
  );
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
    const p = await page('{ Page(perPage: 50) { pageInfo { total perPage currentPage lastPage hasNextPage } characters(sort: FAVOURITES_DESC) { id } } }');
    expect(p.pageInfo).toEqual({ total: 5000, perPage: 50, currentPage: 1, lastPage: 100, hasNextPage: true });
    expect(p.characters).toHaveLength(50);
  });

  it('knows whether rows follow past the capped last page, and to the very end', async () => {
    const beyond = await page('{ Page(page: 101, perPage: 50) { pageInfo { total lastPage hasNextPage } characters { id } } }');
    expect(beyond.pageInfo).toEqual({ total: 5000, lastPage: 100, hasNextPage: true });
    expect(beyond.characters[0]!.id).toBe(100000 + 5000 - 2 + 1); // ids ascending: Mikasa, Eren, then the extras
    const last = await page(`{ Page(page: ${Math.ceil(CHARACTERS / 50)}, perPage: 50) { pageInfo { total hasNextPage } characters { id } } }`);
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
    const relay = await t.gql<{ characterSearch: { pageInfo: { hasNextPage: boolean } } }>('{ characterSearch(first: 5) { pageInfo { hasNextPage } } }');
    expect(relay.body.data!.characterSearch.pageInfo.hasNextPage).toBe(true);
    expect(counted()).toBe(false);
  });

  it('counts in the same statement when total or lastPage is selected, also through fragments', async () => {
    t.db.reset();
    const res = await t.gql<P>(`{ Page(perPage: 5) { ...Info characters(search: "extra 51") { id } } }
      fragment Info on Page { pageInfo { ... on PageInfo { lastPage } } }`);
    expect(res.body.data!.Page.pageInfo).toEqual({ lastPage: 3 });
    expect(t.db.count).toBe(1);
    expect(counted()).toBe(true);
  });
});
