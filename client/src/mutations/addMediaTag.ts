import { graphql } from 'react-relay';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
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

export async function addMediaTag(mediaId: number, name: string, isMediaSpoiler: boolean): Promise<boolean> {
  try {
    await commitMutationAsync<addMediaTagMutation>(mutation, { mediaId, name, isMediaSpoiler }, (store) => {
      const added = store.getRootField('AddMediaTag');
      if (!added) return;
      const tags = mediaTagsOf(store, mediaId).filter((tag) => tag.getValue('id') !== added.getValue('id'));
      setMediaTags(store, mediaId, [...tags, added]);
    });
    return true;
  } catch (error) {
    toastError(error);
    return false;
  }
}
