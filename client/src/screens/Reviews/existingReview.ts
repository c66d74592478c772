import { fetchQuery, graphql } from 'react-relay';
import { environment } from '../../system/relayEnvironment.ts';
import type { existingReviewQuery, existingReviewQuery$data } from './__generated__/existingReviewQuery.graphql';

// The editor's question (social §4): has this member reviewed this media? The answer decides create or edit mode.
const query = graphql`
  query existingReviewQuery($mediaId: Int, $userId: Int) {
    Review(mediaId: $mediaId, userId: $userId) {
      id
      userId
      summary
      body
      score
      private
      user { name }
    }
  }
`;

export type ExistingReview = NonNullable<existingReviewQuery$data['Review']>;

/** The member's review of the media, or null: none, or the fetch failed, which counts as none (social §4). */
export async function fetchExistingReview(mediaId: number, userId: number): Promise<ExistingReview | null> {
  try {
    const data = await fetchQuery<existingReviewQuery>(
      environment,
      query,
      { mediaId, userId },
      { fetchPolicy: 'network-only' },
    ).toPromise();
    return data?.Review ?? null;
  } catch {
    return null;
  }
}
