import { genreFromAlias } from '../../../format/genres.ts';
import { nextSeason, seasonLabel, seasonOfDate } from '../../../format/season.ts';
import type { FilterState, SearchType } from './filterState.ts';

export interface SearchPreset {
  readonly title: string;
  readonly description: string;
  /** The preset query: filters and sort the alias starts from. */
  readonly filters: Partial<FilterState>;
  /** Top lists number their entries (core §2). */
  readonly ranked: boolean;
}

const NOUNS: Record<SearchType, string> = {
  anime: 'Anime',
  manga: 'Manga',
  characters: 'Characters',
  staff: 'Staff',
  users: 'Users',
  studios: 'Studios',
};
export const typeNoun = (type: SearchType): string => NOUNS[type];

const top = (title: string, description: string, filters: Partial<FilterState>): SearchPreset => ({
  title,
  description,
  filters: { sort: 'SCORE_DESC', ...filters },
  ranked: true,
});

/** The alias presets of core §2, or null when the alias does not exist for this type. */
export function aliasPreset(type: SearchType, alias: string, now: Date): SearchPreset | null {
  const noun = NOUNS[type];
  if (type === 'characters' || type === 'staff') {
    const who = type === 'staff' ? 'staff' : 'characters';
    if (alias === 'favorites') {
      return {
        title: `Most Favorited ${noun}`,
        description: `The ${who} with the most favourites.`,
        filters: { sort: 'FAVOURITES_DESC' },
        ranked: false,
      };
    }
    if (alias === 'birthday') {
      return {
        title: 'Birthdays',
        description: `${type === 'staff' ? 'Staff' : 'Characters'} celebrating their birthday today.`,
        filters: { isBirthday: true, sort: 'FAVOURITES_DESC' },
        ranked: false,
      };
    }
    return null;
  }
  if (type !== 'anime' && type !== 'manga') return null;
  const anime = type === 'anime';
  switch (alias) {
    case 'trending':
      return {
        title: `Trending ${noun}`,
        description: `The ${noun.toLowerCase()} people are adding and talking about right now.`,
        filters: { sort: 'TRENDING_DESC' },
        ranked: false,
      };
    case 'popular':
      return {
        title: `All Time Popular ${noun}`,
        description: `The ${noun.toLowerCase()} on the most lists, of all time.`,
        filters: { sort: 'POPULARITY_DESC' },
        ranked: false,
      };
    case 'new':
      return {
        title: `Newly Added ${noun}`,
        description: `The latest ${noun.toLowerCase()} added to the database.`,
        filters: { sort: 'ID_DESC' },
        ranked: false,
      };
    case 'favorites':
      return {
        title: `Most Favorited ${noun}`,
        description: `The ${noun.toLowerCase()} with the most favourites.`,
        filters: { sort: 'FAVOURITES_DESC' },
        ranked: false,
      };
    case 'top-100':
      return top(`Top 100 ${noun}`, `The highest rated ${noun.toLowerCase()} of all time.`, {});
    case 'this-season':
    case 'next-season': {
      if (!anime) return null;
      const { season, year } = alias === 'this-season' ? seasonOfDate(now) : nextSeason(now);
      const label = `${seasonLabel(season)} ${year}`;
      return {
        title: alias === 'this-season' ? 'This Season' : 'Next Season',
        description: alias === 'this-season' ? `Popular anime airing in ${label}.` : `Anticipated anime coming in ${label}.`,
        filters: { season, year: String(year), sort: 'POPULARITY_DESC' },
        ranked: false,
      };
    }
  }
  if (anime) {
    switch (alias) {
      case 'top-tv':
        return top('Top TV Shows', 'The highest rated anime TV series.', { formats: ['TV'] });
      case 'top-tv-shorts':
        return top('Top TV Shorts', 'The highest rated short-form anime series.', { formats: ['TV_SHORT'] });
      case 'top-movies':
        return top('Top Movies', 'The highest rated anime films.', { formats: ['MOVIE'] });
      case 'top-ova':
        return top('Top OVAs', 'The highest rated original video animations.', { formats: ['OVA'] });
      case 'top-ona':
        return top('Top ONAs', 'The highest rated original net animations.', { formats: ['ONA'] });
    }
  } else {
    switch (alias) {
      case 'top-manhwa':
        return top('Top Manhwa', 'The highest rated comics from South Korea.', { country: 'KR' });
      case 'top-manhua':
        return top('Top Manhua', 'The highest rated comics from China.', { country: 'CN' });
      case 'top-light-novels':
        return top('Top Light Novels', 'The highest rated light novels.', { formats: ['NOVEL'] });
    }
  }
  const genre = genreFromAlias(alias);
  if (!genre) return null;
  return {
    title: `${genre} ${noun}`,
    description: `Popular ${noun.toLowerCase()} in the ${genre} genre.`,
    filters: { genres: [genre] },
    ranked: false,
  };
}

export function defaultTitle(type: SearchType): string {
  return `Search ${NOUNS[type]}`;
}

/** Rank number of a top-list entry (core §9): 20 × page + position (page from 0, position from 1). */
export function rankNumber(page: number, position: number): number {
  return 20 * page + position;
}

/** Only ranks 1 to 100 get a badge. */
export const hasRankBadge = (rank: number): boolean => rank >= 1 && rank <= 100;
