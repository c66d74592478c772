import { graphql, useMutation } from 'react-relay';
import type { RecordSourceProxy } from 'relay-runtime';
import { toastError } from '../system/toasts.ts';
import type { deleteRecommendationMutation } from './__generated__/deleteRecommendationMutation.graphql';

// DeleteRecommendation (social §5-§7): by its author or a community moderator, after the confirmation.
const mutation = graphql`
  mutation deleteRecommendationMutation($id: Int) {
    DeleteRecommendation(id: $id) {
      deleted
    }
  }
`;

/** The pair leaves the store: previews and pages holding it read null in its place and skip it. Optimistic and final. */
export function removeRecommendation(id: number) {
  return (store: RecordSourceProxy) => {
    store.delete(`Recommendation:${id}`);
  };
}

/** Removes (the caller has asked for confirmation); a refusal brings the card back with the server's message. */
export function useDeleteRecommendation(): [(id: number) => void, boolean] {
  const [commit, isInFlight] = useMutation<deleteRecommendationMutation>(mutation);
  const remove = (id: number) => {
    const update = removeRecommendation(id);
    commit({ variables: { id }, updater: update, optimisticUpdater: update, onError: toastError });
  };
  return [remove, isInFlight];
}
