import { useEffect, useRef } from 'react';
import { refreshOnVisible } from '../../session/sessionState.ts';
import { anyEditorActive } from './editorActivity.ts';
import { autoRefreshDue } from './feedPaging.ts';

/**
 * Calls `refresh` every `minutes` while the page is shown (core §4 "Automatic refresh"), and at once when the page
 * comes back after being hidden longer than that; each time only for a reader near the top with no editor open.
 */
export function useAutoRefresh(minutes: number | null | undefined, refresh: () => void): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (!minutes) return;
    const intervalMs = minutes * 60_000;
    let hiddenSince: number | null = null;
    const refreshIfDue = () => {
      if (autoRefreshDue(window.scrollY, anyEditorActive())) latest.current();
    };
    const timer = setInterval(() => {
      if (!document.hidden) refreshIfDue();
    }, intervalMs);
    const onVisibility = () => {
      if (document.hidden) {
        hiddenSince = Date.now();
        return;
      }
      const due = refreshOnVisible(hiddenSince, Date.now(), intervalMs);
      hiddenSince = null;
      if (due) refreshIfDue();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [minutes]);
}
