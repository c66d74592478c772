import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { MutationAnswer } from '../system/mutationCallbacks.ts';
import { countsAfterVote, type ReviewRating } from '../components/Review/reviewRules.ts';
import { toastError } from '../system/toasts.ts';
import { reviewRecordId } from './reviewChanges.ts';
import type { rateReviewMutation } from './__generated__/rateReviewMutation.graphql';

// RateReview (social §3, §4, §7): the thumbs and "X out of Y" move at once; the answer carries the counts as the
// server recounted them, which replace the guess.
const mutation = graphql`
  mutation rateReviewMutation($reviewId: Int, $rating: ReviewRating) {
    RateReview(reviewId: $reviewId, rating: $rating) {
      id
      rating
      ratingAmount
      userRating
    }
  }
`;

/**
 * The viewer's vote becomes `next` and the counts move by the difference from the vote stored before. The same
 * function is the final update, where the answer has already stored the vote and the counts as the server made
 * them: it leaves them so.
 */
export function shiftVote(reviewId: number, next: ReviewRating) {
  return (store: RecordSourceSelectorProxy, data?: MutationAnswer) => {
    const record = store.get(reviewRecordId(reviewId));
    if (!record || data) return;
    const number = (field: string) => {
      const value = record.getValue(field);
      return typeof value === 'number' ? value : 0;
    };
    const previous = record.getValue('userRating') as ReviewRating | null | undefined;
    const counts = countsAfterVote({ rating: number('rating'), ratingAmount: number('ratingAmount') }, previous, next);
    record.setValue(next, 'userRating');
    record.setValue(counts.rating, 'rating');
    record.setValue(counts.ratingAmount, 'ratingAmount');
  };
}

/** Votes (or with NO_VOTE takes the vote back); a refusal rolls the counts back and shows the server's message. */
export function useRateReview(): [(reviewId: number, rating: ReviewRating) => void, boolean] {
  const [commit, isInFlight] = useMutation<rateReviewMutation>(mutation);
  const rate = (reviewId: number, rating: ReviewRating) => {
    const update = shiftVote(reviewId, rating);
    commit({ variables: { reviewId, rating }, updater: update, optimisticUpdater: update, onError: toastError });
  };
  return [rate, isInFlight];
}
