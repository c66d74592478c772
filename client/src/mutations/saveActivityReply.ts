import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
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

/** Posts a reply to the activity stored as `activityRecordId`; resolves with the reply's id. */
export async function postActivityReply(activityId: number, activityRecordId: string, text: string): Promise<number> {
  const count = countReply(activityRecordId, 1);
  const response = await commitMutationAsync<saveActivityReplyMutation>(mutation, { activityId, text }, count, count, { givenOnly: true });
  const saved = response.SaveActivityReply;
  if (!saved) throw new Error('The reply was not saved.');
  return saved.id;
}

/** Rewrites a reply (its author, or a community moderator); the answer updates the stored reply. */
export async function editActivityReply(id: number, text: string): Promise<void> {
  await commitMutationAsync<saveActivityReplyMutation>(mutation, { id, text }, undefined, undefined, { givenOnly: true });
}
