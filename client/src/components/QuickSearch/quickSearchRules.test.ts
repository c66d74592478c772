import { describe, expect, it } from 'vitest';
import {
  HINTS,
  QUICK_SEARCH_DEBOUNCE_MS,
  QUICK_SEARCH_PER_GROUP,
  quickSearchTotal,
  randomHint,
  stepResult,
  VIEW_ALL_ABOVE,
  viewAllPath,
} from './quickSearchRules.ts';
import { wrapFocus } from '../focusOrder.ts';

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
  it('links View all above 13, shows 8 per column and debounces 300 ms', () => {
    expect(VIEW_ALL_ABOVE).toBe(13);
    expect(QUICK_SEARCH_PER_GROUP).toBe(8);
    expect(QUICK_SEARCH_DEBOUNCE_MS).toBe(300);
  });
  it('steps through the results with the arrow keys, back up to the input', () => {
    expect(stepResult(5, -1, 'ArrowDown')).toBe(0);
    expect(stepResult(5, 0, 'ArrowDown')).toBe(1);
    expect(stepResult(5, 4, 'ArrowDown')).toBe(4);
    expect(stepResult(5, 1, 'ArrowUp')).toBe(0);
    expect(stepResult(5, 0, 'ArrowUp')).toBe(-1);
    expect(stepResult(5, -1, 'ArrowUp')).toBe(-1);
    expect(stepResult(0, -1, 'ArrowDown')).toBe(-1);
  });
});

describe('focus trap order', () => {
  it('wraps Tab from the last element to the first and Shift+Tab from the first to the last', () => {
    expect(wrapFocus(4, 3, false)).toBe(0);
    expect(wrapFocus(4, 0, true)).toBe(3);
  });
  it('leaves steps inside to the browser and pulls focus from outside in', () => {
    expect(wrapFocus(4, 1, false)).toBeNull();
    expect(wrapFocus(4, 2, true)).toBeNull();
    expect(wrapFocus(4, -1, false)).toBe(0);
    expect(wrapFocus(4, -1, true)).toBe(3);
    expect(wrapFocus(0, -1, false)).toBeNull();
  });
});
