import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { MutationAnswer, MutationCallbacks } from '../system/mutationCallbacks.ts';
import { invalidateLists } from './listChanges.ts';
import type { deleteListEntryMutation } from './__generated__/deleteListEntryMutation.graphql';

// DeleteMediaListEntry (core §7).
const mutation = graphql`
  mutation deleteListEntryMutation($id: Int) {
    DeleteMediaListEntry(id: $id) {
      deleted
    }
  }
`;

/**
 * The entry leaves the store: its media has no mediaListEntry any more, and lists holding it read null in its
 * place (list pages drop null entries). Optimistic and final; only once the server agreed, the lists that held it
 * go stale (listChanges.ts).
 */
export function removeEntry(id: number, mediaId: number) {
  return (store: RecordSourceSelectorProxy, data?: MutationAnswer) => {
    store.get(`Media:${mediaId}`)?.setValue(null, 'mediaListEntry');
    store.delete(`MediaList:${id}`);
    if (data != null) invalidateLists(store);
  };
}

/** Deletes the list entry `id` of media `mediaId`; failures carry the server's GraphQLRequestError. */
export function useDeleteListEntry(): [(id: number, mediaId: number, callbacks: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<deleteListEntryMutation>(mutation);
  const remove = (id: number, mediaId: number, { onCompleted, onError }: MutationCallbacks) => {
    const update = removeEntry(id, mediaId);
    commit({ variables: { id }, updater: update, optimisticUpdater: update, onCompleted: () => onCompleted?.(), onError });
  };
  return [remove, isInFlight];
}
