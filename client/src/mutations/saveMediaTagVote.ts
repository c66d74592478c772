import { graphql } from 'react-relay';
import type { RecordSourceProxy } from 'relay-runtime';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
import type { saveMediaTagVoteMutation } from './__generated__/saveMediaTagVoteMutation.graphql';
import { mediaTagRecord } from './mediaTagRecords.ts';

// SaveMediaTagVote (core §5, §7): a member's vote on a media's tag, 5 Main Theme to 0 Not Relevant; the answer is the
// tag's new rank.
const mutation = graphql`
  mutation saveMediaTagVoteMutation($mediaId: Int, $tagId: Int, $vote: Int) {
    SaveMediaTagVote(mediaId: $mediaId, tagId: $tagId, vote: $vote) {
      mediaId
      tagId
      vote
      rank
    }
  }
`;

/** The viewer's vote shows at once; the rank when the server has counted it. */
function setVote(mediaId: number, tagId: number, vote: number, rank?: number | null) {
  return (store: RecordSourceProxy) => {
    const tag = mediaTagRecord(store, mediaId, tagId);
    if (!tag) return;
    tag.setValue(vote, 'userVote');
    if (rank != null) tag.setValue(rank, 'rank');
  };
}

/** A failed vote returns false silently (core §8) and the optimistic vote rolls back. */
export async function saveMediaTagVote(mediaId: number, tagId: number, vote: number): Promise<boolean> {
  try {
    await commitMutationAsync<saveMediaTagVoteMutation>(
      mutation,
      { mediaId, tagId, vote },
      (store, data) => setVote(mediaId, tagId, vote, data?.SaveMediaTagVote?.rank)(store),
      setVote(mediaId, tagId, vote),
    );
    return true;
  } catch {
    return false;
  }
}
