import { graphql } from 'react-relay';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
import { invalidateReviewLists } from './reviewChanges.ts';
import type { saveReviewMutation } from './__generated__/saveReviewMutation.graphql';

// SaveReview (social §7): a new review, or with `id` an edit of one (a moderator editing another member's review
// must name it; without an id the server edits the viewer's own review of the media).
const mutation = graphql`
  mutation saveReviewMutation($id: Int, $mediaId: Int, $body: String, $summary: String, $score: Int, $private: Boolean) {
    SaveReview(id: $id, mediaId: $mediaId, body: $body, summary: $summary, score: $score, private: $private) {
      id
      summary
      body
      score
      private
      updatedAt
    }
  }
`;

export type SaveReviewVariables = saveReviewMutation['variables'];

/** Saves and resolves with the review's id; rejects with the server's GraphQLRequestError (its field messages). */
export async function saveReview(variables: SaveReviewVariables): Promise<number> {
  const response = await commitMutationAsync<saveReviewMutation>(mutation, variables, invalidateReviewLists);
  const saved = response.SaveReview;
  if (!saved) throw new Error('The review was not saved.');
  return saved.id;
}
