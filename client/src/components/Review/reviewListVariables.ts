import type { ReviewListQuery$variables } from './__generated__/ReviewListQuery.graphql';

// A review list's variables, worded the same by the list and by a route loader that asks for its first page ahead
// (/reviews), so that the list finds that page in the store.

export interface ReviewListFilter {
  readonly mediaId?: number | null;
  readonly userId?: number | null;
}

/** /reviews: 20 a page. A profile's: 30 (social §9). A media's tab: 10. */
export const RECENT_PER_PAGE = 20;
export const USER_PER_PAGE = 30;
export const MEDIA_PER_PAGE = 10;

/** A media's reviews best rated first; every other list newest first. */
export function reviewListVariables(filter: ReviewListFilter, perPage: number): ReviewListQuery$variables {
  return {
    first: perPage,
    mediaId: filter.mediaId ?? null,
    userId: filter.userId ?? null,
    sort: filter.mediaId ? ['RATING_DESC', 'ID_DESC'] : ['ID_DESC'],
  };
}

export const reviewListKey = (filter: ReviewListFilter): string => `${filter.mediaId ?? ''}:${filter.userId ?? ''}`;
