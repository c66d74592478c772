import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { countsAfterVote, type ReviewRating } from '../components/Review/reviewRules.ts';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
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

/** The viewer's vote becomes `next` and the counts move by the difference from the vote stored before. */
export function shiftVote(reviewId: number, next: ReviewRating) {
  return (store: RecordSourceSelectorProxy) => {
    const record = store.get(reviewRecordId(reviewId));
    if (!record) return;
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
export async function rateReview(reviewId: number, rating: ReviewRating): Promise<boolean> {
  try {
    await commitMutationAsync<rateReviewMutation>(mutation, { reviewId, rating }, undefined, shiftVote(reviewId, rating));
  } catch (error) {
    toastError(error);
    return false;
  }
  return true;
}
