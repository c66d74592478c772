import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
import { showToast, toastError } from '../system/toasts.ts';
import { commentRecordId, isTreeReply, shiftReplyCount, type CommentRef } from './forumRecord.ts';
import { countComments, findInTree, readTree, removeFromTree, rewriteTree } from './threadCommentTree.ts';
import type { deleteThreadCommentMutation } from './__generated__/deleteThreadCommentMutation.graphql';

// DeleteThreadComment (social §6, §7): a comment goes with every reply under it (ADR 17).
const mutation = graphql`
  mutation deleteThreadCommentMutation($id: Int) {
    DeleteThreadComment(id: $id) {
      deleted
    }
  }
`;

export const COMMENT_DELETED = 'Comment deleted';

/**
 * The comment leaves the page with its replies (a top-level one leaves the store: comment pages skip it), and the
 * thread counts them all fewer. Optimistic and final.
 */
export function removeComment(target: CommentRef) {
  return (store: RecordSourceSelectorProxy) => {
    const rootRecord = commentRecordId(target.rootId);
    if (isTreeReply(target)) {
      const tree = readTree(store.get(rootRecord)?.getValue('childComments'));
      const gone = findInTree(tree, target.id);
      if (!gone) return;
      rewriteTree(store, rootRecord, (t) => removeFromTree(t, target.id));
      shiftReplyCount(target.threadId, -(1 + countComments(gone.childComments)))(store);
      return;
    }
    const record = store.get(rootRecord);
    if (!record) return;
    const replies = countComments(readTree(record.getValue('childComments')));
    store.delete(rootRecord);
    shiftReplyCount(target.threadId, -(1 + replies))(store);
  };
}

/** Deletes (the caller has asked for confirmation); true once the server agreed. */
export async function deleteThreadComment(target: CommentRef): Promise<boolean> {
  const remove = removeComment(target);
  try {
    await commitMutationAsync<deleteThreadCommentMutation>(mutation, { id: target.id }, remove, remove);
  } catch (error) {
    toastError(error);
    return false;
  }
  showToast(COMMENT_DELETED, { kind: 'success' });
  return true;
}
