// social §2 and §9: a column links to the full search when it holds more than 13; totals read "N+" except 5000.
export const QUICK_SEARCH_DEBOUNCE_MS = 300;
export const VIEW_ALL_ABOVE = 13;
/** Results shown per column (core §7, §9); studios show 13. */
export const QUICK_SEARCH_PER_GROUP = 8;

export function quickSearchTotal(total: number): string {
  return total === 5000 ? String(total) : `${total}+`;
}

export function viewAllPath(type: string, search: string): string {
  const params = new URLSearchParams({ search, sort: 'SEARCH_MATCH' });
  return `/search/${type}?${params.toString()}`;
}

// A quick-toggle (shortcut) hint or a pointer to the Browse page (social §2).
export const HINTS = [
  'Tip: press Ctrl+S (⌘S on a Mac) anywhere to open or close this search.',
  'Looking for something to watch? Browse has top lists, trending titles and seasons.',
] as const;

export function randomHint(random: number): string {
  return HINTS[Math.floor(random * HINTS.length) % HINTS.length]!;
}

/**
 * Arrow keys through the results: from the input (-1) Down goes to the first result, Up from the first goes back to
 * the input; the ends do not wrap. Returns the index to focus, -1 for the input.
 */
export function stepResult(count: number, current: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return Math.min(count - 1, current + 1);
  return Math.max(-1, current - 1);
}
