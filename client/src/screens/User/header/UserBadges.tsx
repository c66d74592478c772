import { graphql, useFragment } from 'react-relay';
import type { UserBadges_user$key } from './__generated__/UserBadges_user.graphql';
import { donatorBadge, moderatorBadge } from './badgeRules.ts';
import styles from './Header.module.css';

/** The moderator and donator badges beside the name (social §4, §6, §9); nothing for other members. */
export function UserBadges({ user, followsYou }: { user: UserBadges_user$key; followsYou: boolean }) {
  const data = useFragment(
    graphql`
      fragment UserBadges_user on User {
        moderatorRoles
        donatorTier
        donatorBadge
      }
    `,
    user,
  );
  const moderator = moderatorBadge(data.moderatorRoles);
  const donator = donatorBadge(data.donatorTier, data.donatorBadge);
  if (!moderator && !donator && !followsYou) return null;
  return (
    <ul className={styles.badges} aria-label="Badges">
      {moderator ? <li className={`${styles.badge} ${styles.moderator}`}>{moderator}</li> : null}
      {donator ? (
        <li className={`${styles.badge} ${donator.rainbow ? styles.rainbow : styles.donator}`} data-rainbow={donator.rainbow}>
          {donator.text}
        </li>
      ) : null}
      {followsYou ? <li className={`${styles.badge} ${styles.followsYou}`}>Follows you</li> : null}
    </ul>
  );
}
