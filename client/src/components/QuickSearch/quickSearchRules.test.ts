import { describe, expect, it } from 'vitest';
import { quickSearchTotal, randomHint, viewAllPath } from './quickSearchRules.ts';

describe('quick search rules', () => {
  it('shows totals with a plus except exactly 5000', () => {
    expect(quickSearchTotal(14)).toBe('14+');
    expect(quickSearchTotal(5000)).toBe('5000');
  });
  it('links View all to the typed search sorted by match', () => {
    expect(viewAllPath('anime', 'one piece')).toBe('/search/anime?search=one+piece&sort=SEARCH_MATCH');
  });
  it('always picks a hint', () => {
    expect(randomHint(0)).toContain('Ctrl+S');
    expect(randomHint(0.999)).toBeTypeOf('string');
  });
});
