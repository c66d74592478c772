import { describe, expect, it } from 'vitest';
import { creep, PROGRESS_CAP, PROGRESS_TICK_MS } from './progress.ts';
import { parseTheme, resolveTheme } from './theme.ts';

describe('progress creep', () => {
  it('never passes 95 and reaches it in about two seconds of ticks', () => {
    let value = 0;
    let ticks = 0;
    while (value < PROGRESS_CAP && ticks < 100) {
      value = creep(value, 0.5);
      ticks += 1;
    }
    expect(value).toBe(PROGRESS_CAP);
    expect(ticks * PROGRESS_TICK_MS).toBe(2000);
    expect(creep(94, 0.99)).toBe(PROGRESS_CAP);
  });
  it('moves by a random amount', () => {
    expect(creep(10, 0)).toBeLessThan(creep(10, 0.9));
    expect(creep(10, 0)).toBeGreaterThan(10);
  });
});

describe('theme choice', () => {
  it('reads the stored value and falls back to default', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('contrast')).toBe('contrast');
    expect(parseTheme('neon')).toBe('default');
    expect(parseTheme(null)).toBe('default');
  });
  it('lets the system choice follow the dark preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('default');
    expect(resolveTheme('contrast', true)).toBe('contrast');
  });
});
