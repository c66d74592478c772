import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
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

/** A new top-level comment; resolves with its id. The thread counts it at once; its page is the caller's to show. */
export async function postThreadComment(threadId: number, text: string): Promise<number> {
  const count = shiftReplyCount(threadId, 1);
  const response = await commitMutationAsync<saveThreadCommentMutation>(mutation, { threadId, comment: text }, count, count, { givenOnly: true });
  if (!response.SaveThreadComment) throw new Error('The comment was not saved.');
  return response.SaveThreadComment.id;
}

/** The answer's reply goes under its parent in the tree the page shows, and the thread counts one more. */
export function placeReply(parent: CommentRef, saved: Saved) {
  return (store: RecordSourceSelectorProxy) => {
    rewriteTree(store, commentRecordId(parent.rootId), (tree) => addReply(tree, parent.rootId, parent.id, asTreeComment(saved)));
    shiftReplyCount(parent.threadId, 1)(store);
  };
}

/** A reply to `parent`; resolves with its id. */
export async function postCommentReply(parent: CommentRef, text: string): Promise<number> {
  const response = await commitMutationAsync<saveThreadCommentMutation>(
    mutation,
    { threadId: parent.threadId, parentCommentId: parent.id, comment: text },
    (store, data) => {
      if (data?.SaveThreadComment) placeReply(parent, data.SaveThreadComment)(store);
    },
    undefined,
    { givenOnly: true },
  );
  if (!response.SaveThreadComment) throw new Error('The reply was not saved.');
  return response.SaveThreadComment.id;
}

/** Rewrites a comment; a top-level one is updated from the answer, a reply inside its tree. */
export async function editThreadComment(target: CommentRef, text: string): Promise<void> {
  const inTree = (store: RecordSourceSelectorProxy) => {
    rewriteTree(store, commentRecordId(target.rootId), (tree) => editInTree(tree, target.id, text));
  };
  const update = isTreeReply(target) ? inTree : undefined;
  await commitMutationAsync<saveThreadCommentMutation>(mutation, { id: target.id, comment: text }, update, update, { givenOnly: true });
}

/** Locks or unlocks a top-level comment's tree (the caller has asked for confirmation); true once saved. */
export async function setTreeLocked(rootId: number, locked: boolean): Promise<boolean> {
  const update = (store: RecordSourceSelectorProxy) => {
    store.get(commentRecordId(rootId))?.setValue(locked, 'isLocked');
  };
  try {
    await commitMutationAsync<saveThreadCommentMutation>(mutation, { id: rootId, locked }, update, update, { givenOnly: true });
  } catch (error) {
    toastError(error);
    return false;
  }
  showToast(locked ? TREE_LOCKED : TREE_UNLOCKED, { kind: 'success' });
  return true;
}
