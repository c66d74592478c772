import type { DomainEvent, RecommendationRating } from '@tsuzuki/events';

export interface Recommendation {
  recommendationId: number;
  /** The direction it was first recommended in: on `mediaId`'s page, `mediaRecommendationId`. */
  mediaId: number;
  mediaRecommendationId: number;
  authorId: number;
  /** Members' standing ratings (a NO_RATING takes theirs away). Never changed in place. */
  ratings: ReadonlyMap<number, Exclude<RecommendationRating, 'NO_RATING'>>;
}

/** The recommendation entry of one pair of media: none, or the current one (a deleted one is gone with its votes). */
export interface RecommendationState {
  current: Recommendation | null;
}

export const initialRecommendationState: RecommendationState = { current: null };

export function evolveRecommendation(state: RecommendationState, event: DomainEvent): RecommendationState {
  switch (event.type) {
    case 'RecommendationAdded': {
      const { recommendationId, mediaId, mediaRecommendationId, userId } = event.data;
      return { current: { recommendationId, mediaId, mediaRecommendationId, authorId: userId, ratings: new Map() } };
    }
    case 'RecommendationRated': {
      if (!state.current) return state;
      const ratings = new Map(state.current.ratings);
      if (event.data.rating === 'NO_RATING') ratings.delete(event.data.userId);
      else ratings.set(event.data.userId, event.data.rating);
      return { current: { ...state.current, ratings } };
    }
    case 'RecommendationDeleted':
      return { current: null };
    default:
      return state;
  }
}
