import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import { showToast, toastError } from '../system/toasts.ts';
import { activityRecordId, type ActivityRef } from './activityRecord.ts';
import type { deleteActivityMutation } from './__generated__/deleteActivityMutation.graphql';

// DeleteActivity (social §5, §7, §8).
const mutation = graphql`
  mutation deleteActivityMutation($id: Int) {
    DeleteActivity(id: $id) {
      deleted
    }
  }
`;

export const ACTIVITY_DELETED = 'Activity Deleted';

/** The activity leaves the store: feeds holding it read null in its place and skip it. Optimistic and final. */
export function removeActivity(activity: ActivityRef) {
  return (store: RecordSourceSelectorProxy) => {
    store.delete(activityRecordId(activity));
  };
}

/** Deletes (the caller has asked for confirmation) and says so; a refusal brings the card back with the server's message. */
export function useDeleteActivity(): [(activity: ActivityRef, callbacks?: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<deleteActivityMutation>(mutation);
  const remove = (activity: ActivityRef, { onCompleted }: MutationCallbacks = {}) => {
    const update = removeActivity(activity);
    commit({
      variables: { id: activity.id },
      updater: update,
      optimisticUpdater: update,
      onCompleted: () => {
        showToast(ACTIVITY_DELETED, { kind: 'success' });
        onCompleted?.();
      },
      onError: toastError,
    });
  };
  return [remove, isInFlight];
}
