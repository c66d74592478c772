// Real anime for the demo catalogue come from bangumi-data (https://github.com/bangumi-data/bangumi-data),
// licensed CC-BY-4.0: titles, translations, type, air dates, broadcast slots and site links. A real title carries
// only that (docs/adr/0068): what the source lacks (genres, tags, staff, casts, studios, descriptions) stays empty,
// and episode counts and lengths are read off the air dates and the format.
import { createRequire } from 'node:module';
import type { CountryCode, EventData, FuzzyDate, MediaFormat, MediaSeason, MediaStatus } from '@tsuzuki/events';
import { isKana, toRomaji } from 'wanakana';
import { airingSchedule, jstDate, parseBroadcast, releaseStatus, seasonOf, weeklyEpisodes } from './airing.ts';
import { externalLinks, type BangumiSite, type BangumiSiteMeta } from './links.ts';
import { KANJI, KATAKANA_WORD, pinyinTitle, pinyinWord, withKnownReadings, type Romanizer } from './romaji.ts';

type MediaAdded = EventData<'MediaAdded'>;
type Lang = 'ja' | 'en' | 'zh-Hans' | 'zh-Hant';

export interface BangumiItem {
  title: string;
  titleTranslate: Partial<Record<Lang, string[]>>;
  type: 'tv' | 'web' | 'movie' | 'ova';
  lang: Lang;
  officialSite: string;
  begin: string;
  broadcast?: string;
  end: string;
  sites: BangumiSite[];
}

export interface BangumiData {
  siteMeta: Record<string, BangumiSiteMeta>;
  items: BangumiItem[];
}

let cached: BangumiData | null = null;
export function loadBangumiData(): BangumiData {
  cached ??= createRequire(import.meta.url)('bangumi-data') as BangumiData;
  return cached;
}

let malIds: Map<number, number> | null = null;
/**
 * The MyAnimeList id bangumi-data gives the item at `index` (its `mal` site), or null. A few items share one (a
 * split-cour season listed twice): the first of them keeps it, so that an id names one media.
 */
export function bangumiMalId(data: BangumiData, index: number): number | null {
  if (!malIds) {
    const byItem = new Map<number, number>();
    const taken = new Set<number>();
    data.items.forEach((item, i) => {
      const id = Number(item.sites.find((s) => s.site === 'mal')?.id);
      if (Number.isInteger(id) && id > 0 && !taken.has(id)) {
        taken.add(id);
        byItem.set(i, id);
      }
    });
    malIds = byItem;
  }
  return malIds.get(index) ?? null;
}

/** The fields of an anime that come from bangumi-data (episode counts and lengths are filled in where missing). */
export interface AnimeBase {
  title: { romaji: string; english: string | null; native: string };
  synonyms: string[];
  format: MediaFormat;
  status: MediaStatus;
  startDate: FuzzyDate;
  endDate: FuzzyDate;
  season: MediaSeason;
  seasonYear: number;
  episodes: number | null;
  duration: number;
  countryOfOrigin: CountryCode | null;
  externalLinks: MediaAdded['externalLinks'];
  airingSchedule: MediaAdded['airingSchedule'];
}

const MINUTE = 60_000;
const NO_DATE: FuzzyDate = { year: null, month: null, day: null };

/** How a romaji title was had, best first: a guessed reading is the last resort. */
type Source = 'english' | 'reading' | 'loanwords' | 'guess';
const RANK: Record<Source, number> = { english: 0, reading: 1, loanwords: 2, guess: 3 };

/**
 * The romaji title (docs/adr/0068, 0073). A title in hiragana (and Latin) is its own reading, spelled out
 * ("Non Non Biyori"). A title with a katakana word is mostly loanwords, which a letter-by-letter spelling leaves
 * unreadable ("Soodo Aato Onrain" for ソードアート・オンライン, "Meidoin'abisu" for メイドインアビス): AniList writes such a
 * word as the word it is ("Sword Art Online"), which only the English title knows, so the English title stands in
 * where there is one, and otherwise the kana are spelled as a fan reads them (ー as no letter: "Sodo"). A kanji title
 * has no reading in the source, only the dictionary's guess ("Oni Metsu no Ha" for 鬼滅の刃), so the English title
 * stands in there too. Words of well-known titles the dictionary misreads have their reading from romaji.ts.
 * A title without English that begins with another title (a sequel, a film, a later part: 銀魂(第2期)) is spelled
 * with that title's romaji where it is better than its own ("Gintama (Season 2)"). Only then the guess. Chinese
 * titles are spelled in pinyin. Never kanji.
 */
function romajiTitle(item: BangumiItem, english: string | null, romanize: Romanizer): { romaji: string; source: Source } {
  if (item.lang === 'en') return { romaji: item.title, source: 'english' };
  const loanwords = KATAKANA_WORD.test(item.title);
  if (item.lang === 'ja' && !KANJI.test(withKnownReadings(item.title)) && !(english && loanwords)) {
    // A hiragana title is its reading where the dictionary knows its words, or where the English title is that
    // reading itself ("Dororo", "Chiikawa"); otherwise its word breaks are a guess, and the English title is better
    // ("BOCCHI THE ROCK!" for ぼっち・ざ・ろっく！, not "Bo Chi Za Ro Ku!").
    // A Latin title ("Dr.STONE", "SPY×FAMILY") is its own romaji as written.
    const hiragana = !loanwords && HIRAGANA.test(item.title);
    const loose = romanize(item.title) ?? (isKana(item.title) ? toRomaji(item.title) : null);
    if (english && hiragana && loose && sameSound(loose, english)) return { romaji: english, source: 'english' };
    const reading = english && hiragana ? romanize(item.title, { knownWords: true }) : loose;
    const source = loanwords ? 'loanwords' : 'reading';
    if (reading && !KANJI.test(reading)) {
      const stem = source === 'loanwords' ? stemmed(item, romanize, RANK[source]) : null;
      return stem ?? { romaji: reading, source };
    }
  }
  if (english) return { romaji: english, source: 'english' };
  if (item.lang !== 'ja') return { romaji: pinyinTitle(item.title), source: 'guess' };
  const stem = stemmed(item, romanize, RANK.guess);
  if (stem) return stem;
  // Nothing better: the guess, with the Chinese reading of a word the dictionary cannot read at all.
  const guess = romanize(item.title, { unread: pinyinWord });
  return { romaji: guess && !KANJI.test(guess) ? guess : pinyinTitle(item.title), source: 'guess' };
}

const FILM = '劇場版';
let titles: Map<string, BangumiItem[]> | null = null;
/** Each title's romaji as a stem, per romanizer (a test may pass its own). */
const stemsBy = new WeakMap<Romanizer, Map<string, { romaji: string; source: Source } | null>>();

/**
 * The romaji of `item` as the longest other title it begins with, spelled better than `rank`, and the rest of it
 * ("劇場版" as "Gekijouban"). The other title must end where a word does: not inside a run of kana (ポケットモンスター
 * is not the start of ポケットモンスターアドバンスジェネレーション's one word), and every media of that title must
 * spell it alike (機動戦士ガンダム is a TV series without English and a film with).
 */
function stemmed(item: BangumiItem, romanize: Romanizer, rank: number): { romaji: string; source: Source } | null {
  const film = item.title.startsWith(FILM);
  const title = film ? item.title.slice(FILM.length).trimStart() : item.title;
  if (!titles) {
    titles = new Map();
    for (const other of loadBangumiData().items)
      if (other.lang === 'ja') titles.set(other.title, [...(titles.get(other.title) ?? []), other]);
  }
  for (let end = title.length - (film ? 0 : 1); end >= 2; end--) {
    const head = title.slice(0, end);
    const next = title.charAt(end);
    if (next && sameScript(head.charAt(end - 1), next)) continue;
    const romaji = stemRomaji(head, romanize);
    if (!romaji || RANK[romaji.source] >= rank) continue;
    const rest = title.slice(end).trim();
    const restRomaji = rest ? romanize(rest, { unread: pinyinWord }) : '';
    if (restRomaji === null || KANJI.test(restRomaji)) return null;
    const joined = [film ? 'Gekijouban' : '', romaji.romaji, restRomaji].filter(Boolean).join(' ');
    return { romaji: joined.replace(/\s+/g, ' ').replace(/ ([)\]!?:,.])/g, '$1'), source: romaji.source };
  }
  return null;
}

function stemRomaji(title: string, romanize: Romanizer): { romaji: string; source: Source } | null {
  const stems = stemsBy.get(romanize) ?? stemsBy.set(romanize, new Map()).get(romanize)!;
  if (!stems.has(title)) {
    const spelled = (titles!.get(title) ?? []).map((item) => romajiTitle(item, englishOf(item), romanize));
    const first = spelled[0];
    stems.set(title, first && spelled.every((s) => s.romaji === first.romaji) ? first : null);
  }
  return stems.get(title)!;
}

/** Whether two Latin spellings say the same: "Doro Ro" and "Dororo", "Yuru Yuri" and "YuruYuri". */
const sameSound = (a: string, b: string) => {
  const sound = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .replace(/([aeiou])\1|ou/g, (v) => v.charAt(0));
  return sound(a) === sound(b);
};

const KANA_RUN = /[ぁ-ゖァ-ヴー]/;
const HIRAGANA = /[ぁ-ゖ]/;
const sameScript = (a: string, b: string) =>
  (KANA_RUN.test(a) && KANA_RUN.test(b)) ||
  (KANJI.test(a) && KANJI.test(b)) ||
  (/[A-Za-z]/.test(a) && /[A-Za-z]/.test(b)) ||
  (/\d/.test(a) && /\d/.test(b));

/** A few "English" translations are Chinese; those are no English title. */
function englishOf(item: BangumiItem): string | null {
  if (item.lang === 'en') return item.title;
  const translated = item.titleTranslate.en?.[0]?.trim();
  return titleCase(translated && !KANJI.test(translated) ? translated : null);
}

/** A few English translations are all lower case ("attack on titan"). */
function titleCase(title: string | null): string | null {
  if (!title || title !== title.toLowerCase() || !/[a-z]/.test(title)) return title;
  return title.replace(/(^|\s)([a-z])/g, (_, space: string, c: string) => space + c.toUpperCase());
}

/**
 * Minutes per episode. A film's running time is its begin-to-end span where the source gives one; otherwise the
 * source says nothing, and the format's usual length stands in (so that watch time adds up on members' lists).
 */
function episodeLength(type: BangumiItem['type'], begin: number, end: number | null): number {
  const minutes = end === null ? 0 : Math.round((end - begin) / MINUTE);
  if (type === 'movie') return minutes >= 5 && minutes <= 240 ? minutes : 90;
  return type === 'ova' ? 30 : 24;
}

/** Episodes the air dates account for: one a week from the first to the last, one for a film; unknown otherwise. */
function episodeCount(item: BangumiItem, begin: number, end: number | null): number | null {
  if (item.type === 'movie') return 1;
  if (end === null || item.type === 'ova') return null;
  if (end - begin < 86_400_000) return item.type === 'tv' ? 1 : null;
  const weekly = weeklyEpisodes(begin, end);
  return weekly <= 2000 ? weekly : null;
}

function synonymsOf(item: BangumiItem, english: string | null): string[] {
  const all = [
    ...(item.titleTranslate.en ?? []).slice(1),
    ...(item.titleTranslate.ja ?? []),
    ...(item.titleTranslate['zh-Hans'] ?? []),
    ...(item.titleTranslate['zh-Hant'] ?? []),
  ];
  const seen = new Set([item.title, english]);
  return all
    .map((s) => s.trim())
    .filter((s) => s && s.length <= 500 && !seen.has(s) && (seen.add(s), true))
    .slice(0, 100);
}

export function mapBangumiItem(
  item: BangumiItem,
  mediaId: number,
  now: number,
  romanize: Romanizer,
  meta: Record<string, BangumiSiteMeta>,
): AnimeBase {
  const begin = Date.parse(item.begin);
  const end = item.end ? Date.parse(item.end) : null;
  const english = englishOf(item);
  const status = releaseStatus(begin, end, now, item.type === 'movie');
  const duration = episodeLength(item.type, begin, end);
  const episodes = episodeCount(item, begin, end);
  const startDate = jstDate(begin);
  // The source does not tell a short from a full-length series: every TV series is TV.
  const format: MediaFormat = item.type === 'tv' ? 'TV' : item.type === 'web' ? 'ONA' : item.type === 'movie' ? 'MOVIE' : 'OVA';
  const broadcast = parseBroadcast(item.broadcast);
  return {
    title: { romaji: romajiTitle(item, english, romanize).romaji, english, native: item.title },
    synonyms: synonymsOf(item, english),
    format,
    status,
    startDate,
    endDate: item.type === 'movie' ? startDate : end !== null ? jstDate(end) : NO_DATE,
    season: seasonOf(startDate.month!),
    seasonYear: startDate.year!,
    episodes,
    duration,
    countryOfOrigin: item.lang === 'zh-Hans' || item.lang === 'zh-Hant' ? 'CN' : item.lang === 'ja' ? 'JP' : null,
    externalLinks: externalLinks(mediaId, item.officialSite, item.sites, meta),
    airingSchedule: broadcast && item.type !== 'movie' ? airingSchedule({ begin, broadcast, episodes, status, now }) : [],
  };
}
