import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
import type { deleteCustomListMutation } from './__generated__/deleteCustomListMutation.graphql';

// AniList's DeleteCustomList: removes the list from the options and from every entry that was on it.
const mutation = graphql`
  mutation deleteCustomListMutation($customList: String, $type: MediaType) {
    DeleteCustomList(customList: $customList, type: $type) {
      deleted
    }
  }
`;

type ListType = 'ANIME' | 'MANGA';

/** Takes the name out of the viewer's stored options; the optimistic and the final update are the same. */
function removeFromOptions(userId: number, type: ListType, name: string) {
  return (store: RecordSourceSelectorProxy) => {
    const options = store.get(`User:${userId}`)?.getLinkedRecord('mediaListOptions');
    const list = options?.getLinkedRecord(type === 'ANIME' ? 'animeList' : 'mangaList');
    const current = list?.getValue('customLists');
    if (list && Array.isArray(current)) list.setValue(current.filter((item) => item !== name), 'customLists');
  };
}

export function deleteCustomList(userId: number, type: ListType, customList: string) {
  const update = removeFromOptions(userId, type, customList);
  return commitMutationAsync<deleteCustomListMutation>(mutation, { customList, type }, update, update);
}
