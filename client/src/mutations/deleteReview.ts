import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
import { showToast, toastError } from '../system/toasts.ts';
import { invalidateReviewLists, reviewRecordId } from './reviewChanges.ts';
import type { deleteReviewMutation } from './__generated__/deleteReviewMutation.graphql';

// DeleteReview (social §5, §7, §8), by the author or a community moderator.
const mutation = graphql`
  mutation deleteReviewMutation($id: Int) {
    DeleteReview(id: $id) {
      deleted
    }
  }
`;

export const REVIEW_DELETED = 'Review deleted';

/** The review leaves the store (lists holding it read null and skip it) and the lists are asked again later. */
function removeReview(id: number) {
  return (store: RecordSourceSelectorProxy) => {
    invalidateReviewLists(store);
    store.delete(reviewRecordId(id));
  };
}

/** Deletes (the caller has asked for confirmation) and says so; true once the server agreed. */
export async function deleteReview(id: number): Promise<boolean> {
  try {
    await commitMutationAsync<deleteReviewMutation>(mutation, { id }, removeReview(id));
  } catch (error) {
    toastError(error);
    return false;
  }
  showToast(REVIEW_DELETED, { kind: 'success' });
  return true;
}
