import { afterEach, describe, expect, it, vi } from 'vitest';
import { autoRefreshDue, feedNext, throttle, unseen } from './feedPaging.ts';

describe('feed paging (core §4)', () => {
  it('waits for the page in flight', () => {
    expect(feedNext(1, null, 25, 2)).toBe('loading');
  });

  it('is complete after a short page', () => {
    expect(feedNext(1, 24, 25, 2)).toBe('complete');
    expect(feedNext(3, 0, 25, 2)).toBe('complete');
  });

  it('pauses for Load More after every N pages, and loads on scroll between', () => {
    expect(feedNext(1, 25, 25, 2)).toBe('scroll');
    expect(feedNext(2, 25, 25, 2)).toBe('paused');
    expect(feedNext(3, 25, 25, 2)).toBe('scroll');
    expect(feedNext(4, 25, 25, 2)).toBe('paused');
    expect(feedNext(3, 10, 10, 3)).toBe('paused');
  });

  it('never pauses without a limit', () => {
    expect(feedNext(2, 25, 25, null)).toBe('scroll');
    expect(feedNext(4, 25, 25, 0)).toBe('scroll');
  });

  it('drops what an earlier page already showed', () => {
    expect(unseen([{ id: 5 }, { id: 4 }, { id: 3 }], new Set([5]))).toEqual([{ id: 4 }, { id: 3 }]);
    expect(unseen([{ id: 2 }], new Set())).toEqual([{ id: 2 }]);
  });
});

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
