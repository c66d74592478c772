import { graphql, useMutation } from 'react-relay';
import type { RecordSourceProxy } from 'relay-runtime';
import type { saveMediaTagVoteMutation, saveMediaTagVoteMutation$data } from './__generated__/saveMediaTagVoteMutation.graphql';
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

/** The viewer's vote shows at once; the rank when the server has counted it (the answer). Optimistic and final. */
function setVote(mediaId: number, tagId: number, vote: number) {
  return (store: RecordSourceProxy, data?: saveMediaTagVoteMutation$data | null) => {
    const tag = mediaTagRecord(store, mediaId, tagId);
    if (!tag) return;
    tag.setValue(vote, 'userVote');
    const rank = data?.SaveMediaTagVote?.rank;
    if (rank != null) tag.setValue(rank, 'rank');
  };
}

/** A failed vote is silent (core §8) and the optimistic vote rolls back. */
export function useSaveMediaTagVote(): [(mediaId: number, tagId: number, vote: number) => void, boolean] {
  const [commit, isInFlight] = useMutation<saveMediaTagVoteMutation>(mutation);
  const save = (mediaId: number, tagId: number, vote: number) => {
    const update = setVote(mediaId, tagId, vote);
    commit({ variables: { mediaId, tagId, vote }, updater: update, optimisticUpdater: update, onError: () => undefined });
  };
  return [save, isInFlight];
}
