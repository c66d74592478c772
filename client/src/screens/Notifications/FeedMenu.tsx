import { Link } from 'react-router-dom';
import { feedLabel, feedPath, NOTIFICATION_FEEDS, type NotificationFeed } from './notificationRules.ts';
import styles from './Notifications.module.css';

/** The feeds of social §2/§9 as links, so that the chosen one is in the URL and survives a reload. */
export function FeedMenu({ current }: { current: NotificationFeed }) {
  return (
    <nav className={styles.menu} aria-label="Notification feeds">
      {NOTIFICATION_FEEDS.map((feed) => (
        <Link key={feed} to={feedPath(feed)} className={styles.menuLink} aria-current={feed === current ? 'page' : undefined}>
          {feedLabel(feed)}
        </Link>
      ))}
    </nav>
  );
}
