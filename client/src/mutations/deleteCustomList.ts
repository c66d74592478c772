import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
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
    if (list && Array.isArray(current))
      list.setValue(
        current.filter((item) => item !== name),
        'customLists',
      );
  };
}

/** Deletes a custom list of the member `userId` (the viewer); the name goes at once and comes back on failure. */
export function useDeleteCustomList(): [
  (userId: number, type: ListType, customList: string, callbacks: MutationCallbacks) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<deleteCustomListMutation>(mutation);
  const remove = (userId: number, type: ListType, customList: string, { onCompleted, onError }: MutationCallbacks) => {
    const update = removeFromOptions(userId, type, customList);
    commit({ variables: { customList, type }, updater: update, optimisticUpdater: update, onCompleted: () => onCompleted?.(), onError });
  };
  return [remove, isInFlight];
}
