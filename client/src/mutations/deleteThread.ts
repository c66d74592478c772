import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
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

/** Deletes (the caller has asked for confirmation); true once the server agreed. */
export async function deleteThread(threadId: number): Promise<boolean> {
  try {
    // Not optimistic: the thread's own page is on screen, and it leaves only once the thread is gone.
    await commitMutationAsync<deleteThreadMutation>(mutation, { id: threadId }, removeThread(threadId));
  } catch (error) {
    toastError(error);
    return false;
  }
  showToast(THREAD_DELETED, { kind: 'success' });
  return true;
}
