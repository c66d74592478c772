import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import { toastError } from '../system/toasts.ts';
import type { addMediaTagMutation } from './__generated__/addMediaTagMutation.graphql';
import { mediaTagsOf, setMediaTags } from './mediaTagRecords.ts';

// AddMediaTag (core §7): a known tag put on a media by a member. It joins the media's list at the end (the next
// visit sorts it by rank); a refusal shows the server's error (core §8).
const mutation = graphql`
  mutation addMediaTagMutation($mediaId: Int, $name: String, $isMediaSpoiler: Boolean) {
    AddMediaTag(mediaId: $mediaId, name: $name, isMediaSpoiler: $isMediaSpoiler) {
      id
      ...MediaTagItem_tag
    }
  }
`;

/** The answer's tag joins the media's list at the end; nothing before it (its rank and record are the server's). */
function appendTag(mediaId: number) {
  return (store: RecordSourceSelectorProxy) => {
    const added = store.getRootField('AddMediaTag');
    if (!added) return;
    const tags = mediaTagsOf(store, mediaId).filter((tag) => tag.getValue('id') !== added.getValue('id'));
    setMediaTags(store, mediaId, [...tags, added]);
  };
}

export function useAddMediaTag(): [
  (mediaId: number, name: string, isMediaSpoiler: boolean, callbacks: MutationCallbacks) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<addMediaTagMutation>(mutation);
  const add = (mediaId: number, name: string, isMediaSpoiler: boolean, { onCompleted }: MutationCallbacks) =>
    void commit({
      variables: { mediaId, name, isMediaSpoiler },
      updater: appendTag(mediaId),
      onCompleted: () => onCompleted?.(),
      onError: toastError,
    });
  return [add, isInFlight];
}
