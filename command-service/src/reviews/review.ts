import type { DomainEvent, MediaType, ReviewRating } from '@tsuzuki/events';

export interface ReviewContent {
  summary: string;
  body: string;
  score: number;
  private: boolean;
}

export interface Review extends ReviewContent {
  authorId: number;
  mediaId: number;
  mediaType: MediaType;
}

/** One review and the votes on it. The map is never changed in place: evolve returns a new one. */
export interface ReviewState {
  /** Null until written. */
  review: Review | null;
  deleted: boolean;
  /** Members' standing votes (a NO_VOTE takes theirs away). */
  votes: ReadonlyMap<number, Exclude<ReviewRating, 'NO_VOTE'>>;
}

export const initialReviewState: ReviewState = { review: null, deleted: false, votes: new Map() };

export function evolveReview(state: ReviewState, event: DomainEvent): ReviewState {
  switch (event.type) {
    case 'ReviewWritten': {
      const { reviewId: _id, userId, ...review } = event.data;
      return { ...state, review: { ...review, authorId: userId } };
    }
    case 'ReviewEdited': {
      if (!state.review) return state;
      const { summary, body, score, private: isPrivate } = event.data;
      return { ...state, review: { ...state.review, summary, body, score, private: isPrivate } };
    }
    case 'ReviewDeleted':
      return { ...state, deleted: true };
    case 'ReviewRated': {
      const votes = new Map(state.votes);
      if (event.data.rating === 'NO_VOTE') votes.delete(event.data.userId);
      else votes.set(event.data.userId, event.data.rating);
      return { ...state, votes };
    }
    default:
      return state;
  }
}
