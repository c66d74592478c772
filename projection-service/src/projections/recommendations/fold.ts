import type { InputOf, RecommendationRating } from '@tsuzuki/events';
import type { RecordedEvent } from '@tsuzuki/event-store';
import type { RatingRow } from './rows.ts';

// A batch of recommendation events folded into net effects per row (index.ts applies them set-based). Each
// RecommendationRated carries the rating it replaces: the entry's rating moves by the difference, so it equals the
// sum of the standing ratings whatever the batch boundaries.

/** The events this read model handles (PROJECTION_INPUTS.recommendations). */
type RecommendationEvent = RecordedEvent<InputOf<'recommendations'>>;

export interface RecommendationInsert {
  id: number;
  media_id: number;
  media_recommendation_id: number;
  user_id: number;
  created_at: number;
}

export interface RecommendationBatch {
  added: Map<number, RecommendationInsert>;
  /** "recommendation:user" → the member's last rating in the batch (0: taken back). */
  ratings: Map<string, RatingRow>;
  delta: Map<number, number>;
  deleted: Set<number>;
}

export const RATING_VALUE: Record<RecommendationRating, number> = { RATE_UP: 1, RATE_DOWN: -1, NO_RATING: 0 };
const seconds = (event: RecordedEvent) => Math.floor(Date.parse(event.metadata.occurredAt) / 1000);

export function foldRecommendations(events: readonly RecommendationEvent[]): RecommendationBatch {
  const b: RecommendationBatch = { added: new Map(), ratings: new Map(), delta: new Map(), deleted: new Set() };
  for (const event of events) {
    const at = seconds(event);
    switch (event.type) {
      case 'RecommendationAdded': {
        const d = event.data;
        b.added.set(d.recommendationId, {
          id: d.recommendationId,
          media_id: d.mediaId,
          media_recommendation_id: d.mediaRecommendationId,
          user_id: d.userId,
          created_at: at,
        });
        break;
      }
      case 'RecommendationRated': {
        const d = event.data;
        const value = RATING_VALUE[d.rating];
        b.ratings.set(`${d.recommendationId}:${d.userId}`, {
          recommendation_id: d.recommendationId,
          user_id: d.userId,
          rating: value,
          created_at: at,
        });
        const by = value - RATING_VALUE[d.previous];
        if (by) b.delta.set(d.recommendationId, (b.delta.get(d.recommendationId) ?? 0) + by);
        break;
      }
      case 'RecommendationDeleted':
        b.deleted.add(event.data.recommendationId);
        break;
      default:
        break;
    }
  }
  return b;
}
