import { nextSeason, seasonOfDate } from '../../../format/season.ts';
import type { SearchType } from '../rules/filterState.ts';
import type { SearchViewer } from '../rules/variables.ts';

// Landing sizes (core §7, §9): 6 per section, 10 for top lists, 30 for staff and characters.
export const LANDING_SIZE = 6;
export const LANDING_TOP_SIZE = 10;
export const LANDING_PEOPLE_SIZE = 30;

export interface LandingSection {
  readonly key: string;
  readonly title: string;
  /** "View All" goes to the alias page of the section (core §2 landing paths). */
  readonly path: string;
}

export const LANDING_SECTIONS: Record<'anime' | 'manga' | 'characters' | 'staff', LandingSection[]> = {
  anime: [
    { key: 'trending', title: 'Trending Now', path: '/search/anime/trending' },
    { key: 'season', title: 'Popular This Season', path: '/search/anime/this-season' },
    { key: 'nextSeason', title: 'Upcoming Next Season', path: '/search/anime/next-season' },
    { key: 'popular', title: 'All Time Popular', path: '/search/anime/popular' },
    { key: 'top', title: 'Top 100 Anime', path: '/search/anime/top-100' },
  ],
  manga: [
    { key: 'trending', title: 'Trending Now', path: '/search/manga/trending' },
    { key: 'popular', title: 'All Time Popular', path: '/search/manga/popular' },
    { key: 'manhwa', title: 'Popular Manhwa', path: '/search/manga/top-manhwa' },
    { key: 'top', title: 'Top 100 Manga', path: '/search/manga/top-100' },
  ],
  characters: [
    { key: 'birthday', title: 'Birthdays', path: '/search/characters/birthday' },
    { key: 'favorites', title: 'Most Favorited', path: '/search/characters/favorites' },
  ],
  staff: [
    { key: 'birthday', title: 'Birthdays', path: '/search/staff/birthday' },
    { key: 'favorites', title: 'Most Favorited', path: '/search/staff/favorites' },
  ],
};

export function landingVariables(type: SearchType, viewer: SearchViewer, now: Date) {
  const season = seasonOfDate(now);
  const next = nextSeason(now);
  return {
    anime: type === 'anime',
    manga: type === 'manga',
    characters: type === 'characters',
    staff: type === 'staff',
    // Adult media stay out unless the viewer shows adult content (core §5).
    isAdult: viewer.displayAdultContent ? null : false,
    season: season.season,
    seasonYear: season.year,
    nextSeason: next.season,
    nextYear: next.year,
  };
}
