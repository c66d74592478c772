import { formatLabel, countryLabel, titleCase } from '../../../format/labels.ts';
import { seasonLabel } from '../../../format/season.ts';
import { EMPTY_FILTERS, RANGE_KEYS, type FilterState, type RangeKey } from './filterState.ts';
import { statusOptions } from './options.ts';

export interface Chip {
  readonly key: string;
  readonly label: string;
  readonly excluded?: boolean;
  /** The filters without this chip's filter. */
  readonly without: FilterState;
}

const RANGE_LABELS: Record<RangeKey, string> = {
  years: 'Years',
  episodes: 'Episodes',
  duration: 'Duration',
  chapters: 'Chapters',
  volumes: 'Volumes',
};

/** Active filter chips (core §2); clicking one removes its filter. The sort is not a chip. */
export function buildChips(state: FilterState, type: 'anime' | 'manga'): Chip[] {
  const chips: Chip[] = [];
  const remove = (key: keyof FilterState, value?: string): FilterState => {
    const current = state[key];
    if (Array.isArray(current) && value != null) return { ...state, [key]: current.filter((v) => v !== value) };
    return { ...state, [key]: EMPTY_FILTERS[key] };
  };
  if (state.search) chips.push({ key: 'search', label: `Search: ${state.search}`, without: remove('search') });
  for (const g of state.genres) chips.push({ key: `genre-${g}`, label: g, without: remove('genres', g) });
  for (const g of state.excludedGenres) chips.push({ key: `xgenre-${g}`, label: g, excluded: true, without: remove('excludedGenres', g) });
  for (const t of state.tags) chips.push({ key: `tag-${t}`, label: t, without: remove('tags', t) });
  for (const t of state.excludedTags) chips.push({ key: `xtag-${t}`, label: t, excluded: true, without: remove('excludedTags', t) });
  if (state.season && state.year) {
    chips.push({ key: 'season', label: `${seasonLabel(state.season)} ${state.year}`, without: { ...state, season: null, year: '' } });
  } else {
    if (state.year) chips.push({ key: 'year', label: state.year, without: remove('year') });
    if (state.season) chips.push({ key: 'season', label: seasonLabel(state.season), without: remove('season') });
  }
  for (const f of state.formats) chips.push({ key: `format-${f}`, label: formatLabel(f), without: remove('formats', f) });
  if (state.status) {
    const label = statusOptions(type).find((o) => o.value === state.status)?.label ?? titleCase(state.status);
    chips.push({ key: 'status', label, without: remove('status') });
  }
  for (const l of state.licensedBy) chips.push({ key: `link-${l}`, label: l, without: remove('licensedBy', l) });
  if (state.country) chips.push({ key: 'country', label: countryLabel(state.country), without: remove('country') });
  if (state.source) chips.push({ key: 'source', label: titleCase(state.source), without: remove('source') });
  for (const key of RANGE_KEYS) {
    const range = state[key];
    if (range) chips.push({ key, label: `${RANGE_LABELS[key]}: ${range[0]}-${range[1]}`, without: remove(key) });
  }
  if (state.doujin) chips.push({ key: 'doujin', label: 'Doujin', without: remove('doujin') });
  if (state.onList != null)
    chips.push({ key: 'onList', label: state.onList ? 'Only Show My List' : 'Hide My List', without: remove('onList') });
  if (state.adult) chips.push({ key: 'adult', label: 'Adult', without: remove('adult') });
  return chips;
}

/** "Clear All" appears when more than one filter is active; it keeps the search type and nothing else. */
export const showClearAll = (chips: readonly Chip[]): boolean => chips.length > 1;
