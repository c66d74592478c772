import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import { invalidateReviewLists } from './reviewChanges.ts';
import type { saveReviewMutation, saveReviewMutation$data } from './__generated__/saveReviewMutation.graphql';

// SaveReview (social §7): a new review, or with `id` an edit of one (a moderator editing another member's review
// must name it; without an id the server edits the viewer's own review of the media).
const mutation = graphql`
  mutation saveReviewMutation($id: Int, $mediaId: Int, $body: String, $summary: String, $score: Int, $private: Boolean) {
    SaveReview(id: $id, mediaId: $mediaId, body: $body, summary: $summary, score: $score, private: $private) {
      id
      mediaId
      summary
      body
      score
      private
      updatedAt
    }
  }
`;

export type SaveReviewVariables = saveReviewMutation['variables'];

/** The answer updates the stored review; the lists holding reviews of its media go stale (their order, their counts). */
function staleLists(store: RecordSourceSelectorProxy, data: saveReviewMutation$data | null | undefined) {
  if (data?.SaveReview) invalidateReviewLists(store, data.SaveReview.mediaId);
}

/** Saves and tells the review's id; failures carry the server's GraphQLRequestError (its field messages). */
export function useSaveReview(): [(variables: SaveReviewVariables, callbacks: MutationCallbacks<number>) => void, boolean] {
  const [commit, isInFlight] = useMutation<saveReviewMutation>(mutation);
  const save = (variables: SaveReviewVariables, { onCompleted, onError }: MutationCallbacks<number>) =>
    void commit({
      variables,
      updater: staleLists,
      onCompleted: ({ SaveReview: saved }) => {
        if (saved) onCompleted?.(saved.id);
        else onError?.(new Error('The review was not saved.'));
      },
      onError,
    });
  return [save, isInFlight];
}
