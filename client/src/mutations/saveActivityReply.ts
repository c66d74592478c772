import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { commitGivenOnly } from '../system/commitGivenOnly.ts';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import type { saveActivityReplyMutation } from './__generated__/saveActivityReplyMutation.graphql';

// SaveActivityReply (social §7): a new reply (activityId, text) or an edit of one (id, text).
const mutation = graphql`
  mutation saveActivityReplyMutation($id: Int, $activityId: Int, $text: String) {
    SaveActivityReply(id: $id, activityId: $activityId, text: $text) {
      id
      ...ActivityReply_reply
    }
  }
`;

/** A new reply counts on its activity's card at once (the reply itself comes with the answer). */
export function countReply(activityRecordId: string, by: 1 | -1) {
  return (store: RecordSourceSelectorProxy) => {
    const record = store.get(activityRecordId);
    const count = record?.getValue('replyCount');
    if (record && typeof count === 'number') record.setValue(Math.max(0, count + by), 'replyCount');
  };
}

/** Posts a reply to the activity stored as `activityRecordId` and tells the reply's id; the count rolls back on failure. */
export function usePostActivityReply(): [
  (activityId: number, activityRecordId: string, text: string, callbacks: MutationCallbacks<number>) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<saveActivityReplyMutation>(mutation, commitGivenOnly);
  const post = (activityId: number, activityRecordId: string, text: string, { onCompleted, onError }: MutationCallbacks<number>) => {
    const count = countReply(activityRecordId, 1);
    commit({
      variables: { activityId, text },
      updater: count,
      optimisticUpdater: count,
      onCompleted: ({ SaveActivityReply: saved }) => {
        if (saved) onCompleted?.(saved.id);
        else onError?.(new Error('The reply was not saved.'));
      },
      onError,
    });
  };
  return [post, isInFlight];
}

/** Rewrites a reply (its author, or a community moderator); the answer updates the stored reply. */
export function useEditActivityReply(): [(id: number, text: string, callbacks: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<saveActivityReplyMutation>(mutation, commitGivenOnly);
  const edit = (id: number, text: string, { onCompleted, onError }: MutationCallbacks) =>
    void commit({ variables: { id, text }, onCompleted: () => onCompleted?.(), onError });
  return [edit, isInFlight];
}
