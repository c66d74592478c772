import { useCallback, useRef } from 'react';
import { useIntervalRefresh } from '../useIntervalRefresh.ts';
import { anyEditorActive } from './editorActivity.ts';
import { autoRefreshDue } from './feedPaging.ts';

/**
 * A feed's automatic refresh (core §4): on the interval while the page is shown (useIntervalRefresh), each time only
 * for a reader near the top with no editor open, so nothing moves under someone reading or writing.
 */
export function useAutoRefresh(minutes: number | null | undefined, refresh: () => void): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  const refreshIfDue = useCallback(() => {
    if (autoRefreshDue(window.scrollY, anyEditorActive())) latest.current();
  }, []);
  useIntervalRefresh(minutes, refreshIfDue);
}
