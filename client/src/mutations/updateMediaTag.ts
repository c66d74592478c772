import { graphql, useMutation } from 'react-relay';
import { TAG_MESSAGES } from '@tsuzuki/events/tagRules';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { showToast } from '../system/toasts.ts';
import type { updateMediaTagMutation } from './__generated__/updateMediaTagMutation.graphql';
import { mediaTagRecord } from './mediaTagRecords.ts';

// UpdateMediaTag (core §6-§8): a data moderator sets a tag's spoiler flag for one media; "Tag spoiler set to
// {true/false}" on success, false silently on failure.
const mutation = graphql`
  mutation updateMediaTagMutation($mediaId: Int, $tagId: Int, $isMediaSpoiler: Boolean) {
    UpdateMediaTag(mediaId: $mediaId, tagId: $tagId, isMediaSpoiler: $isMediaSpoiler) {
      id
      isMediaSpoiler
    }
  }
`;

/** The flag on this media's tag record, once the server agreed (MediaTag records are one media's, relayEnvironment.ts). */
function setSpoiler(mediaId: number, tagId: number, isMediaSpoiler: boolean) {
  return (store: RecordSourceSelectorProxy) => {
    mediaTagRecord(store, mediaId, tagId)?.setValue(isMediaSpoiler, 'isMediaSpoiler');
  };
}

export function useSetMediaTagSpoiler(): [(mediaId: number, tagId: number, isMediaSpoiler: boolean) => void, boolean] {
  const [commit, isInFlight] = useMutation<updateMediaTagMutation>(mutation);
  const set = (mediaId: number, tagId: number, isMediaSpoiler: boolean) =>
    void commit({
      variables: { mediaId, tagId, isMediaSpoiler },
      updater: setSpoiler(mediaId, tagId, isMediaSpoiler),
      onCompleted: () => {
        showToast(TAG_MESSAGES.spoilerSet(isMediaSpoiler), { kind: 'success' });
      },
      // core §8: a failed change is silent.
      onError: () => undefined,
    });
  return [set, isInFlight];
}
