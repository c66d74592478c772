// Which threads a thread list asks for (Page.threads), worded the same by a route query that asks for a list's first
// page itself and by the list's own page queries, so that the list finds that page in the store.

export type ThreadSortName = 'IS_STICKY' | 'REPLIED_AT_DESC' | 'ID_DESC' | 'SEARCH_MATCH';

export interface ThreadFeedFilter {
  readonly userId?: number | null;
  readonly categoryId?: number | null;
  readonly mediaCategoryId?: number | null;
  readonly search?: string | null;
  readonly sort?: readonly ThreadSortName[];
}

export interface ThreadFeedVariables {
  readonly page: number;
  readonly perPage: number;
  readonly userId: number | null;
  readonly categoryId: number | null;
  readonly mediaCategoryId: number | null;
  readonly search: string | null;
  readonly sort: readonly ThreadSortName[];
}

/** Recently active first, unless told otherwise. */
export const DEFAULT_THREAD_SORT: readonly ThreadSortName[] = ['REPLIED_AT_DESC'];

export function threadFeedVariables(filter: ThreadFeedFilter, page: number, perPage: number): ThreadFeedVariables {
  return {
    page,
    perPage,
    userId: filter.userId ?? null,
    categoryId: filter.categoryId ?? null,
    mediaCategoryId: filter.mediaCategoryId ?? null,
    search: filter.search || null,
    sort: filter.sort ?? DEFAULT_THREAD_SORT,
  };
}

/** Changes whenever the filter does: the list starts again at page 1. */
export const threadFeedKey = (filter: ThreadFeedFilter): string => JSON.stringify(threadFeedVariables(filter, 1, 0));
