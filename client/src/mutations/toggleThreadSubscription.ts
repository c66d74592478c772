import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
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

export async function toggleThreadSubscription(threadId: number, subscribe: boolean): Promise<void> {
  const update = setThreadSubscribed(threadId, subscribe);
  try {
    await commitMutationAsync<toggleThreadSubscriptionMutation>(mutation, { threadId, subscribe }, update, update);
  } catch (error) {
    toastError(error);
  }
}
