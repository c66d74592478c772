import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
import { toastError } from '../system/toasts.ts';
import { activityRecordId, type ActivityRef } from './activityRecord.ts';
import type { toggleActivitySubscriptionMutation } from './__generated__/toggleActivitySubscriptionMutation.graphql';

// ToggleActivitySubscription (social §4, §7): subscribed members hear of new replies.
const mutation = graphql`
  mutation toggleActivitySubscriptionMutation($activityId: Int, $subscribe: Boolean) {
    ToggleActivitySubscription(activityId: $activityId, subscribe: $subscribe) {
      __typename
    }
  }
`;

/** The bell shows the new state at once; the final update is the same function. */
export function setSubscribed(activity: ActivityRef, subscribed: boolean) {
  return (store: RecordSourceSelectorProxy) => {
    store.get(activityRecordId(activity))?.setValue(subscribed, 'isSubscribed');
  };
}

export async function toggleActivitySubscription(activity: ActivityRef, subscribe: boolean): Promise<void> {
  const update = setSubscribed(activity, subscribe);
  try {
    await commitMutationAsync<toggleActivitySubscriptionMutation>(mutation, { activityId: activity.id, subscribe }, update, update);
  } catch (error) {
    toastError(error);
  }
}
