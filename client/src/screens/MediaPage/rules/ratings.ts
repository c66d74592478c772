/** Ratings over 999 are shown in small text (core §9, FMT-15). */
export const SMALL_RATING_ABOVE = 999;

export function isSmallRating(rating: number | null | undefined): boolean {
  return (rating ?? 0) > SMALL_RATING_ABOVE;
}

/** Sizes of the overview previews (core §9). */
export const REVIEW_PREVIEW_SIZE = 2;
export const RECOMMENDATION_PREVIEW_SIZE = 7;
export const THREAD_PREVIEW_SIZE = 2;
