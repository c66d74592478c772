import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../db/sql.ts';
import { insertCrowd, insertMedia } from '../../testing/fixtures.ts';
import { startTestApp } from '../../testing/http.ts';
import { rowsRead } from '../../testing/plans.ts';
import { COMMON_MATCHES } from './commonSearch.ts';

// 1500 characters named "Sora <n>" (more than COMMON_MATCHES match "s", "so" or "sora") with favourites n, and a
// few that a rarer text finds. A one-letter search ranked every match and took seconds under load.
const SORAS = 1500;
const soraId = (n: number) => 100_000 + n;

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp('query_common_search');
  await insertCrowd(t.pool, { kind: 'CHARACTER', firstId: soraId(1), count: SORAS, name: 'Sora', weight: 'n' });
  await insertCrowd(t.pool, { kind: 'MEDIA', firstId: 10_001, count: SORAS, name: 'Sora no Oto', weight: 'n' });
  await insertMedia(t.pool, { id: 1, romaji: 'Shingeki no Kyojin', native: '進撃の巨人', popularity: 10 });
  await insertMedia(t.pool, { id: 2, romaji: 'Kyojin no Hoshi', native: '巨人の星', popularity: 20 });
  await t.pool.query(`ANALYZE ${T.characters}; ANALYZE ${T.media}; ANALYZE ${T.search}`);
});
afterAll(() => t.close());

type Characters = { Page: { pageInfo: { total: number; hasNextPage: boolean }; characters: { id: number }[] } };
const characters = async (args: string, page = 1) => {
  t.db.reset();
  const res = await t.gql<Characters>(`{ Page(page: ${page}, perPage: 10) { pageInfo { total hasNextPage } characters(${args}) { id } } }`);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.Page;
};
/** The most favourited Soras, from `from` down. */
const soras = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: soraId(from - i) }));

describe('Statement timeouts are 503, never 500, and cheap queries cannot time out: common search texts', () => {
  it('a one-letter search lists its matches by favourites, with the exact total', async () => {
    expect(SORAS).toBeGreaterThan(COMMON_MATCHES);
    for (const text of ['s', 'so', 'sora', 'SORA']) {
      expect(await characters(`search: "${text}"`)).toEqual({
        pageInfo: { total: SORAS, hasNextPage: true },
        characters: soras(SORAS, 10),
      });
    }
    expect((await characters('search: "s"', 3)).characters).toEqual(soras(SORAS - 20, 10));
  });

  it('reads a page of rows, not every match, in custom and generic plans', async () => {
    await characters('search: "s", sort: SEARCH_MATCH');
    // The plan (a count of matching documents that stops at the cap), then the page.
    expect(t.db.statements).toHaveLength(2);
    const pageStatement = t.db.statements[1]!;
    for (const plan of ['custom', 'generic'] as const) {
      expect(await rowsRead(t.pool, pageStatement, T.characters, plan)).toBeLessThan(50);
      expect(await rowsRead(t.pool, pageStatement, T.search, plan)).toBeLessThan(50);
    }
  });

  it('walks the popularity of both types for a media search without a type', async () => {
    t.db.reset();
    const res = await t.gql<{ Page: { media: { id: number }[] } }>('{ Page(perPage: 3) { media(search: "s") { id } } }');
    expect(res.body.data!.Page.media).toEqual([{ id: 10_000 + SORAS }, { id: 10_000 + SORAS - 1 }, { id: 10_000 + SORAS - 2 }]);
    const pageStatement = t.db.statements[1]!;
    for (const plan of ['custom', 'generic'] as const) expect(await rowsRead(t.pool, pageStatement, T.media, plan)).toBeLessThan(50);
  });

  it('keeps other sorts and filters beside a common text, and counts them through the matches', async () => {
    expect(await characters('search: "s", sort: [ID]')).toEqual({
      pageInfo: { total: SORAS, hasNextPage: true },
      characters: soras(10, 10).reverse(),
    });
    const out = [soraId(SORAS), soraId(SORAS - 1)];
    expect(await characters(`search: "s", id_not_in: [${out.join(', ')}]`)).toEqual({
      pageInfo: { total: SORAS - 2, hasNextPage: true },
      characters: soras(SORAS - 2, 10),
    });
  });

  it('ranks a rarer text by match as before: the exact name first, not the most favourited', async () => {
    // "Sora 15", "Sora 150" to "Sora 159" and "Sora 1500".
    const p = await characters('search: "sora 15"');
    expect(p.pageInfo).toEqual({ total: 12, hasNextPage: true });
    expect(p.characters[0]).toEqual({ id: soraId(15) });
  });

  it('finds two-character Japanese and Chinese texts at the start of a word, through the index', async () => {
    const media = async (text: string) =>
      (await t.gql<{ Page: { media: { id: number }[] } }>(`{ Page { media(search: "${text}") { id } } }`)).body.data!.Page.media.map(
        (m) => m.id,
      );
    expect(await media('進撃')).toEqual([1]);
    expect(await media('巨人')).toEqual([2]);
  });
});
