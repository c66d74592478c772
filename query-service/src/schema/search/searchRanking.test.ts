import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../db/sql.ts';
import { ID, seedCatalogue } from '../../testing/catalogue.ts';
import { insertMedia, insertRow } from '../../testing/fixtures.ts';
import { startTestApp } from '../../testing/http.ts';

// Titles whose sequels are more popular than the main entry, as they often are in the demo catalogue.
const M = {
  naruto: 9301,
  shippuuden: 9302,
  hunter: 9303,
  hunter2011: 9304,
  cityHunter: 9305,
  gintama: 9306,
  gintamaDash: 9307,
  gintamaMovie: 9308,
} as const;

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp('query_search_ranking');
  await seedCatalogue(t.pool);
  const anime = (id: number, romaji: string, popularity: number, more: Record<string, unknown> = {}) =>
    insertMedia(t.pool, { id, romaji, popularity, format: 'TV', status: 'FINISHED', ...more });
  await anime(M.naruto, 'NARUTO', 300, { native: 'NARUTO -ナルト-' });
  await anime(M.shippuuden, 'NARUTO: Shippuuden', 500, { english: 'Naruto Shippuden' });
  await anime(M.hunter, 'HUNTER×HUNTER', 200);
  await anime(M.hunter2011, 'HUNTER×HUNTER (2011)', 900, { english: 'Hunter x Hunter (2011)' });
  await anime(M.cityHunter, 'City Hunter', 5000);
  await anime(M.gintama, 'Gintama', 400);
  await anime(M.gintamaDash, "Gintama'", 800);
  await anime(M.gintamaMovie, 'Gintama.', 900, { format: 'MOVIE' });
  const relate = async (media: number, related: number, type: string, inverse: string) => {
    await insertRow(t.pool, T.mediaRelations, { media_id: media, related_media_id: related, relation_type: type, position: 0 });
    await insertRow(t.pool, T.mediaRelations, { media_id: related, related_media_id: media, relation_type: inverse, position: 0 });
  };
  await relate(M.naruto, M.shippuuden, 'SEQUEL', 'PREQUEL');
  await relate(M.hunter, M.hunter2011, 'SEQUEL', 'PREQUEL');
  await relate(M.gintama, M.gintamaDash, 'SEQUEL', 'PREQUEL');
  await relate(M.gintama, M.gintamaMovie, 'SIDE_STORY', 'PARENT');
  // The final seasons draw the crowds: the sequel is the more popular one.
  await t.pool.query(`UPDATE ${T.media} SET popularity = 2000 WHERE id = $1`, [ID.aot2]);
});
afterAll(() => t.close());

type Ids = { Page: { media: { id: number }[] } };

/** The search page's query: ANIME, SEARCH_MATCH, a page of 20. */
const anime = async (search: string) => {
  const res = await t.gql<Ids>('query ($s: String) { Page { media(search: $s, type: ANIME, sort: [SEARCH_MATCH]) { id } } }', {
    variables: { s: search },
  });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.Page.media.map((m) => m.id);
};

describe('search tolerates typos in any title (ADR 60)', () => {
  it('finds Naruto despite two swapped letters, the main entry first', async () => {
    expect(await anime('naurto')).toEqual([M.naruto, M.shippuuden]);
  });

  it('puts the first season first for "shingeki no kyojn"', async () => {
    expect((await anime('shingeki no kyojn'))[0]).toBe(ID.aot);
  });

  it('reads "x" as the "×" of a title and the reverse', async () => {
    // Both titles are named by the query; "City Hunter" only shares a word with it, a typo match below them.
    expect(await anime('hunter x hunter')).toEqual([M.hunter, M.hunter2011, M.cityHunter]);
    expect(await anime('Hunter×Hunter')).toEqual([M.hunter, M.hunter2011, M.cityHunter]);
    expect((await anime('hunter x hunter 2011'))[0]).toBe(M.hunter2011);
  });
});

describe('SEARCH_MATCH puts main entries above sequels and side stories for the same match (ADR 60)', () => {
  it('ranks Gintama above its more popular sequel and film, all named "gintama"', async () => {
    expect(await anime('gintama')).toEqual([M.gintama, M.gintamaMovie, M.gintamaDash]);
  });

  it('keeps a better match above a main entry', async () => {
    expect((await anime('naruto shippuuden'))[0]).toBe(M.shippuuden);
  });
});
