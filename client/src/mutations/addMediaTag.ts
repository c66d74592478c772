import { graphql, useMutation } from 'react-relay';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import type { addMediaTagMutation, MediaTagSubmissionStatus } from './__generated__/addMediaTagMutation.graphql';
import { toastTagSubmissionFailed, toastTagSubmitted } from './tagSubmissionToasts.ts';

// AddMediaTag (core §7, §8; ADR 67): a known tag proposed for a media. A member's waits for a data moderator (social
// §4): the spec's submission toast, and the tag is not on the media until accepted. A data moderator's is accepted at
// once; the caller asks the media's tags again. A refusal shows "Tag already denied or awaiting approval, reason: …".
const mutation = graphql`
  mutation addMediaTagMutation($mediaId: Int, $name: String, $isMediaSpoiler: Boolean) {
    AddMediaTag(mediaId: $mediaId, name: $name, isMediaSpoiler: $isMediaSpoiler) {
      id
      status
    }
  }
`;

export function useAddMediaTag(): [
  (mediaId: number, name: string, isMediaSpoiler: boolean, callbacks: MutationCallbacks<MediaTagSubmissionStatus | null>) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<addMediaTagMutation>(mutation);
  const add = (
    mediaId: number,
    name: string,
    isMediaSpoiler: boolean,
    { onCompleted }: MutationCallbacks<MediaTagSubmissionStatus | null>,
  ) =>
    void commit({
      variables: { mediaId, name, isMediaSpoiler },
      onCompleted: (answer) => {
        const status = answer.AddMediaTag?.status ?? null;
        if (status !== 'ACCEPTED') toastTagSubmitted();
        onCompleted?.(status);
      },
      onError: toastTagSubmissionFailed,
    });
  return [add, isInFlight];
}
