import { beforeAll, describe, expect, it } from 'vitest';
import { loadBangumiData, mapBangumiItem, type BangumiItem } from './bangumi.ts';
import { franchiseGroups, titleStem } from './franchises.ts';
import { RelationGraph, linkFranchise } from './relations.ts';
import { loadRomanizer, type Romanizer } from './romaji.ts';

let romanize: Romanizer;
beforeAll(async () => {
  romanize = await loadRomanizer();
});

const { items, siteMeta } = loadBangumiData();
const byTitle = (title: string): [BangumiItem, number] => {
  const index = items.findIndex((i) => i.title === title);
  if (index < 0) throw new Error(`no bangumi-data item ${title}`);
  return [items[index]!, index + 1];
};
const map = (title: string, now: string) => {
  const [item, id] = byTitle(title);
  return mapBangumiItem(item, id, Date.parse(now), romanize, siteMeta);
};

describe('bangumi-data mapping', () => {
  it('maps a 1943 short film: JST date, season, format, running time from begin/end', () => {
    const media = map('くもとちゅうりっぷ', '2026-11-21T00:00:00Z');
    // 1943-04-14T15:00Z is midnight of the 15th in Japan.
    expect(media.startDate).toEqual({ year: 1943, month: 4, day: 15 });
    expect(media.endDate).toEqual(media.startDate);
    expect([media.season, media.seasonYear]).toEqual(['SPRING', 1943]);
    expect([media.format, media.status, media.episodes, media.duration]).toEqual(['MOVIE', 'FINISHED', 1, 16]);
    expect(media.title).toEqual({ romaji: 'Kumo to Chuurippu', english: null, native: 'くもとちゅうりっぷ' });
    expect(media.synonyms).toEqual(['蜘蛛与郁金香']);
    expect(media.externalLinks.map((l) => [l.site, l.type, l.url])).toEqual([
      ['Bangumi', 'INFO', 'https://bangumi.tv/subject/88595'],
      ['U-NEXT', 'STREAMING', 'https://video.unext.jp/title/SID0035264'],
      ['TMDB', 'INFO', 'https://www.themoviedb.org/movie/324443'],
      ['MyAnimeList', 'INFO', 'https://myanimelist.net/anime/3990'],
      ['AniDB', 'INFO', 'https://anidb.net/anime/4993'],
      ['AniList', 'INFO', 'https://anilist.co/anime/3990'],
    ]);
    expect(media.externalLinks[1]).toMatchObject({ id: 102, language: 'Japanese', notes: 'Region: JP' });
  });

  it('maps a TV series: official site first, streaming sites, no download sites, English title and synonyms', () => {
    const media = map('葬送のフリーレン', '2026-11-21T00:00:00Z');
    // The kanji title has no reading in the source, only the dictionary's guess: the English title stands in.
    expect(media.title).toEqual({
      romaji: "Frieren: Beyond the Journey's End",
      english: "Frieren: Beyond the Journey's End",
      native: '葬送のフリーレン',
    });
    expect(media.synonyms).toEqual(["Frieren: Beyond Journey's End", '葬送的芙莉莲', '葬送的芙莉蓮']);
    expect(media.format).toBe('TV');
    expect(media.startDate).toEqual({ year: 2023, month: 9, day: 29 });
    expect(media.endDate).toEqual({ year: 2024, month: 3, day: 23 });
    expect([media.season, media.seasonYear, media.status, media.episodes]).toEqual(['SUMMER', 2023, 'FINISHED', 26]);
    expect(media.externalLinks[0]).toMatchObject({ site: 'Official Site', type: 'INFO', url: 'https://frieren-anime.jp/' });
    expect(media.externalLinks).toContainEqual(
      expect.objectContaining({ site: 'Crunchyroll', type: 'STREAMING', url: 'https://www.crunchyroll.com/series/GG5H5XQX4/' }),
    );
    expect(media.externalLinks).toContainEqual(expect.objectContaining({ site: 'Bilibili', language: 'Chinese' }));
    expect(media.externalLinks.some((l) => /dmhy|mikan|bangumi\.moe/.test(l.url))).toBe(false);
    expect(media.countryOfOrigin).toBe('JP');
  });

  it('derives status and weekly airing times from the `now` it is given', () => {
    const before = map('葬送のフリーレン', '2023-09-01T00:00:00Z');
    expect(before.status).toBe('NOT_YET_RELEASED');
    expect(before.airingSchedule[0]).toEqual({ episode: 1, airingAt: Date.parse('2023-09-29T14:00:00Z') / 1000 });
    expect(before.airingSchedule[1]!.airingAt - before.airingSchedule[0]!.airingAt).toBe(7 * 86400);

    const now = Date.parse('2023-12-01T00:00:00Z');
    const airing = map('葬送のフリーレン', '2023-12-01T00:00:00Z');
    expect(airing.status).toBe('RELEASING');
    const next = airing.airingSchedule.find((a) => a.airingAt * 1000 > now)!;
    expect(next.episode).toBe(10);

    expect(map('葬送のフリーレン', '2026-11-21T00:00:00Z').airingSchedule).toEqual([]);
  });

  it('reads a kana title, prefers the English title to a guessed reading of kanji, spells Chinese in pinyin', () => {
    const at = '2026-11-21T00:00:00Z';
    expect(map('のんのんびより', at).title).toEqual({ romaji: 'Non Non Biyori', english: null, native: 'のんのんびより' });
    // The dictionary reads 鬼滅の刃 "Oni Metsu no Ha".
    expect(map('鬼滅の刃', at).title.romaji).toBe('Demon Slayer: Kimetsu no Yaiba');
    expect(map('幽☆遊☆白書', at).title.romaji).toBe('Yu Yu Hakusho: Ghost Files');
    expect(map('進撃の巨人', at).title.english).toBe('Attack On Titan');
    expect(map('狐妖小红娘', at).title).toEqual({ romaji: 'Hu Yao Xiao Hong Niang', english: null, native: '狐妖小红娘' });
  });

  it('prefers the English title to a spelling of loanwords, and spells loanwords as a fan reads them without one', () => {
    const romaji = (title: string) => map(title, '2026-11-21T00:00:00Z').title.romaji;
    // Katakana words are loanwords: letter by letter they were "Soodo Aato Onrain", "Meidoin'abisu".
    expect(romaji('ソードアート・オンライン')).toBe('SWORD ART ONLINE');
    expect(romaji('ソードアート・オンライン アリシゼーション War of Underworld')).toBe('SWORD ART ONLINE Alicization War of Underworld');
    expect(romaji('メイドインアビス')).toBe('Made in Abyss');
    // No English title: ー is no letter ("Sureiyaazu" before), a katakana run one word ("Gan Damu" before).
    expect(map('スレイヤーズ', '2026-11-21T00:00:00Z').title).toEqual({ romaji: 'Sureiyazu', english: null, native: 'スレイヤーズ' });
    expect(romaji('機動戦士ガンダムF91')).toBe('Kidou Senshi Gandamu F91');
    // Hiragana: the reading where the dictionary knows the words; the English title where it only guesses where
    // they break, or where it is that reading itself.
    expect(romaji('のんのんびより')).toBe('Non Non Biyori');
    expect(romaji('ぼっち・ざ・ろっく！')).toBe('BOCCHI THE ROCK!');
    expect(romaji('ちいかわ')).toBe('Chiikawa');
    // A Latin title is its own romaji as written, whatever its English title says.
    expect(map('SPY×FAMILY', '2026-11-21T00:00:00Z').title).toEqual({ romaji: 'SPY×FAMILY', english: 'SPY FAMILY', native: 'SPY×FAMILY' });
  });

  it('reads the words of well-known titles the dictionary misreads as the titles are read', () => {
    const at = '2026-11-21T00:00:00Z';
    // The dictionary read "Gegege no Onitarou", "Chongshi", "Maji Ku Kaito", "Hajime no Ichiho"; none has English.
    expect(items.filter((i) => i.title === 'ゲゲゲの鬼太郎').length).toBe(6);
    expect(map('ゲゲゲの鬼太郎', at).title).toEqual({ romaji: 'Gegege no Kitarou', english: null, native: 'ゲゲゲの鬼太郎' });
    expect(map('蟲師', at).title.romaji).toBe('Mushishi');
    expect(map('まじっく快斗', at).title.romaji).toBe('Magic Kaito');
    expect(map('はじめの一歩', at).title.romaji).toBe('Hajime no Ippo');
  });

  it('spells a sequel or film without English with the romaji of the title it begins with', () => {
    const romaji = (title: string) => map(title, '2026-11-21T00:00:00Z').title.romaji;
    // 銀魂 has the English title Gintama; its second season has none ("Gin Tamashii (Dai 2 Ki)" before).
    expect(romaji('銀魂(第2期)')).toBe('Gintama (Season 2)');
    expect(romaji('転生したらスライムだった件 第2期 第1部')).toBe('That Time I Got Reincarnated as a Slime Season 2 Part 1');
    expect(romaji('劇場版ポケットモンスター ミュウツーの逆襲')).toBe('Gekijouban Pokemon Myuutsu no Gyakushuu');
    // Not a title that ends inside a word or a number: 0083 is not 00 (Mobile Suit Gundam 00) and 83.
    expect(romaji('機動戦士ガンダム0083 STARDUST MEMORY')).toBe('Kidou Senshi Gandamu 0083 STARDUST MEMORY');
    // Nor one whose media spell it differently: 機動戦士ガンダム is a film "Mobile Suit Gundam I" and a TV series.
    expect(romaji('機動戦士ガンダムZZ')).toBe('Kidou Senshi Gandamu ZZ');
  });

  it('states no episode count or format the source does not give', () => {
    const at = '2026-11-21T00:00:00Z';
    const kinds = new Map<string, Set<string>>();
    for (const item of items.slice(0, 3000)) {
      const media = mapBangumiItem(item, 1, Date.parse(at), () => 'x', siteMeta);
      kinds.set(item.type, (kinds.get(item.type) ?? new Set()).add(media.format));
      if (item.type === 'ova') expect(media.episodes).toBeNull();
      if (item.type === 'movie') expect(media.episodes).toBe(1);
    }
    // A short series cannot be told from the dates, so none is called one.
    expect(kinds.get('tv')).toEqual(new Set(['TV']));
  });
});

describe('romaji', () => {
  it('spells titles in AniList-style Hepburn', () => {
    expect(romanize('進撃の巨人')).toBe('Shingeki no Kyojin');
    expect(romanize('薬屋のひとりごと')).toBe('Kusuriya no Hitorigoto');
    expect(romanize('となりの怪物くん')).toBe('Tonari no Kaibutsu-kun');
    expect(romanize('この素晴らしい世界に祝福を！')).toBe('Kono Subarashii Sekai ni Shukufuku wo!');
    expect(romanize('転生したらスライムだった件')).toBe('Tensei Shitara Suraimu Datta Ken');
    expect(romanize('かぐや様は告らせたい～天才たちの恋愛頭脳戦～')).toMatch(/-sama wa .*: Tensaitachi no Ren'ai Zunousen$/);
    expect(romanize('ONE PIECE')).toBe('ONE PIECE');
    expect(romanize('ソードアート・オンライン')).toBe('Sodo Ato Onrain');
    expect(romanize('ゴブリンスレイヤー')).toBe('Goburinsureiya');
    expect(romanize('デュエル・マスターズ')).toBe('Dyueru Masutazu');
    expect(romanize('転生したらスライムだった件 第2期')).toBe('Tensei Shitara Suraimu Datta Ken Season 2');
    expect(romanize('Dr.STONE SCIENCE FUTURE(第2クール)')).toBe('Dr.STONE SCIENCE FUTURE(Part 2)');
  });
});

describe('franchises', () => {
  it('reduces titles to their series stem', () => {
    expect(titleStem('劇場版 名探偵コナン 時計じかけの摩天楼')).toBe('名探偵コナン');
    expect(titleStem('転生したらスライムだった件 第4期')).toBe('転生したらスライムだった件');
    expect(titleStem('Re:ゼロから始める異世界生活 4th season 喪失編')).toBe('Re:ゼロから始める異世界生活');
    expect(titleStem('ONE PIECE エルバフ編')).toBe('ONE PIECE');
  });

  it('groups sequels and films with their series', () => {
    const groups = franchiseGroups(items);
    const groupOf = (title: string) => groups.find((g) => g.includes(byTitle(title)[1] - 1))!;
    expect(groupOf('ONE PIECE エルバフ編')).toContain(byTitle('ONE PIECE')[1] - 1);
    expect(groupOf('名探偵コナン').length).toBeGreaterThan(20);
    expect(groupOf('名探偵コナン')).not.toContain(byTitle('ONE PIECE')[1] - 1);
  });

  it('links a franchise as far as its titles say: later seasons as sequels, the rest as other relations', () => {
    const graph = new RelationGraph();
    linkFranchise(graph, [
      { id: 1, mainLine: true, title: 'A', begin: 1 },
      { id: 2, mainLine: false, title: '劇場版 A', begin: 2 },
      { id: 3, mainLine: true, title: 'A 第2期', begin: 3 },
      { id: 4, mainLine: false, title: 'A 総集編', begin: 4 },
      { id: 5, mainLine: true, title: 'A BROTHERHOOD', begin: 5 },
    ]);
    expect(graph.of(1)).toEqual([
      { mediaId: 3, relationType: 'SEQUEL' },
      { mediaId: 2, relationType: 'OTHER' },
    ]);
    expect(graph.of(2)).toEqual([{ mediaId: 1, relationType: 'OTHER' }]);
    expect(graph.of(3)).toEqual([
      { mediaId: 1, relationType: 'PREQUEL' },
      { mediaId: 5, relationType: 'OTHER' },
      { mediaId: 4, relationType: 'SUMMARY' },
    ]);
    expect(graph.of(4)).toEqual([{ mediaId: 3, relationType: 'PARENT' }]);
  });
});
