import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { showToast, toastError } from '../system/toasts.ts';
import { activityRecordId, type ActivityRef } from './activityRecord.ts';
import type { toggleActivityPinMutation } from './__generated__/toggleActivityPinMutation.graphql';

// ToggleActivityPin (social §4, §7, §8): own statuses and list activities, donators above tier 1.
const mutation = graphql`
  mutation toggleActivityPinMutation($id: Int, $pinned: Boolean) {
    ToggleActivityPin(id: $id, pinned: $pinned) {
      __typename
    }
  }
`;

export const ACTIVITY_PINNED = 'Activity pinned';
export const ACTIVITY_UNPINNED = 'Activity unpinned';

/** The pin shows at once; the final update is the same function (the answer carries only __typename). */
export function setPinned(activity: ActivityRef, pinned: boolean) {
  return (store: RecordSourceSelectorProxy) => {
    store.get(activityRecordId(activity))?.setValue(pinned, 'isPinned');
  };
}

/** Pins or unpins and says so (social §8); a refusal rolls back and shows the server's message. */
export function useToggleActivityPin(): [(activity: ActivityRef, pinned: boolean) => void, boolean] {
  const [commit, isInFlight] = useMutation<toggleActivityPinMutation>(mutation);
  const toggle = (activity: ActivityRef, pinned: boolean) => {
    const update = setPinned(activity, pinned);
    commit({
      variables: { id: activity.id, pinned },
      updater: update,
      optimisticUpdater: update,
      onCompleted: () => {
        showToast(pinned ? ACTIVITY_PINNED : ACTIVITY_UNPINNED, { kind: 'success' });
      },
      onError: toastError,
    });
  };
  return [toggle, isInFlight];
}
