import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { toastError } from '../system/toasts.ts';
import { threadRecordId } from './forumRecord.ts';
import type { toggleThreadSubscriptionMutation } from './__generated__/toggleThreadSubscriptionMutation.graphql';

// ToggleThreadSubscription (social §7): subscribed members hear of new comments in the thread.
const mutation = graphql`
  mutation toggleThreadSubscriptionMutation($threadId: Int, $subscribe: Boolean) {
    ToggleThreadSubscription(threadId: $threadId, subscribe: $subscribe) {
      id
      isSubscribed
    }
  }
`;

/** The bell shows the new state at once; the final update is the same function (and the answer agrees). */
export function setThreadSubscribed(threadId: number, subscribed: boolean) {
  return (store: RecordSourceSelectorProxy) => {
    store.get(threadRecordId(threadId))?.setValue(subscribed, 'isSubscribed');
  };
}

/** Subscribes or unsubscribes; a refusal rolls the bell back and shows the server's message. */
export function useToggleThreadSubscription(): [(threadId: number, subscribe: boolean) => void, boolean] {
  const [commit, isInFlight] = useMutation<toggleThreadSubscriptionMutation>(mutation);
  const toggle = (threadId: number, subscribe: boolean) => {
    const update = setThreadSubscribed(threadId, subscribe);
    commit({ variables: { threadId, subscribe }, updater: update, optimisticUpdater: update, onError: toastError });
  };
  return [toggle, isInFlight];
}
