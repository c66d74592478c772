import type { PageWindow, SliceOptions } from './paging.ts';

// What Query.Page hands its list fields (schema/mappers.ts names PageState): apart from the resolvers, which import
// the generated resolver types that import it.

/** What a Page list field answers pageInfo with: rows, and either an exact hasNextPage or an exact total. */
export interface PageResult<T> {
  rows: T[];
  /** Capped at TOTAL_CAP by pageInfo; null when it was not counted (pageInfo.total and lastPage not selected). */
  total: number | null;
  hasNextPage?: boolean;
}

/**
 * What Query.Page hands to its list fields. pageInfo describes the list fetched beside it: every list
 * field registers its result here when it is called, and pageInfo reads the first one tick later
 * (graphql-js calls all sibling resolvers before any promise settles). `options.total` says whether the
 * request selects pageInfo's total or lastPage: only then are the matches counted.
 */
export interface PageState {
  window: PageWindow;
  /** The request gave Page a perPage: a list with a page size of its own keeps it then (withDefaultPerPage). */
  perPageGiven?: boolean;
  options: SliceOptions;
  results: Promise<PageResult<unknown>>[];
}
