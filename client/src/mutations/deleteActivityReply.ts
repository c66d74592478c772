import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
import { showToast, toastError } from '../system/toasts.ts';
import { replyRecordId } from './activityRecord.ts';
import { countReply } from './saveActivityReply.ts';
import type { deleteActivityReplyMutation } from './__generated__/deleteActivityReplyMutation.graphql';

// DeleteActivityReply (social §5, §7, §8).
const mutation = graphql`
  mutation deleteActivityReplyMutation($id: Int) {
    DeleteActivityReply(id: $id) {
      deleted
    }
  }
`;

export const ACTIVITY_REPLY_DELETED = 'Activity Reply Deleted';

/** The reply leaves the store (reply lists skip it) and its activity counts one reply fewer. Optimistic and final. */
export function removeReply(replyId: number, activityRecordId: string) {
  const count = countReply(activityRecordId, -1);
  return (store: RecordSourceSelectorProxy) => {
    store.delete(replyRecordId(replyId));
    count(store);
  };
}

/** Deletes (the caller has asked for confirmation); true once the server agreed. */
export async function deleteActivityReply(replyId: number, activityRecordId: string): Promise<boolean> {
  const remove = removeReply(replyId, activityRecordId);
  try {
    await commitMutationAsync<deleteActivityReplyMutation>(mutation, { id: replyId }, remove, remove);
  } catch (error) {
    toastError(error);
    return false;
  }
  showToast(ACTIVITY_REPLY_DELETED, { kind: 'success' });
  return true;
}
