import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
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

/** The member as the button shows them straight away; the server's answer then overwrites these fields. */
export function setFollowing(userId: number, following: boolean) {
  return (store: RecordSourceSelectorProxy) => {
    const record = store.get(`User:${userId}`);
    if (!record) return;
    record.setValue(following, 'isFollowing');
    if (following) record.setValue(false, 'isBlocked');
  };
}

/**
 * Follows or unfollows (the caller has asked for the unfollow confirmation) and tells the member: "{name} followed"
 * or "{name} unfollowed"; a refusal shows the server's message ("This user has blocked you."). Resolves with the
 * new state, or null when nothing changed.
 */
export async function toggleFollow(target: FollowTarget): Promise<boolean | null> {
  const nowFollowing = !target.isFollowing;
  try {
    const answer = await commitMutationAsync<toggleFollowMutation>(mutation, { userId: target.id }, undefined, setFollowing(target.id, nowFollowing));
    const following = answer.ToggleFollow?.isFollowing ?? nowFollowing;
    showToast(following ? followedToast(target.name) : unfollowedToast(target.name), { kind: 'success' });
    return following;
  } catch (error) {
    toastError(error);
    return null;
  }
}
