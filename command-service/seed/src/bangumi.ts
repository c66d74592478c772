// Real anime for the demo catalogue come from bangumi-data (https://github.com/bangumi-data/bangumi-data),
// licensed CC-BY-4.0: titles, translations, type, air dates, broadcast slots and site links. A real title carries
// only that (docs/adr/0068): what the source lacks (genres, tags, staff, casts, studios, descriptions) stays empty,
// and episode counts and lengths are read off the air dates and the format.
import { createRequire } from 'node:module';
import type { CountryCode, EventData, FuzzyDate, MediaFormat, MediaSeason, MediaStatus } from '@tsuzuki/events';
import { isKana, toRomaji } from 'wanakana';
import { airingSchedule, jstDate, parseBroadcast, releaseStatus, seasonOf, weeklyEpisodes } from './airing.ts';
import { externalLinks, type BangumiSite, type BangumiSiteMeta } from './links.ts';
import { KANJI, pinyinTitle, pinyinWord, type Romanizer } from './romaji.ts';

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

/**
 * The romaji title: a title in kana (and Latin) is its own reading, spelled out. A kanji title has none in the source,
 * only the dictionary's guess ("Oni Metsu no Ha" for 鬼滅の刃), so the English title stands in where there is one,
 * and the guess only where there is nothing else. Chinese titles are spelled in pinyin. Never kanji (docs/adr/0068).
 */
function romajiTitle(item: BangumiItem, english: string | null, romanize: Romanizer): string {
  if (item.lang === 'en') return item.title;
  if (item.lang === 'ja' && !KANJI.test(item.title)) {
    const reading = romanize(item.title) ?? (isKana(item.title) ? toRomaji(item.title) : null);
    if (reading && !KANJI.test(reading)) return reading;
  }
  if (english) return english;
  // Nothing better: the guess, with the Chinese reading of a word the dictionary cannot read at all.
  const guess = item.lang === 'ja' ? romanize(item.title, { unread: pinyinWord }) : null;
  return guess && !KANJI.test(guess) ? guess : pinyinTitle(item.title);
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
  // A few "English" translations are Chinese; those are no English title.
  const translated = item.titleTranslate.en?.[0]?.trim();
  const english = item.lang === 'en' ? item.title : titleCase(translated && !KANJI.test(translated) ? translated : null);
  const status = releaseStatus(begin, end, now, item.type === 'movie');
  const duration = episodeLength(item.type, begin, end);
  const episodes = episodeCount(item, begin, end);
  const startDate = jstDate(begin);
  // The source does not tell a short from a full-length series: every TV series is TV.
  const format: MediaFormat = item.type === 'tv' ? 'TV' : item.type === 'web' ? 'ONA' : item.type === 'movie' ? 'MOVIE' : 'OVA';
  const broadcast = parseBroadcast(item.broadcast);
  return {
    title: { romaji: romajiTitle(item, english, romanize), english, native: item.title },
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
