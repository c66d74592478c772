import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
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

export function setPinned(activity: ActivityRef, pinned: boolean) {
  return (store: RecordSourceSelectorProxy) => {
    store.get(activityRecordId(activity))?.setValue(pinned, 'isPinned');
  };
}

export async function toggleActivityPin(activity: ActivityRef, pinned: boolean): Promise<void> {
  const update = setPinned(activity, pinned);
  try {
    await commitMutationAsync<toggleActivityPinMutation>(mutation, { id: activity.id, pinned }, update, update);
  } catch (error) {
    toastError(error);
    return;
  }
  showToast(pinned ? ACTIVITY_PINNED : ACTIVITY_UNPINNED, { kind: 'success' });
}
