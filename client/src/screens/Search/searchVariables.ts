import { genreFromAlias } from '../../format/genres.ts';
import { nextSeason, seasonOfDate } from '../../format/season.ts';

export const MEDIA_SEARCH_TYPES = { anime: 'ANIME', manga: 'MANGA' } as const;
export const OTHER_SEARCH_TYPES = { characters: 'Characters', staff: 'Staff', users: 'Users', studios: 'Studios' } as const;
export type MediaSearchType = keyof typeof MEDIA_SEARCH_TYPES;

export interface MediaSearchVariables {
  type: 'ANIME' | 'MANGA';
  search: string | null;
  sort: string[];
  season: string | null;
  seasonYear: number | null;
  genres: string[] | null;
  formats: string[] | null;
  countryOfOrigin: string | null;
  isAdult: boolean;
}

export interface SearchPreset {
  readonly title: string;
  readonly description?: string;
  /** Top lists number their entries (core §2). */
  readonly ranked: boolean;
}

type Preset = Partial<Pick<MediaSearchVariables, 'sort' | 'formats' | 'countryOfOrigin' | 'season' | 'seasonYear'>> & { title: string; description?: string };

const TOP = ['SCORE_DESC'];
const SEASONS = ['WINTER', 'SPRING', 'SUMMER', 'FALL'];
const SORTS = new Set([
  'SEARCH_MATCH', 'POPULARITY_DESC', 'SCORE_DESC', 'TRENDING_DESC', 'FAVOURITES_DESC', 'ID_DESC', 'START_DATE_DESC',
  'TITLE_ROMAJI', 'TITLE_ENGLISH', 'TITLE_NATIVE',
]);

/** Alias presets of core §2; the season ones depend on today. */
function aliasPreset(type: MediaSearchType, alias: string, now: Date): Preset | null {
  const noun = type === 'anime' ? 'Anime' : 'Manga';
  switch (alias) {
    case 'trending': return { title: `Trending ${noun}`, sort: ['TRENDING_DESC'] };
    case 'popular': return { title: `All Time Popular ${noun}`, sort: ['POPULARITY_DESC'] };
    case 'new': return { title: `Newly Added ${noun}`, sort: ['ID_DESC'] };
    case 'top-100': return { title: `Top 100 ${noun}`, sort: TOP };
    case 'favorites': return { title: `Most Favorited ${noun}`, sort: ['FAVOURITES_DESC'] };
    case 'top-tv': return { title: 'Top TV Shows', sort: TOP, formats: ['TV'] };
    case 'top-tv-shorts': return { title: 'Top TV Shorts', sort: TOP, formats: ['TV_SHORT'] };
    case 'top-movies': return { title: 'Top Movies', sort: TOP, formats: ['MOVIE'] };
    case 'top-ova': return { title: 'Top OVAs', sort: TOP, formats: ['OVA'] };
    case 'top-ona': return { title: 'Top ONAs', sort: TOP, formats: ['ONA'] };
    case 'top-manhwa': return { title: 'Top Manhwa', sort: TOP, countryOfOrigin: 'KR' };
    case 'top-manhua': return { title: 'Top Manhua', sort: TOP, countryOfOrigin: 'CN' };
    case 'top-light-novels': return { title: 'Top Light Novels', sort: TOP, formats: ['NOVEL'] };
    case 'this-season': {
      const { season, year } = seasonOfDate(now);
      return { title: 'This Season', sort: ['POPULARITY_DESC'], season, seasonYear: year };
    }
    case 'next-season': {
      const { season, year } = nextSeason(now);
      return { title: 'Next Season', sort: ['POPULARITY_DESC'], season, seasonYear: year };
    }
    default: {
      const genre = genreFromAlias(alias);
      return genre ? { title: `${genre} ${noun}`, sort: ['POPULARITY_DESC', 'SCORE_DESC'] } : null;
    }
  }
}

/**
 * Turns the search URL (/search/{type}/{alias}?search=…&season=…&year=…) into connection arguments and a title.
 * Returns null for an alias that does not exist.
 */
export function mediaSearchState(
  type: MediaSearchType,
  alias: string | undefined,
  params: URLSearchParams,
  now: Date,
): { variables: MediaSearchVariables; preset: SearchPreset } | null {
  const preset = alias ? aliasPreset(type, alias, now) : { title: `Search ${type === 'anime' ? 'Anime' : 'Manga'}` };
  if (!preset) return null;

  const search = params.get('search')?.trim() || null;
  const genre = genreFromAlias(alias);
  const genres = [...(genre ? [genre] : []), ...params.getAll('genres')];
  const seasonParam = params.get('season')?.toUpperCase();
  const season = seasonParam && SEASONS.includes(seasonParam) ? seasonParam : (preset.season ?? null);
  const yearParam = Number(params.get('year')?.replace(/\D/g, ''));
  // A season without a year means this year's season (core §5).
  const seasonYear = yearParam || preset.seasonYear || (season ? now.getFullYear() : null);

  return {
    variables: {
      type: MEDIA_SEARCH_TYPES[type],
      search,
      sort: searchSort(search, params.get('sort'), preset.sort),
      season,
      seasonYear,
      genres: genres.length ? genres : null,
      formats: preset.formats ?? null,
      countryOfOrigin: preset.countryOfOrigin ?? null,
      isAdult: false,
    },
    preset: { title: preset.title, ranked: alias?.startsWith('top-') ?? false },
  };
}

/** Sort rules of core §4/§5: text sorts by match; match without text is popularity; trending adds popularity. */
export function searchSort(search: string | null, requested: string | null, preset: string[] | undefined): string[] {
  if (search) return ['SEARCH_MATCH'];
  const chosen = requested && SORTS.has(requested) && requested !== 'SEARCH_MATCH' ? [requested] : (preset ?? ['POPULARITY_DESC', 'SCORE_DESC']);
  if (chosen[0] === 'TRENDING_DESC' && chosen.length === 1) return ['TRENDING_DESC', 'POPULARITY_DESC'];
  return chosen;
}
