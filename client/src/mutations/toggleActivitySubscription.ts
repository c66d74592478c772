import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
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

/** Subscribes or unsubscribes; a refusal rolls the bell back and shows the server's message. */
export function useToggleActivitySubscription(): [(activity: ActivityRef, subscribe: boolean) => void, boolean] {
  const [commit, isInFlight] = useMutation<toggleActivitySubscriptionMutation>(mutation);
  const toggle = (activity: ActivityRef, subscribe: boolean) => {
    const update = setSubscribed(activity, subscribe);
    commit({ variables: { activityId: activity.id, subscribe }, updater: update, optimisticUpdater: update, onError: toastError });
  };
  return [toggle, isInFlight];
}
