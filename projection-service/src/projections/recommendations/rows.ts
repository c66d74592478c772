// Rows of rm_recommendations, as this projection writes them and the query-service reads them.

/** A row of rm_recommendations.recommendations. */
export interface RecommendationRow {
  id: number;
  /** As first recommended: on media_id's page, media_recommendation_id. */
  media_id: number;
  media_recommendation_id: number;
  user_id: number;
  /** Up votes minus down votes. */
  rating: number;
  created_at: number;
}

/** A row of rm_recommendations.recommendation_ratings. */
export interface RatingRow {
  recommendation_id: number;
  user_id: number;
  rating: number;
  created_at: number;
}
