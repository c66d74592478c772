import { beforeAll, describe, expect, it } from 'vitest';
import { loadBangumiData } from './bangumi.ts';
import { generateSeed, type SeedData } from './dataset.ts';
import { GENERATED_MAL_ID_BASE } from './malIds.ts';
import { FICTIONAL_WORK_NOTE } from './prose.ts';
import { madeUpAboutRealTitles } from './realTitleFacts.ts';
import { KANJI, loadRomanizer } from './romaji.ts';

const NOW = new Date('2026-11-21T10:00:00Z');
const REAL_TOTAL = loadBangumiData().items.length;
let data: SeedData;

beforeAll(async () => {
  data = generateSeed({ now: NOW, scale: 1, romanize: await loadRomanizer() });
});

// The full set, as `npm start` seeds it: every real title.
describe('the full demo data', () => {
  it('says nothing of a real title that bangumi-data does not', () => {
    const real = data.media.filter((m) => m.mediaId <= REAL_TOTAL);
    expect(real.length).toBe(REAL_TOTAL);
    expect(madeUpAboutRealTitles(data.media)).toEqual([]);
  });

  it('names what it makes up as such: every fictional work and person says so', () => {
    const fictional = data.media.filter((m) => m.mediaId > REAL_TOTAL);
    expect(fictional.filter((m) => !m.description?.endsWith(FICTIONAL_WORK_NOTE)).map((m) => m.title.romaji)).toEqual([]);
    expect(data.staff.filter((s) => !s.description?.includes(' is a fictional ')).map((s) => s.name.full)).toEqual([]);
    // No fictional manga is the source of a real anime.
    const real = (id: number) => id <= REAL_TOTAL;
    expect(fictional.filter((m) => m.relations.some((r) => real(r.mediaId))).map((m) => m.title.romaji)).toEqual([]);
  });

  it('keeps the pages of the fictional works full: casts, staff, studios, genres and tags', () => {
    const anime = data.media.filter((m) => m.mediaId > REAL_TOTAL && m.type === 'ANIME');
    expect(anime.length).toBeGreaterThan(2000);
    for (const field of ['characters', 'staff', 'studios', 'genres', 'tags'] as const)
      expect(anime.filter((m) => m[field].length > 0).length, field).toBeGreaterThan(anime.length * 0.9);
    // Spread over the years as the real ones are, so that a recent year has its share.
    const lastYear = anime.filter((m) => m.seasonYear === NOW.getUTCFullYear() - 1).length;
    expect(lastYear).toBeGreaterThan(50);
  });

  it('gives real anime the MyAnimeList id bangumi-data states, or none, and every id to one media per type', () => {
    // Attack on Titan is bangumi-data's item 3894, MyAnimeList's anime 16498.
    expect(data.media.find((m) => m.mediaId === 3894)).toMatchObject({ title: { native: '進撃の巨人' }, idMal: 16498 });
    const real = data.media.filter((m) => m.mediaId <= REAL_TOTAL);
    expect(real.filter((m) => m.idMal !== null).length).toBeGreaterThan(real.length * 0.9);
    for (const m of real) {
      if (m.idMal === null) continue;
      expect(m.idMal).toBeLessThan(GENERATED_MAL_ID_BASE.ANIME);
      expect(m.externalLinks.find((l) => l.site === 'MyAnimeList')?.url).toBe(`https://myanimelist.net/anime/${m.idMal}`);
    }
    for (const type of ['ANIME', 'MANGA'] as const) {
      const ids = data.media.filter((m) => m.type === type && m.idMal !== null).map((m) => m.idMal);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('writes no kanji in a romaji title, and an English title where a kanji title has only a guessed reading', () => {
    expect(data.media.filter((m) => KANJI.test(m.title.romaji)).map((m) => m.title.native)).toEqual([]);
    const byNative = new Map(data.media.filter((m) => m.mediaId <= REAL_TOTAL).map((m) => [m.title.native, m.title]));
    expect(byNative.get('鬼滅の刃')?.romaji).toBe('Demon Slayer: Kimetsu no Yaiba');
    expect(byNative.get('鋼の錬金術師 FULLMETAL ALCHEMIST')?.romaji).toBe('Fullmetal Alchemist: Brotherhood');
    // A title in hiragana is its own reading (ドラ is a name, and there is no English title).
    expect(byNative.get('ドラえもん')?.romaji).toBe('Doraemon');
    expect(byNative.get('のんのんびより')?.romaji).toBe('Non Non Biyori');
    // Katakana are loanwords, which the English title spells as the words they are (docs/adr/0073).
    expect(byNative.get('ソードアート・オンライン')?.romaji).toBe('SWORD ART ONLINE');
    expect(byNative.get('メイドインアビス')?.romaji).toBe('Made in Abyss');
    // A word the dictionary misreads, as the title is read; a sequel as the title it begins with.
    expect(byNative.get('ゲゲゲの鬼太郎')?.romaji).toBe('Gegege no Kitarou');
    expect(byNative.get('銀魂(第2期)')?.romaji).toBe('Gintama (Season 2)');
  });

  it('writes no kana in a romaji title either (an English title may hold a ・)', () => {
    expect(data.media.filter((m) => /[ぁ-ゖァ-ヺ]/.test(m.title.romaji)).map((m) => m.title.native)).toEqual([]);
  });
});
