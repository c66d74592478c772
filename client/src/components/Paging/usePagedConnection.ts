import { useCallback, useRef, useState, useTransition } from 'react';
import { listNext, type ListNext } from './listPaging.ts';

/** What usePaginationFragment hands a list (its loadNext, whatever its query). */
export interface Pagination {
  loadNext(count: number, options?: { onComplete?: (error: Error | null) => void }): unknown;
  readonly hasNext: boolean;
  readonly isLoadingNext: boolean;
}

export interface PagedConnection {
  readonly next: ListNext;
  /** The next page: only when there is one and none is on its way, in a transition (the list on show stays). */
  more(): void;
  /** Why the last page did not come: Relay hands a failed loadNext only to onComplete. */
  readonly failure: Error | null;
  /** The first page alone again (it was fetched afresh): counting towards a pause starts over. */
  reset(): void;
}

/**
 * A paginated list's next pages over usePaginationFragment (ADR 39): `perPage` at a time, a pause for "Load More"
 * after every `pauseEvery` pages, and a failed page remembered until Retry (`more` again), so the list says so
 * instead of ending or showing nothing.
 */
export function usePagedConnection(
  { loadNext, hasNext, isLoadingNext }: Pagination,
  perPage: number,
  pauseEvery: number | null = null,
): PagedConnection {
  const [pages, setPages] = useState(1);
  const [failure, setFailure] = useState<Error | null>(null);
  const [, startTransition] = useTransition();
  // A page asked for and not yet answered. isLoadingNext is as of the last render, so a second call before the next
  // one (the reader at the end and a click) would reach Relay, which declines it and calls onComplete at once, which
  // must not count as a page. A network may answer at once too, so timing cannot tell the two apart: this ref can.
  const asking = useRef(false);
  const more = useCallback(() => {
    if (!hasNext || isLoadingNext || asking.current) return;
    asking.current = true;
    setFailure(null);
    startTransition(() => {
      loadNext(perPage, {
        onComplete: (error) => {
          asking.current = false;
          if (error) setFailure(error);
          else setPages((count) => count + 1);
        },
      });
    });
  }, [hasNext, isLoadingNext, loadNext, perPage]);
  const reset = useCallback(() => setPages(1), []);
  return { next: listNext({ pages, hasNext, isLoadingNext, failed: failure !== null }, pauseEvery), more, failure, reset };
}
