import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
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

/** Deletes (the caller has asked for confirmation) and says so; a refusal brings the comment back with the server's message. */
export function useDeleteThreadComment(): [(target: CommentRef) => void, boolean] {
  const [commit, isInFlight] = useMutation<deleteThreadCommentMutation>(mutation);
  const remove = (target: CommentRef) => {
    const update = removeComment(target);
    commit({
      variables: { id: target.id },
      updater: update,
      optimisticUpdater: update,
      onCompleted: () => {
        showToast(COMMENT_DELETED, { kind: 'success' });
      },
      onError: toastError,
    });
  };
  return [remove, isInFlight];
}
