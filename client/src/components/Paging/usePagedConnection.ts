import { useCallback, useState, useTransition } from 'react';
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
  { loadNext, hasNext, isLoadingNext }: Pagination, perPage: number, pauseEvery: number | null = null,
): PagedConnection {
  const [pages, setPages] = useState(1);
  const [failure, setFailure] = useState<Error | null>(null);
  const [, startTransition] = useTransition();
  const more = useCallback(() => {
    if (!hasNext || isLoadingNext) return;
    setFailure(null);
    startTransition(() => {
      // Relay declines a loadNext while its list is fetching (another page, or the query that holds the list) and then
      // calls onComplete at once: only a page that was really asked for counts towards a pause.
      let asked = false;
      loadNext(perPage, {
        onComplete: (error) => {
          if (error) setFailure(error);
          else if (asked) setPages((count) => count + 1);
        },
      });
      asked = true;
    });
  }, [hasNext, isLoadingNext, loadNext, perPage]);
  const reset = useCallback(() => setPages(1), []);
  return { next: listNext({ pages, hasNext, isLoadingNext, failed: failure !== null }, pauseEvery), more, failure, reset };
}
