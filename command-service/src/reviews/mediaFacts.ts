import { mediaStream, type DomainEvent, type MediaStatus, type MediaType } from '@tsuzuki/events';
import type { ContextReader, StreamView } from '../framework/command.ts';

/** What a review or recommendation decision needs of a media: a narrow fold of its stream (cached per view). */
export interface MediaFacts {
  mediaId: number;
  type: MediaType;
  status: MediaStatus | null;
  isReviewBlocked: boolean;
  isRecommendationBlocked: boolean;
}

type Folded = MediaFacts | null;

export const mediaFactsView: StreamView<Folded> = {
  initialState: null,
  evolve(state: Folded, event: DomainEvent): Folded {
    if (event.type === 'MediaAdded') {
      const d = event.data;
      return {
        mediaId: d.mediaId,
        type: d.type,
        status: d.status,
        isReviewBlocked: d.isReviewBlocked,
        isRecommendationBlocked: d.isRecommendationBlocked,
      };
    }
    if (event.type === 'MediaUpdated' && state) {
      const c = event.data.changes;
      return {
        ...state,
        ...(c.status !== undefined ? { status: c.status } : {}),
        ...(c.isReviewBlocked !== undefined ? { isReviewBlocked: c.isReviewBlocked } : {}),
        ...(c.isRecommendationBlocked !== undefined ? { isRecommendationBlocked: c.isRecommendationBlocked } : {}),
      };
    }
    return state;
  },
};

/** The media by id (absent: no such media). */
export async function readMediaFacts(ids: readonly number[], read: ContextReader): Promise<Map<number, MediaFacts>> {
  const facts = await Promise.all([...new Set(ids)].map((id) => read.state(mediaStream(id), mediaFactsView)));
  return new Map(facts.filter((f): f is MediaFacts => f !== null).map((f) => [f.mediaId, f]));
}
