import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
import { announceListChange, invalidateLists } from './listChanges.ts';
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
 * place (list pages drop null entries). The optimistic and the final update are the same.
 */
function removeEntry(id: number, mediaId: number) {
  return (store: RecordSourceSelectorProxy) => {
    store.get(`Media:${mediaId}`)?.setValue(null, 'mediaListEntry');
    store.delete(`MediaList:${id}`);
  };
}

/** Deletes the list entry `id` of media `mediaId`; rejects with the server's GraphQLRequestError. */
export async function deleteListEntry(id: number, mediaId: number): Promise<void> {
  const remove = removeEntry(id, mediaId);
  // The lists that held it are fetched again when next shown (listChanges.ts); only once the server agreed.
  const update = (store: RecordSourceSelectorProxy) => {
    remove(store);
    invalidateLists(store);
  };
  await commitMutationAsync<deleteListEntryMutation>(mutation, { id }, update, remove);
  announceListChange({ mediaId, kind: 'deleted' });
}
