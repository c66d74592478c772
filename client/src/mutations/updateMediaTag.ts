import { graphql } from 'react-relay';
import { TAG_MESSAGES } from '@tsuzuki/events/tagRules';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
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

export async function setMediaTagSpoiler(mediaId: number, tagId: number, isMediaSpoiler: boolean): Promise<boolean> {
  try {
    await commitMutationAsync<updateMediaTagMutation>(mutation, { mediaId, tagId, isMediaSpoiler }, (store) => {
      mediaTagRecord(store, mediaId, tagId)?.setValue(isMediaSpoiler, 'isMediaSpoiler');
    });
    showToast(TAG_MESSAGES.spoilerSet(isMediaSpoiler), { kind: 'success' });
    return true;
  } catch {
    return false;
  }
}
