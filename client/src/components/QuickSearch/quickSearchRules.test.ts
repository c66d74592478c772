import { describe, expect, it } from 'vitest';
import { HINTS, QUICK_SEARCH_DEBOUNCE_MS, quickSearchTotal, randomHint, VIEW_ALL_ABOVE, viewAllPath } from './quickSearchRules.ts';

describe('quick search rules', () => {
  it('shows totals with a plus except exactly 5000', () => {
    expect(quickSearchTotal(14)).toBe('14+');
    expect(quickSearchTotal(5000)).toBe('5000');
  });
  it('links View all to the typed search sorted by match', () => {
    expect(viewAllPath('anime', 'one piece')).toBe('/search/anime?search=one+piece&sort=SEARCH_MATCH');
  });
  it('picks either the shortcut hint or the Browse pointer', () => {
    expect(randomHint(0)).toContain('Ctrl+S');
    expect(randomHint(0.999)).toContain('Browse');
    expect(HINTS).toHaveLength(2);
  });
  it('links View all above 13 and debounces 300 ms', () => {
    expect(VIEW_ALL_ABOVE).toBe(13);
    expect(QUICK_SEARCH_DEBOUNCE_MS).toBe(300);
  });
});
