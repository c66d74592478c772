import { useState } from 'react';
import { LOGGED_OUT_FOLLOW, useToggleFollow, unfollowConfirmText, type FollowTarget } from '../../../mutations/toggleFollow.ts';
import { showConfirm } from '../../../system/dialogs.ts';
import { showToast } from '../../../system/toasts.ts';
import styles from './Header.module.css';

/**
 * Follow / Following (reading Unfollow under the pointer) for members (social §4); unfollowing asks first. A guest
 * sees Follow too and is told that following needs a login (social §6).
 */
export function FollowButton({ user, signedIn }: { user: FollowTarget; signedIn: boolean }) {
  const [hover, setHover] = useState(false);
  const [toggleFollow, pending] = useToggleFollow();
  const following = signedIn && user.isFollowing;
  const label = following ? (hover ? 'Unfollow' : 'Following') : 'Follow';

  async function onClick() {
    if (!signedIn) {
      showToast(LOGGED_OUT_FOLLOW, { kind: 'error' });
      return;
    }
    if (following && !(await showConfirm('Confirm Unfollow', unfollowConfirmText(user.name), 'Unfollow'))) return;
    toggleFollow(user);
    // The pointer is still on the button: show the new state, not its hover wording, until it comes back.
    setHover(false);
  }

  return (
    <button
      type="button"
      className={`button ${styles.follow}`}
      data-following={following}
      disabled={pending}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onClick={() => void onClick()}
    >
      {label}
    </button>
  );
}
