import { GENRES } from '../../../format/genres.ts';
import { countryLabel, formatLabel, SOURCES, titleCase } from '../../../format/labels.ts';

export interface Option {
  readonly value: string;
  readonly label: string;
}

const opt =
  (label: (v: string) => string) =>
  (value: string): Option => ({ value, label: label(value) });

/** The 18 fixed genres; viewers with adult content on also get Hentai (core §3). */
export function genreOptions(adult: boolean): string[] {
  return adult ? [...GENRES, 'Hentai'] : [...GENRES];
}

export const SEASON_OPTIONS: Option[] = ['WINTER', 'SPRING', 'SUMMER', 'FALL'].map(opt(titleCase));

export function formatOptions(type: 'anime' | 'manga'): Option[] {
  const formats = type === 'anime' ? ['TV', 'TV_SHORT', 'MOVIE', 'SPECIAL', 'OVA', 'ONA', 'MUSIC'] : ['MANGA', 'NOVEL', 'ONE_SHOT'];
  return formats.map(opt((f) => formatLabel(f)));
}

export function statusOptions(type: 'anime' | 'manga'): Option[] {
  if (type === 'anime') {
    return [
      { value: 'RELEASING', label: 'Airing' },
      { value: 'FINISHED', label: 'Finished' },
      { value: 'NOT_YET_RELEASED', label: 'Not Yet Aired' },
      { value: 'CANCELLED', label: 'Cancelled' },
    ];
  }
  return [
    { value: 'RELEASING', label: 'Releasing' },
    { value: 'FINISHED', label: 'Finished' },
    { value: 'NOT_YET_RELEASED', label: 'Not Yet Released' },
    { value: 'HIATUS', label: 'Hiatus' },
    { value: 'CANCELLED', label: 'Cancelled' },
  ];
}

export const SOURCE_OPTIONS: Option[] = SOURCES.map(opt(titleCase));
export const COUNTRY_OPTIONS: Option[] = ['JP', 'KR', 'CN', 'TW'].map(opt(countryLabel));

/** Year list from next year down to 1939 (core §5). */
export function yearOptions(now: Date): string[] {
  const years: string[] = [];
  for (let year = now.getFullYear() + 1; year >= 1939; year -= 1) years.push(String(year));
  return years;
}

/** Tag names matching the typed text: a case-insensitive substring match (core §5). */
export function matchTags(names: readonly string[], text: string): string[] {
  const wanted = text.trim().toLowerCase();
  return wanted ? names.filter((name) => name.toLowerCase().includes(wanted)) : [...names];
}

/** Filter order per media type (core §2); the extra filters follow. */
export const ANIME_FILTERS = ['genres', 'year', 'season', 'format', 'sort', 'status', 'licensedBy', 'country', 'source'] as const;
export const MANGA_FILTERS = ['genres', 'format', 'status', 'country', 'sort', 'year', 'licensedBy', 'source'] as const;
export type FilterName = (typeof ANIME_FILTERS)[number];
export const filterOrder = (type: 'anime' | 'manga'): readonly FilterName[] => (type === 'anime' ? ANIME_FILTERS : MANGA_FILTERS);
