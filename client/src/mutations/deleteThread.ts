import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import { showToast, toastError } from '../system/toasts.ts';
import { threadRecordId } from './forumRecord.ts';
import type { deleteThreadMutation } from './__generated__/deleteThreadMutation.graphql';

// DeleteThread (social §6, §7): the author or a community moderator; its comments go with it.
const mutation = graphql`
  mutation deleteThreadMutation($id: Int) {
    DeleteThread(id: $id) {
      deleted
    }
  }
`;

export const THREAD_DELETED = 'Thread deleted';

/** The thread leaves the store: lists holding it read null in its place and skip it. Optimistic and final. */
export function removeThread(threadId: number) {
  return (store: RecordSourceSelectorProxy) => {
    store.delete(threadRecordId(threadId));
  };
}

/** Deletes (the caller has asked for confirmation) and says so; a refusal shows the server's message. */
export function useDeleteThread(): [(threadId: number, callbacks?: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<deleteThreadMutation>(mutation);
  const remove = (threadId: number, { onCompleted }: MutationCallbacks = {}) =>
    void commit({
      variables: { id: threadId },
      // Not optimistic: the thread's own page is on screen, and it leaves only once the thread is gone.
      updater: removeThread(threadId),
      onCompleted: () => {
        showToast(THREAD_DELETED, { kind: 'success' });
        onCompleted?.();
      },
      onError: toastError,
    });
  return [remove, isInFlight];
}
