import { graphql } from 'react-relay';
import type { RecordSourceProxy } from 'relay-runtime';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
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

/** Removes (the caller has asked for confirmation); true once the server agreed, else the card comes back. */
export async function deleteRecommendation(id: number): Promise<boolean> {
  const remove = removeRecommendation(id);
  try {
    await commitMutationAsync<deleteRecommendationMutation>(mutation, { id }, remove, remove);
    return true;
  } catch (error) {
    toastError(error);
    return false;
  }
}
