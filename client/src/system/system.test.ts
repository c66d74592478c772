import { describe, expect, it } from 'vitest';
import { creep, PROGRESS_CAP, PROGRESS_TICK_MS } from './progress.ts';
import { parseTheme, resolveTheme } from './theme.ts';
import { ChunkTimeoutError } from './chunkTimeout.ts';
import { errorCopy } from './errors/errorCopy.ts';

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

describe('error screen copy', () => {
  it('asks for a reload when a page chunk timed out or is gone', () => {
    expect(errorCopy(new ChunkTimeoutError(120_000))).toEqual({
      title: 'Page failed to load',
      message: 'The page did not load within 120 seconds. Check your connection and reload.',
      reload: true,
    });
    expect(errorCopy(new TypeError('Failed to fetch dynamically imported module: /assets/Home.js'))).toMatchObject({
      title: 'Update required',
      reload: true,
    });
  });
  it('shows other errors with their message, or Internal Server Error', () => {
    expect(errorCopy(new Error('Not Found.'))).toEqual({ title: 'Something went wrong', message: 'Not Found.', reload: false });
    expect(errorCopy('odd')).toMatchObject({ message: 'Internal Server Error', reload: false });
  });
});
