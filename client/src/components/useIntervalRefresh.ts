import { useEffect, useRef } from 'react';
import { refreshOnVisible } from '../session/sessionState.ts';

/**
 * Calls `refresh` every `minutes` while the page is shown (social §4 "Automatic refresh"): a hidden page asks nothing,
 * and one shown again after being hidden longer than the interval refreshes at once. No timer when `minutes` is empty.
 */
export function useIntervalRefresh(minutes: number | null | undefined, refresh: () => void): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (!minutes) return;
    const intervalMs = minutes * 60_000;
    let hiddenSince: number | null = null;
    const timer = setInterval(() => {
      if (!document.hidden) latest.current();
    }, intervalMs);
    const onVisibility = () => {
      if (document.hidden) {
        hiddenSince = Date.now();
        return;
      }
      const due = refreshOnVisible(hiddenSince, Date.now(), intervalMs);
      hiddenSince = null;
      if (due) latest.current();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [minutes]);
}
