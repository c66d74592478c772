import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
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

/** Deletes (the caller has asked for confirmation); true once the server agreed. */
export async function deleteActivity(activity: ActivityRef): Promise<boolean> {
  const remove = removeActivity(activity);
  try {
    await commitMutationAsync<deleteActivityMutation>(mutation, { id: activity.id }, remove, remove);
  } catch (error) {
    toastError(error);
    return false;
  }
  showToast(ACTIVITY_DELETED, { kind: 'success' });
  return true;
}
