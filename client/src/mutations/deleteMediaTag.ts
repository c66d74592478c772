import { graphql, useMutation } from 'react-relay';
import { TAG_MESSAGES } from '@tsuzuki/events/tagRules';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { showToast } from '../system/toasts.ts';
import type { deleteMediaTagMutation } from './__generated__/deleteMediaTagMutation.graphql';
import { mediaTagsOf, setMediaTags } from './mediaTagRecords.ts';

// DeleteMediaTag (core §6-§8): a data moderator takes a tag off a media; "Tag removed from media" on success, false
// silently on failure.
const mutation = graphql`
  mutation deleteMediaTagMutation($mediaId: Int, $tagId: Int) {
    DeleteMediaTag(mediaId: $mediaId, tagId: $tagId) {
      deleted
    }
  }
`;

/** The tag leaves the media's list once the server agreed (a data moderator's action, not shown before). */
function removeTag(mediaId: number, tagId: number) {
  return (store: RecordSourceSelectorProxy) => {
    setMediaTags(
      store,
      mediaId,
      mediaTagsOf(store, mediaId).filter((tag) => tag.getValue('id') !== tagId),
    );
  };
}

export function useDeleteMediaTag(): [(mediaId: number, tagId: number) => void, boolean] {
  const [commit, isInFlight] = useMutation<deleteMediaTagMutation>(mutation);
  const remove = (mediaId: number, tagId: number) =>
    void commit({
      variables: { mediaId, tagId },
      updater: removeTag(mediaId, tagId),
      onCompleted: () => {
        showToast(TAG_MESSAGES.removed, { kind: 'success' });
      },
      // core §8: a failed removal is silent.
      onError: () => undefined,
    });
  return [remove, isInFlight];
}
