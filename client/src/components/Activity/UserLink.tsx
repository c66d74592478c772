import { Link } from 'react-router-dom';
import { userPath } from '../Nav/navLinks.ts';
import styles from './Activity.module.css';

export interface UserLinkPerson {
  readonly name: string;
  readonly avatar?: { readonly large?: string | null } | null;
}

/** A member's avatar and name, linking to their profile (cards, replies, likers, followed members). */
export function UserLink({ user, size, className = '' }: { user: UserLinkPerson; size?: 'small'; className?: string }) {
  return (
    <Link to={userPath(user.name)} className={`${styles.author} ${className}`}>
      {user.avatar?.large ? (
        <img className={styles.avatar} data-size={size} src={user.avatar.large} alt="" loading="lazy" />
      ) : (
        <span className={styles.avatar} data-size={size} aria-hidden="true" />
      )}
      <span className={styles.authorName}>{user.name}</span>
    </Link>
  );
}
