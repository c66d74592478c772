import type { MediaType } from '@tsuzuki/events';

// Rows of rm_reviews, as this projection writes them and the query-service reads them.

/** A row of rm_reviews.reviews. */
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

/** A row of rm_reviews.review_votes. */
export interface ReviewVoteRow {
  review_id: number;
  user_id: number;
  rating: number;
  created_at: number;
}
