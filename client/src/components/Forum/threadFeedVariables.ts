// Which threads a thread list asks for (threadFeed), worded the same by a route query that asks for a list's first
// page itself and by the list's own query, so that the list finds that page in the store.

export type ThreadSortName = 'IS_STICKY' | 'REPLIED_AT_DESC' | 'ID_DESC' | 'SEARCH_MATCH';

export interface ThreadFeedFilter {
  readonly userId?: number | null;
  readonly categoryId?: number | null;
  readonly mediaCategoryId?: number | null;
  readonly search?: string | null;
  readonly sort?: readonly ThreadSortName[];
}

export interface ThreadFeedVariables {
  /** The first page's size; later pages are as long (loadNext). */
  readonly first: number;
  readonly userId: number | null;
  readonly categoryId: number | null;
  readonly mediaCategoryId: number | null;
  readonly search: string | null;
  readonly sort: readonly ThreadSortName[];
}

/** Recently active first, unless told otherwise. */
export const DEFAULT_THREAD_SORT: readonly ThreadSortName[] = ['REPLIED_AT_DESC'];

export function threadFeedVariables(filter: ThreadFeedFilter, perPage: number): ThreadFeedVariables {
  return {
    first: perPage,
    userId: filter.userId ?? null,
    categoryId: filter.categoryId ?? null,
    mediaCategoryId: filter.mediaCategoryId ?? null,
    search: filter.search || null,
    sort: filter.sort ?? DEFAULT_THREAD_SORT,
  };
}

/** Changes whenever the filter does: the list starts again at its first page. */
export const threadFeedKey = (filter: ThreadFeedFilter): string => JSON.stringify(threadFeedVariables(filter, 0));
