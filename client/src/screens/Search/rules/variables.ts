import type { FilterState, SearchType } from './filterState.ts';
import { rangeArguments } from './ranges.ts';
import { searchSort } from './sort.ts';
import { formatOptions, SEASON_OPTIONS, SOURCE_OPTIONS, statusOptions, type Option } from './options.ts';

// Enum values from a hand-edited URL that the type does not know are dropped rather than sent.
const known = (options: readonly Option[], value: string | null): string | null =>
  value && options.some((o) => o.value === value) ? value : null;

export const SEARCH_PAGE_SIZE = 20;
export const DEFAULT_MINIMUM_TAG_RANK = 18;

export interface SearchViewer {
  readonly loggedIn: boolean;
  readonly displayAdultContent: boolean;
}

type Variables = Record<string, unknown>;

/**
 * Filter-to-argument mapping of core §7 for a media search: year as a start-date prefix (seasonYear with a season;
 * a season alone means the current year), exclusive ranges, isLicensed as the inverse of doujin, onList for
 * logged-in viewers only, adult media excluded unless the viewer shows adult content.
 */
export function mediaVariables(type: 'anime' | 'manga', state: FilterState, viewer: SearchViewer, now: Date): Variables {
  const year = state.year ? Number(state.year) : null;
  const season = known(SEASON_OPTIONS, state.season);
  const formats = state.formats.filter((f) => known(formatOptions(type), f));
  const variables: Variables = {
    type: type.toUpperCase(),
    search: state.search || null,
    sort: searchSort(type, state.search, state.sort),
    genres: state.genres.length ? state.genres : null,
    excludedGenres: state.excludedGenres.length ? state.excludedGenres : null,
    tags: state.tags.length ? state.tags : null,
    excludedTags: state.excludedTags.length ? state.excludedTags : null,
    minimumTagRank: state.tags.length || state.excludedTags.length ? DEFAULT_MINIMUM_TAG_RANK : null,
    season,
    seasonYear: season ? (year ?? now.getFullYear()) : null,
    yearLike: !season && year ? `${year}%` : null,
    formats: formats.length ? formats : null,
    status: known(statusOptions(type), state.status),
    source: known(SOURCE_OPTIONS, state.source),
    countryOfOrigin: state.country && /^[A-Z]{2}$/.test(state.country) ? state.country : null,
    licensedBy: state.licensedBy.length ? state.licensedBy : null,
    isLicensed: state.doujin ? false : null,
    onList: viewer.loggedIn ? state.onList : null,
    isAdult: viewer.displayAdultContent ? (state.adult ? true : null) : false,
    startDate_greater: null,
    startDate_lesser: null,
    episodes_greater: null,
    episodes_lesser: null,
    duration_greater: null,
    duration_lesser: null,
    chapters_greater: null,
    chapters_lesser: null,
    volumes_greater: null,
    volumes_lesser: null,
  };
  const ranges = type === 'anime' ? (['years', 'episodes', 'duration'] as const) : (['years', 'chapters', 'volumes'] as const);
  return { ...variables, ...rangeArguments(state, ranges) };
}

/** Characters, staff, studios and users: text, sort and (staff, characters) the birthday filter. */
export function otherVariables(type: Exclude<SearchType, 'anime' | 'manga'>, state: FilterState): Variables {
  const variables: Variables = { search: state.search || null, sort: searchSort(type, state.search, state.sort, state.isBirthday) };
  if (type === 'characters' || type === 'staff') variables.isBirthday = state.isBirthday ? true : null;
  return variables;
}
