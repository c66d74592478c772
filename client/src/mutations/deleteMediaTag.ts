import { graphql } from 'react-relay';
import { TAG_MESSAGES } from '@tsuzuki/events/tagRules';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
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

export async function deleteMediaTag(mediaId: number, tagId: number): Promise<boolean> {
  try {
    await commitMutationAsync<deleteMediaTagMutation>(mutation, { mediaId, tagId }, (store) => {
      setMediaTags(store, mediaId, mediaTagsOf(store, mediaId).filter((tag) => tag.getValue('id') !== tagId));
    });
    showToast(TAG_MESSAGES.removed, { kind: 'success' });
    return true;
  } catch {
    return false;
  }
}
