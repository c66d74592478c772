import type { RecommendationRating } from '@tsuzuki/events';

// Rows of the recommendations read model (projection-service/src/projections/recommendations).

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

/** A recommendation seen from one of its media: `media` is that one, `other` the media it recommends. */
export type RecommendationModel = RecommendationRow & { __media: number; __other: number };

/** Seen from `from` (one of the pair), else in the direction it was first recommended. */
export function fromSide(row: RecommendationRow, from?: number | null): RecommendationModel {
  const turned = from === row.media_recommendation_id && from !== row.media_id;
  return { ...row, __media: turned ? row.media_recommendation_id : row.media_id, __other: turned ? row.media_id : row.media_recommendation_id };
}

/** A stored rating (1 up, -1 down) as AniList's RecommendationRating; no row is NO_RATING. */
export const recommendationRating = (value: number | null | undefined): RecommendationRating =>
  (value === 1 ? 'RATE_UP' : value === -1 ? 'RATE_DOWN' : 'NO_RATING');
