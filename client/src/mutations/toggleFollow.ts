import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { MutationAnswer } from '../system/mutationCallbacks.ts';
import { showToast, toastError } from '../system/toasts.ts';
import type { toggleFollowMutation } from './__generated__/toggleFollowMutation.graphql';

// ToggleFollow (social §4, §7, §8). Following lifts one's own block of that member, so the answer carries both.
const mutation = graphql`
  mutation toggleFollowMutation($userId: Int) {
    ToggleFollow(userId: $userId) {
      id
      isFollowing
      isFollower
      isBlocked
    }
  }
`;

export interface FollowTarget {
  readonly id: number;
  readonly name: string;
  readonly isFollowing: boolean;
}

/** social §6, §8: what a guest who presses Follow is told. */
export const LOGGED_OUT_FOLLOW = 'You need to be logged in to follow a user.';
export const unfollowConfirmText = (name: string) => `Are you sure you want to unfollow ${name}?`;
export const followedToast = (name: string) => `${name} followed`;
export const unfollowedToast = (name: string) => `${name} unfollowed`;

/**
 * The member as the button shows them straight away. The same function is the final update, where the answer has
 * already written these fields as the server decided them: it leaves them so.
 */
export function setFollowing(userId: number, following: boolean) {
  return (store: RecordSourceSelectorProxy, data?: MutationAnswer) => {
    const record = store.get(`User:${userId}`);
    if (!record || data) return;
    record.setValue(following, 'isFollowing');
    if (following) record.setValue(false, 'isBlocked');
  };
}

/**
 * Follows or unfollows (the caller has asked for the unfollow confirmation) and tells the member: "{name} followed"
 * or "{name} unfollowed"; a refusal rolls back and shows the server's message ("This user has blocked you.").
 */
export function useToggleFollow(): [(target: FollowTarget) => void, boolean] {
  const [commit, isInFlight] = useMutation<toggleFollowMutation>(mutation);
  const toggle = (target: FollowTarget) => {
    const nowFollowing = !target.isFollowing;
    const update = setFollowing(target.id, nowFollowing);
    commit({
      variables: { userId: target.id },
      updater: update,
      optimisticUpdater: update,
      onCompleted: ({ ToggleFollow: answer }) => {
        const following = answer?.isFollowing ?? nowFollowing;
        showToast(following ? followedToast(target.name) : unfollowedToast(target.name), { kind: 'success' });
      },
      onError: toastError,
    });
  };
  return [toggle, isInFlight];
}
