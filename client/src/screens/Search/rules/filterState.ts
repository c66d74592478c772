// Search filter state (core §4, §5, §7): what the URL carries, read and written as query parameters.

export type SearchType = 'anime' | 'manga' | 'characters' | 'staff' | 'users' | 'studios';
export const SEARCH_TYPES: readonly SearchType[] = ['anime', 'manga', 'characters', 'staff', 'users', 'studios'];
export const isSearchType = (value: string | undefined): value is SearchType => SEARCH_TYPES.includes(value as SearchType);
export const isMediaType = (type: SearchType): type is 'anime' | 'manga' => type === 'anime' || type === 'manga';

export type Range = readonly [number, number];
export type RangeKey = 'years' | 'episodes' | 'duration' | 'chapters' | 'volumes';

export interface FilterState {
  search: string;
  sort: string | null;
  genres: string[];
  excludedGenres: string[];
  tags: string[];
  excludedTags: string[];
  year: string;
  season: string | null;
  formats: string[];
  status: string | null;
  source: string | null;
  country: string | null;
  licensedBy: string[];
  years: Range | null;
  episodes: Range | null;
  duration: Range | null;
  chapters: Range | null;
  volumes: Range | null;
  doujin: boolean;
  /** true = only show my list, false = hide my list. */
  onList: boolean | null;
  adult: boolean;
  isBirthday: boolean;
}

export const EMPTY_FILTERS: FilterState = {
  search: '',
  sort: null,
  genres: [],
  excludedGenres: [],
  tags: [],
  excludedTags: [],
  year: '',
  season: null,
  formats: [],
  status: null,
  source: null,
  country: null,
  licensedBy: [],
  years: null,
  episodes: null,
  duration: null,
  chapters: null,
  volumes: null,
  doujin: false,
  onList: null,
  adult: false,
  isBirthday: false,
};

const LISTS = ['genres', 'excludedGenres', 'tags', 'excludedTags', 'formats', 'licensedBy'] as const;
const SINGLES = ['season', 'status', 'source', 'country', 'sort'] as const;
export const RANGE_KEYS: readonly RangeKey[] = ['years', 'episodes', 'duration', 'chapters', 'volumes'];

/** Year input is reduced to digits (core §5). */
export const digitsOnly = (text: string): string => text.replace(/\D/g, '').slice(0, 4);

function parseRange(text: string | null): Range | null {
  const match = text?.match(/^(\d+)-(\d+)$/);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

export function parseFilters(params: URLSearchParams): FilterState {
  const state: FilterState = { ...EMPTY_FILTERS, search: params.get('search')?.trim() ?? '' };
  for (const key of LISTS) state[key] = params.getAll(key).filter(Boolean);
  for (const key of SINGLES) state[key] = params.get(key) || null;
  for (const key of RANGE_KEYS) state[key] = parseRange(params.get(key));
  state.year = digitsOnly(params.get('year') ?? '');
  state.doujin = params.get('doujin') === 'true';
  state.adult = params.get('adult') === 'true';
  state.isBirthday = params.get('isBirthday') === 'true';
  const onList = params.get('onList');
  state.onList = onList === 'true' ? true : onList === 'false' ? false : null;
  return state;
}

export function writeFilters(state: FilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  for (const key of LISTS) for (const value of state[key]) params.append(key, value);
  if (state.year) params.set('year', state.year);
  for (const key of SINGLES) if (state[key]) params.set(key, state[key]!);
  for (const key of RANGE_KEYS) if (state[key]) params.set(key, state[key]!.join('-'));
  if (state.doujin) params.set('doujin', 'true');
  if (state.onList != null) params.set('onList', String(state.onList));
  if (state.adult) params.set('adult', 'true');
  if (state.isBirthday) params.set('isBirthday', 'true');
  return params;
}

/** Any filter or a chosen sort: without one the landing sections show (core §2). */
export function hasFilters(state: FilterState): boolean {
  return writeFilters(state).size > 0;
}

/** URL state (core §4): the route is pushed when the query was empty and replaced otherwise. */
export function shouldReplace(previousQuery: string): boolean {
  return previousQuery.replace(/^\?/, '') !== '';
}

/** Genre and tag click cycle (core §4): not set → included → excluded → cleared. */
export function cycleInclusion(included: string[], excluded: string[], value: string): { included: string[]; excluded: string[] } {
  if (included.includes(value)) return { included: included.filter((v) => v !== value), excluded: [...excluded, value] };
  if (excluded.includes(value)) return { included, excluded: excluded.filter((v) => v !== value) };
  return { included: [...included, value], excluded };
}
