import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID, seedCatalogue } from '../../testing/catalogue.ts';
import { insertCharacter, insertMedia } from '../../testing/fixtures.ts';
import { startTestApp } from '../../testing/http.ts';

// Titles of the demo catalogue that typos must find, and neighbours that must not crowd them out.
const M = {
  jewelpet: 9001,
  ladyJewelpet: 9002,
  hyouka: 9003,
  hyougeMono: 9004,
  duelMonsters: 9005,
  arcV: 9006,
  steinsGate: 9007,
  steinsGate0: 9008,
  bleach: 9009,
  nagatoro: 9010,
  // "Sakura": older, less popular titles get the lower ids, so id order is not the expected order.
  runrun: 9101,
  sakuraTaisen: 9102,
  sakuraTrick: 9103,
  cardcaptor: 9104,
  sakurasou: 9105,
  slamDunk: 9106,
  sakuraManga: 9107,
  todoroki: 9108,
} as const;
const C = { sakuraHaruno: 9201, sakuraKinomoto: 9202, sakurako: 9203 } as const;

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp('query_search');
  await seedCatalogue(t.pool);
  const anime = (id: number, romaji: string, popularity: number, more: Record<string, unknown> = {}) =>
    insertMedia(t.pool, { id, romaji, popularity, format: 'TV', status: 'FINISHED', ...more });
  await anime(M.jewelpet, 'Jueru Petto', 300, { english: 'Jewelpet', native: 'ジュエルペット' });
  await anime(M.ladyJewelpet, 'Redi Jueru Petto', 100, { english: 'Lady Jewelpet' });
  await anime(M.hyouka, 'Hyouka', 250, { native: '氷菓' });
  await anime(M.hyougeMono, 'Hyouge Mono', 900);
  await anime(M.duelMonsters, 'Yuugiou Deyuerumonsutaazu', 120, { english: 'Yu-Gi-Oh! Duel Monsters' });
  await anime(M.arcV, 'Yu-Gi-Oh! Arc-V', 300);
  await anime(M.steinsGate, 'Steins;Gate', 470);
  await anime(M.steinsGate0, 'Shutainzu Geeto Zero', 640, { english: 'STEINS;GATE 0' });
  await anime(M.bleach, 'BLEACH', 500, { native: 'ブリーチ' });
  await anime(M.nagatoro, 'Ijiranaide, Nagatoro-san 2nd Attack', 870);
  await anime(M.runrun, 'Hana no Ko Runrun Konnichiwa Sakura no Kuni', 94, { start_year: 1980 });
  await anime(M.sakuraTaisen, 'Sakura Taisen', 1493, { start_year: 2000 });
  await anime(M.sakuraTrick, 'Sakura Trick', 8362, { start_year: 2014 });
  await anime(M.cardcaptor, 'Kaadokyaputaa Sakura', 1887, { english: 'Cardcaptor Sakura', start_year: 1998 });
  await anime(M.sakurasou, 'Sakurasou no Pet na Kanojo', 7258, { start_year: 2012 });
  await anime(M.slamDunk, 'Suramudanku Zenkoku Seiha Da! Sakuragi Kadou', 352, { start_year: 1994 });
  await anime(M.todoroki, 'Sakura Taisen Todoroki Hana Kenran', 545851, { start_year: 1999 });
  await insertMedia(t.pool, { id: M.sakuraManga, type: 'MANGA', romaji: 'Sakura Taisen', popularity: 99999, format: 'MANGA' });
  await insertCharacter(t.pool, { id: C.sakuraHaruno, name_full: 'Sakura Haruno', favourites: 100 });
  await insertCharacter(t.pool, { id: C.sakuraKinomoto, name_full: 'Sakura Kinomoto', favourites: 500 });
  await insertCharacter(t.pool, { id: C.sakurako, name_full: 'Sakurako Kurosaki', favourites: 1000 });
});
afterAll(() => t.close());

type Ids = { Page: { pageInfo: { total: number }; media?: { id: number }[]; characters?: { id: number }[] } };

/** The quick search's query: ANIME, SEARCH_MATCH, eight per page, with the total. */
const anime = async (search: string) => {
  const res = await t.gql<Ids>(
    'query ($s: String) { Page(perPage: 8) { pageInfo { total } media(search: $s, type: ANIME, sort: [SEARCH_MATCH]) { id } } }',
    {
      variables: { s: search },
    },
  );
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.Page.media!.map((m) => m.id);
};

describe('search finds titles despite a one-letter typo', () => {
  it('in a single-word title: Jewlpet, hyoka, bleech', async () => {
    expect(await anime('Jewlpet')).toEqual([M.jewelpet, M.ladyJewelpet]);
    expect(await anime('hyoka')).toEqual([M.hyouka]);
    expect(await anime('bleech')).toEqual([M.bleach]);
  });

  it('across punctuation: yugioh, Stiens;Gate 0, steins gate 0', async () => {
    expect(await anime('yugioh')).toEqual([M.arcV, M.duelMonsters]);
    expect((await anime('Stiens;Gate 0'))[0]).toBe(M.steinsGate0);
    expect(await anime('steins gate 0')).toEqual([M.steinsGate0, M.steinsGate]);
    expect(await anime('yu gi oh duel monsters')).toEqual([M.duelMonsters]);
  });

  it('in one word of several: one close word is not enough', async () => {
    expect(await anime('atack on titan')).toEqual([ID.aot, ID.aot2]);
    expect(await anime('attack on titan')).toEqual([ID.aot, ID.aot2]);
  });

  it('keeps exact matches and Japanese titles', async () => {
    expect(await anime('氷菓')).toEqual([M.hyouka]);
    expect(await anime('hyouge')).toEqual([M.hyougeMono, M.hyouka]);
    expect(await anime('no such title anywhere')).toEqual([]);
    expect(await anime('!!!')).toEqual([]);
  });
});

describe('SEARCH_MATCH ranks exact and prefix matches first, equally good matches by popularity', () => {
  it('orders quick search "Sakura": names starting with the word, then partial prefixes, then the word inside a name', async () => {
    // Among names starting with the word, those it makes more of come first ("Sakura Taisen" before a far more
    // popular "Sakura Taisen Todoroki Hana Kenran"); equal shares go by popularity.
    expect(await anime('Sakura')).toEqual([M.sakuraTrick, M.sakuraTaisen, M.todoroki, M.sakurasou, M.cardcaptor, M.runrun, M.slamDunk]);
  });

  it('puts an exact name first, whatever its popularity', async () => {
    expect((await anime('sakura taisen')).slice(0, 2)).toEqual([M.sakuraTaisen, M.todoroki]);
    expect((await anime('Hyouka'))[0]).toBe(M.hyouka);
  });

  it('matches word prefixes of one- and two-letter queries', async () => {
    const ids = await anime('sa');
    expect(ids.slice(0, 4)).toEqual([M.sakuraTrick, M.sakuraTaisen, M.todoroki, M.sakurasou]);
    expect(ids).not.toContain(M.sakuraManga);
  });

  it('ranks characters by favourites among equally good matches', async () => {
    const res = await t.gql<Ids>('{ Page { pageInfo { total } characters(search: "sakura", sort: SEARCH_MATCH) { id } } }');
    expect(res.body.data!.Page).toEqual({
      pageInfo: { total: 3 },
      characters: [{ id: C.sakuraKinomoto }, { id: C.sakuraHaruno }, { id: C.sakurako }],
    });
  });

  it('keeps other sorts and filters beside a search', async () => {
    const res = await t.gql<Ids>(
      '{ Page { pageInfo { total } media(search: "sakura", sort: POPULARITY, startDate_lesser: 20000000) { id } } }',
    );
    expect(res.body.data!.Page).toEqual({
      pageInfo: { total: 4 },
      media: [{ id: M.runrun }, { id: M.slamDunk }, { id: M.cardcaptor }, { id: M.todoroki }],
    });
  });
});
