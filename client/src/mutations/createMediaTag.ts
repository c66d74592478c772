import { graphql, useMutation } from 'react-relay';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import type { createMediaTagMutation } from './__generated__/createMediaTagMutation.graphql';
import { toastTagSubmissionFailed, toastTagSubmitted } from './tagSubmissionToasts.ts';

// CreateMediaTag (core §5, §7, §8): a tag not in the known list, submitted for a media; it waits for a moderator. The
// toasts are the spec's: the submission message, or "Tag already denied or awaiting approval, reason: {message}" with
// the server's first error.
const mutation = graphql`
  mutation createMediaTagMutation($mediaId: Int, $name: String, $description: String, $isMediaSpoiler: Boolean, $isAdult: Boolean) {
    CreateMediaTag(mediaId: $mediaId, name: $name, description: $description, isMediaSpoiler: $isMediaSpoiler, isAdult: $isAdult) {
      id
      name
      status
    }
  }
`;

export interface NewTag {
  readonly name: string;
  readonly description: string;
  readonly isMediaSpoiler: boolean;
  readonly isAdult: boolean;
}

export function useSubmitMediaTag(): [(mediaId: number, tag: NewTag, callbacks: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<createMediaTagMutation>(mutation);
  const submit = (mediaId: number, tag: NewTag, { onCompleted }: MutationCallbacks) =>
    void commit({
      variables: { mediaId, ...tag, description: tag.description.trim() || null },
      onCompleted: () => {
        toastTagSubmitted();
        onCompleted?.();
      },
      onError: toastTagSubmissionFailed,
    });
  return [submit, isInFlight];
}
