import { Link } from 'react-router-dom';
import { isWideBadge, unreadLabel } from './navLinks.ts';
import styles from './Nav.module.css';

/** The unread notification count beside the avatar, linking to /notifications (social §2); hidden at zero. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Link to="/notifications" className={styles.unread} data-wide={isWideBadge(count)} aria-label={unreadLabel(count)}>
      {count}
    </Link>
  );
}
