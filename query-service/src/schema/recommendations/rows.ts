import type { RecommendationRating } from '@tsuzuki/events';

import type { RecommendationRow } from '@tsuzuki/projection-service/rows/recommendations';

// The recommendations read model's row is declared once by its projection.
export type { RecommendationRow };

/** A recommendation seen from one of its media: `media` is that one, `other` the media it recommends. */
export type RecommendationModel = RecommendationRow & { __media: number; __other: number };

/** Seen from `from` (one of the pair), else in the direction it was first recommended. */
export function fromSide(row: RecommendationRow, from?: number | null): RecommendationModel {
  const turned = from === row.media_recommendation_id && from !== row.media_id;
  return {
    ...row,
    __media: turned ? row.media_recommendation_id : row.media_id,
    __other: turned ? row.media_id : row.media_recommendation_id,
  };
}

/** A stored rating (1 up, -1 down) as AniList's RecommendationRating; no row is NO_RATING. */
export const recommendationRating = (value: number | null | undefined): RecommendationRating =>
  value === 1 ? 'RATE_UP' : value === -1 ? 'RATE_DOWN' : 'NO_RATING';
