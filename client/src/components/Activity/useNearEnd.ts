import { useEffect, useRef } from 'react';
import { SCROLL_CHECK_MS, throttle } from './feedPaging.ts';

/** How close (px) the end of a feed may come to the bottom of the window before the next page loads. */
const AHEAD_PX = 800;

/**
 * Calls `onNear` while `enabled` and the returned element is within `aheadPx` of the bottom of the window, or of
 * `scroller` (a scrolling box). The scroll position is looked at on scroll, throttled to SCROLL_CHECK_MS, and once
 * whenever `enabled` turns on (a short list may already show its end).
 */
export function useNearEnd<T extends HTMLElement>(enabled: boolean, onNear: () => void, scroller?: HTMLElement | null, aheadPx = AHEAD_PX) {
  const sentinel = useRef<T>(null);
  const latest = useRef(onNear);
  latest.current = onNear;
  useEffect(() => {
    if (!enabled) return;
    const check = throttle(() => {
      const target = sentinel.current;
      if (!target) return;
      const bottom = scroller ? scroller.getBoundingClientRect().bottom : window.innerHeight;
      if (target.getBoundingClientRect().top - bottom < aheadPx) latest.current();
    }, SCROLL_CHECK_MS);
    const source: HTMLElement | Window = scroller ?? window;
    source.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    check();
    return () => {
      check.cancel();
      source.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [enabled, scroller, aheadPx]);
  return sentinel;
}
