import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { commitGivenOnly } from '../system/commitGivenOnly.ts';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import { showToast, toastError } from '../system/toasts.ts';
import { commentRecordId, isTreeReply, shiftReplyCount, type CommentRef } from './forumRecord.ts';
import { addReply, editInTree, rewriteTree, type TreeComment } from './threadCommentTree.ts';
import type { saveThreadCommentMutation, saveThreadCommentMutation$data } from './__generated__/saveThreadCommentMutation.graphql';

// SaveThreadComment (social §4, §7): a new top-level comment (threadId, comment), a reply (parentCommentId, comment),
// an edit (id, comment), or a top-level comment's tree locked or unlocked (id, locked) by a community moderator.
const mutation = graphql`
  mutation saveThreadCommentMutation($id: Int, $threadId: Int, $parentCommentId: Int, $comment: String, $locked: Boolean) {
    SaveThreadComment(id: $id, threadId: $threadId, parentCommentId: $parentCommentId, comment: $comment, locked: $locked) {
      id
      comment
      createdAt
      likeCount
      isLiked
      isLocked
      user { id name avatar { large } }
      ...CommentTree_comment
    }
  }
`;

export const TREE_LOCKED = 'Comment tree locked';
export const TREE_UNLOCKED = 'Comment tree unlocked';

type Saved = NonNullable<saveThreadCommentMutation$data['SaveThreadComment']>;

const asTreeComment = (saved: Saved): TreeComment => ({
  id: saved.id,
  comment: saved.comment ?? '',
  likeCount: saved.likeCount,
  isLiked: saved.isLiked === true,
  createdAt: saved.createdAt,
  user: saved.user ? { id: saved.user.id, name: saved.user.name, avatar: { large: saved.user.avatar?.large ?? null } } : null,
  childComments: null,
});

/** The answer's id, or a failure when the server answered without the comment. */
function savedId(callbacks: MutationCallbacks<number>, what: string) {
  return ({ SaveThreadComment: saved }: saveThreadCommentMutation$data) => {
    if (saved) callbacks.onCompleted?.(saved.id);
    else callbacks.onError?.(new Error(`The ${what} was not saved.`));
  };
}

/** A new top-level comment; tells its id. The thread counts it at once; its page is the caller's to show. */
export function usePostThreadComment(): [(threadId: number, text: string, callbacks: MutationCallbacks<number>) => void, boolean] {
  const [commit, isInFlight] = useMutation<saveThreadCommentMutation>(mutation, commitGivenOnly);
  const post = (threadId: number, text: string, callbacks: MutationCallbacks<number>) => {
    const count = shiftReplyCount(threadId, 1);
    commit({
      variables: { threadId, comment: text },
      updater: count,
      optimisticUpdater: count,
      onCompleted: savedId(callbacks, 'comment'),
      onError: callbacks.onError,
    });
  };
  return [post, isInFlight];
}

/**
 * The reply goes under its parent in the tree the page shows, and the thread counts one more. Only with the answer:
 * the reply's id, author and time are the server's, so nothing is guessed before it.
 */
export function placeReply(parent: CommentRef) {
  return (store: RecordSourceSelectorProxy, data: saveThreadCommentMutation$data | null | undefined) => {
    const saved = data?.SaveThreadComment;
    if (!saved) return;
    rewriteTree(store, commentRecordId(parent.rootId), (tree) => addReply(tree, parent.rootId, parent.id, asTreeComment(saved)));
    shiftReplyCount(parent.threadId, 1)(store);
  };
}

/** A reply to `parent`; tells its id. */
export function usePostCommentReply(): [(parent: CommentRef, text: string, callbacks: MutationCallbacks<number>) => void, boolean] {
  const [commit, isInFlight] = useMutation<saveThreadCommentMutation>(mutation, commitGivenOnly);
  const post = (parent: CommentRef, text: string, callbacks: MutationCallbacks<number>) => {
    commit({
      variables: { threadId: parent.threadId, parentCommentId: parent.id, comment: text },
      updater: placeReply(parent),
      onCompleted: savedId(callbacks, 'reply'),
      onError: callbacks.onError,
    });
  };
  return [post, isInFlight];
}

/** The new text in the tree, for a reply (a top-level comment is updated from the answer). Optimistic and final. */
export function editReplyText(target: CommentRef, text: string) {
  return (store: RecordSourceSelectorProxy) => {
    if (isTreeReply(target)) rewriteTree(store, commentRecordId(target.rootId), (tree) => editInTree(tree, target.id, text));
  };
}

/** Rewrites a comment; a top-level one is updated from the answer, a reply inside its tree. */
export function useEditThreadComment(): [(target: CommentRef, text: string, callbacks: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<saveThreadCommentMutation>(mutation, commitGivenOnly);
  const edit = (target: CommentRef, text: string, { onCompleted, onError }: MutationCallbacks) => {
    const update = editReplyText(target, text);
    commit({
      variables: { id: target.id, comment: text },
      updater: update,
      optimisticUpdater: update,
      onCompleted: () => onCompleted?.(),
      onError,
    });
  };
  return [edit, isInFlight];
}

/** The lock shows at once; the final update is the same function (and the answer agrees). */
export function setTreeLocked(rootId: number, locked: boolean) {
  return (store: RecordSourceSelectorProxy) => {
    store.get(commentRecordId(rootId))?.setValue(locked, 'isLocked');
  };
}

/** Locks or unlocks a top-level comment's tree (the caller has asked for confirmation) and says so. */
export function useSetTreeLocked(): [(rootId: number, locked: boolean) => void, boolean] {
  const [commit, isInFlight] = useMutation<saveThreadCommentMutation>(mutation, commitGivenOnly);
  const lock = (rootId: number, locked: boolean) => {
    const update = setTreeLocked(rootId, locked);
    commit({
      variables: { id: rootId, locked },
      updater: update,
      optimisticUpdater: update,
      onCompleted: () => {
        showToast(locked ? TREE_LOCKED : TREE_UNLOCKED, { kind: 'success' });
      },
      onError: toastError,
    });
  };
  return [lock, isInFlight];
}
