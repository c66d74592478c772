import { afterEach, describe, expect, it, vi } from 'vitest';
import { autoRefreshDue, throttle } from './feedPaging.ts';

describe('auto-refresh (core §4)', () => {
  it('refreshes only within 1000 px of the top and with no editor active', () => {
    expect(autoRefreshDue(0, false)).toBe(true);
    expect(autoRefreshDue(999, false)).toBe(true);
    expect(autoRefreshDue(1000, false)).toBe(false);
    expect(autoRefreshDue(0, true)).toBe(false);
  });
});

describe('throttle', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once, then at most once per window, with the last call kept', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const check = throttle(run, 200, () => Date.now());
    check();
    expect(run).toHaveBeenCalledTimes(1);
    check();
    check();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(199);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(2);
    check();
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('can be cancelled', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const check = throttle(run, 200, () => Date.now());
    check();
    check();
    check.cancel();
    vi.advanceTimersByTime(400);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
