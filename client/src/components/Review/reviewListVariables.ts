import type { ReviewListPageQuery$variables } from './__generated__/ReviewListPageQuery.graphql';

// One page of a review list, worded the same by the list and by a route query that asks for its first page ahead
// (the /reviews loader), so that the list finds that page in the store.

export interface ReviewListFilter {
  readonly mediaId?: number | null;
  readonly userId?: number | null;
}

/** /reviews: 20 a page. A profile's: 30 (social §9). A media's tab: 10. */
export const RECENT_PER_PAGE = 20;
export const USER_PER_PAGE = 30;
export const MEDIA_PER_PAGE = 10;

/** A media's reviews best rated first; every other list newest first. */
export function reviewListVariables(filter: ReviewListFilter, page: number, perPage: number): ReviewListPageQuery$variables {
  return {
    page,
    perPage,
    mediaId: filter.mediaId ?? null,
    userId: filter.userId ?? null,
    sort: filter.mediaId ? ['RATING_DESC', 'ID_DESC'] : ['ID_DESC'],
  };
}

export const reviewListKey = (filter: ReviewListFilter): string => `${filter.mediaId ?? ''}:${filter.userId ?? ''}`;
