import type { ReviewRating } from '@tsuzuki/events';

// The reviews read model's row is declared once by its projection.
export type { ReviewRow } from '@tsuzuki/projection-service/rows/reviews';

/** A stored vote (1 up, -1 down) as AniList's ReviewRating; no row is NO_VOTE. */
export const reviewRating = (value: number | null | undefined): ReviewRating =>
  value === 1 ? 'UP_VOTE' : value === -1 ? 'DOWN_VOTE' : 'NO_VOTE';
