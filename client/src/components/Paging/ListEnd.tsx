import { useNearEnd } from '../Activity/useNearEnd.ts';
import { LoadError } from '../LoadError/LoadError.tsx';
import type { PagedConnection } from './usePagedConnection.ts';

interface Props {
  paging: PagedConnection;
  /** The failed page's subject in its error: "Activity", "Replies". */
  what: string;
  /** The pause's button ("Load More", "Show more replies"), for lists that pause. */
  pausedLabel?: string;
  pausedClassName?: string;
  /** The scrolling box the list is in (a popover), when it is not the window. */
  scroller?: HTMLElement | null;
  /** How near (px) its end may come before the next page loads. */
  aheadPx?: number;
  /** The mark's own style, where the list lays it out (a grid cell across every column). */
  sentinelClassName?: string;
}

/**
 * The end of a paginated list: a failed page's error with its Retry (never a silent end), the pause's button, or the
 * mark whose coming near asks for the next page.
 */
export function ListEnd({ paging, what, pausedLabel, pausedClassName, scroller, aheadPx, sentinelClassName }: Props) {
  const sentinel = useNearEnd<HTMLDivElement>(paging.next === 'scroll', paging.more, scroller, aheadPx);
  if (paging.failure && paging.next === 'failed') return <LoadError what={what} error={paging.failure} onRetry={paging.more} />;
  if (paging.next === 'paused' && pausedLabel) {
    return (
      <button type="button" className={pausedClassName} onClick={paging.more}>
        {pausedLabel}
      </button>
    );
  }
  return paging.next === 'scroll' ? <div ref={sentinel} className={sentinelClassName} aria-hidden="true" /> : null;
}
