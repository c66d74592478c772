import type { FilterState, Range, RangeKey } from './filterState.ts';

// Range filter bounds (core §5); the year range runs to next year.
export function rangeBounds(key: RangeKey, now: Date): Range {
  switch (key) {
    case 'years':
      return [1970, now.getFullYear() + 1];
    case 'episodes':
      return [0, 150];
    case 'duration':
      return [0, 170];
    case 'chapters':
      return [0, 500];
    case 'volumes':
      return [0, 50];
  }
}

export const RANGE_MIN_GAP = 2;

/**
 * A dragged range (core §4): handles stay at least 2 apart, values stay inside the bounds, and a range with both
 * handles at the bounds is no filter at all (null).
 */
export function normalizeRange(range: Range, bounds: Range, moved: 'low' | 'high' = 'high'): Range | null {
  let low = Math.max(bounds[0], Math.min(range[0], bounds[1]));
  let high = Math.max(bounds[0], Math.min(range[1], bounds[1]));
  if (high - low < RANGE_MIN_GAP) {
    if (moved === 'low') low = Math.max(bounds[0], high - RANGE_MIN_GAP);
    else high = Math.min(bounds[1], low + RANGE_MIN_GAP);
    if (high - low < RANGE_MIN_GAP) low = high - RANGE_MIN_GAP;
  }
  if (low === bounds[0] && high === bounds[1]) return null;
  return [low, high];
}

/** Range filters are sent as exclusive bounds (core §5): lower − 1 and upper + 1; years as yyyy0000 dates. */
export function exclusiveRange(key: RangeKey, range: Range): { greater: number; lesser: number } {
  if (key === 'years') return { greater: (range[0] - 1) * 10000, lesser: (range[1] + 1) * 10000 };
  return { greater: range[0] - 1, lesser: range[1] + 1 };
}

const ARGUMENTS: Record<RangeKey, [string, string]> = {
  years: ['startDate_greater', 'startDate_lesser'],
  episodes: ['episodes_greater', 'episodes_lesser'],
  duration: ['duration_greater', 'duration_lesser'],
  chapters: ['chapters_greater', 'chapters_lesser'],
  volumes: ['volumes_greater', 'volumes_lesser'],
};

export function rangeArguments(state: FilterState, keys: readonly RangeKey[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of keys) {
    const range = state[key];
    if (!range) continue;
    const { greater, lesser } = exclusiveRange(key, range);
    out[ARGUMENTS[key][0]] = greater;
    out[ARGUMENTS[key][1]] = lesser;
  }
  return out;
}
