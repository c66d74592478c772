import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
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
function removeReview(id: number, mediaId: number) {
  return (store: RecordSourceSelectorProxy) => {
    invalidateReviewLists(store, mediaId);
    store.delete(reviewRecordId(id));
  };
}

/** Deletes (the caller has asked for confirmation) and says so; a refusal shows the server's message. */
export function useDeleteReview(): [(id: number, mediaId: number, callbacks?: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<deleteReviewMutation>(mutation);
  const remove = (id: number, mediaId: number, { onCompleted }: MutationCallbacks = {}) =>
    void commit({
      variables: { id },
      // Not optimistic: the review's own page (or its editor) is on screen until the review is gone.
      updater: removeReview(id, mediaId),
      onCompleted: () => {
        showToast(REVIEW_DELETED, { kind: 'success' });
        onCompleted?.();
      },
      onError: toastError,
    });
  return [remove, isInFlight];
}
