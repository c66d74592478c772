import { EMPTY_FILTERS, hasFilters, isMediaType, parseFilters, type FilterState, type SearchType } from './filterState.ts';
import { aliasPreset, defaultTitle, type SearchPreset } from './presets.ts';

export interface SearchPageState {
  readonly type: SearchType;
  readonly alias: string | null;
  readonly preset: SearchPreset;
  readonly filters: FilterState;
  /** No filter set: the landing of preset sections shows instead of results (core §2). */
  readonly landing: boolean;
}

/** The preset's values fill whatever the URL leaves empty. */
function withPreset(parsed: FilterState, preset: Partial<FilterState>): FilterState {
  const merged: Record<string, unknown> = { ...parsed };
  for (const [key, value] of Object.entries(preset)) {
    const current = merged[key];
    const empty = current == null || current === '' || current === false || (Array.isArray(current) && current.length === 0);
    if (empty) merged[key] = value;
  }
  return merged as unknown as FilterState;
}

/** Turns /search/{type}/{alias}?… into the page state; null when the alias does not exist for that type. */
export function searchPageState(type: SearchType, alias: string | undefined, params: URLSearchParams, now: Date): SearchPageState | null {
  const preset = alias ? aliasPreset(type, alias, now) : { title: defaultTitle(type), description: '', filters: {}, ranked: false };
  if (!preset) return null;
  const filters = withPreset(parseFilters(params), preset.filters);
  const landing =
    !alias && (isMediaType(type) ? !hasFilters(filters) : (type === 'characters' || type === 'staff') && !filters.search && !filters.sort);
  return { type, alias: alias ?? null, preset, filters: landing ? EMPTY_FILTERS : filters, landing };
}
