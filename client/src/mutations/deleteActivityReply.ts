import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
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

/** Deletes (the caller has asked for confirmation) and says so; a refusal brings the reply back with the server's message. */
export function useDeleteActivityReply(): [(replyId: number, activityRecordId: string) => void, boolean] {
  const [commit, isInFlight] = useMutation<deleteActivityReplyMutation>(mutation);
  const remove = (replyId: number, activityRecordId: string) => {
    const update = removeReply(replyId, activityRecordId);
    commit({
      variables: { id: replyId },
      updater: update,
      optimisticUpdater: update,
      onCompleted: () => {
        showToast(ACTIVITY_REPLY_DELETED, { kind: 'success' });
      },
      onError: toastError,
    });
  };
  return [remove, isInFlight];
}
