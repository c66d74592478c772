import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { toastError } from '../system/toasts.ts';
import { likeInTree, rewriteTree } from './threadCommentTree.ts';
import type { toggleLikeMutation } from './__generated__/toggleLikeMutation.graphql';

// ToggleLikeV2 (social §4, §7) on an activity, a reply, a forum thread or comment: the heart fills and the count
// moves by one at once.
const mutation = graphql`
  mutation toggleLikeMutation($id: Int, $type: LikeableType) {
    ToggleLikeV2(id: $id, type: $type) {
      __typename
    }
  }
`;

export interface LikeTarget {
  readonly type: 'ACTIVITY' | 'ACTIVITY_REPLY' | 'THREAD' | 'THREAD_COMMENT';
  readonly id: number;
  /** The liked record in the store (activityRecordId, replyRecordId, threadRecordId, commentRecordId). */
  readonly recordId: string;
  /** A reply in a forum comment tree: `recordId` is then its top-level comment, whose childComments hold it. */
  readonly inTree?: boolean;
}

/**
 * isLiked flips and likeCount moves by one. The optimistic update and the final one are this same function: the
 * final one runs on the store as it was before the optimistic one (the answer carries only __typename).
 */
export function shiftLike(recordId: string, nowLiked: boolean) {
  return (store: RecordSourceSelectorProxy) => {
    const record = store.get(recordId);
    if (!record) return;
    record.setValue(nowLiked, 'isLiked');
    const count = record.getValue('likeCount');
    if (typeof count === 'number') record.setValue(Math.max(0, count + (nowLiked ? 1 : -1)), 'likeCount');
  };
}

/** The same for a reply inside a forum comment tree. */
export function shiftTreeLike(rootRecordId: string, commentId: number, nowLiked: boolean) {
  return (store: RecordSourceSelectorProxy) => {
    rewriteTree(store, rootRecordId, (tree) => likeInTree(tree, commentId, nowLiked));
  };
}

/** Likes or unlikes (`liked`: as shown now); a refusal (blocked, gone) rolls the count back and shows the server's message. */
export function useToggleLike(): [(target: LikeTarget, liked: boolean) => void, boolean] {
  const [commit, isInFlight] = useMutation<toggleLikeMutation>(mutation);
  const toggle = (target: LikeTarget, liked: boolean) => {
    const update = target.inTree ? shiftTreeLike(target.recordId, target.id, !liked) : shiftLike(target.recordId, !liked);
    commit({ variables: { id: target.id, type: target.type }, updater: update, optimisticUpdater: update, onError: toastError });
  };
  return [toggle, isInFlight];
}
