import type { MediaType, ReviewRating } from '@tsuzuki/events';

// Rows of the reviews read model (projection-service/src/projections/reviews).

export interface ReviewRow {
  id: number;
  user_id: number;
  media_id: number;
  media_type: MediaType;
  summary: string;
  /** Absent when a list did not ask for it (a card shows the summary): Review.body loads it then. */
  body?: string;
  score: number;
  private: boolean;
  /** Up votes. */
  rating: number;
  /** All votes. */
  rating_amount: number;
  created_at: number;
  updated_at: number;
}

/** A stored vote (1 up, -1 down) as AniList's ReviewRating; no row is NO_VOTE. */
export const reviewRating = (value: number | null | undefined): ReviewRating => (value === 1 ? 'UP_VOTE' : value === -1 ? 'DOWN_VOTE' : 'NO_VOTE');
