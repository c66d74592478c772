import { useCallback, useState } from 'react';
import { BlockBoundary } from '../../components/LoadError/BlockBoundary.tsx';
import { useNowSeconds } from '../../components/useNow.ts';
import { emptyText, feedTypes, type NotificationFeed as Feed } from './notificationRules.ts';
import type { UnreadState } from './NotificationCard.tsx';
import { NotificationPage } from './NotificationPage.tsx';
import { NotificationsNextPage } from './NotificationsNextPage.tsx';
import type { NotificationPage_page$key } from './__generated__/NotificationPage_page.graphql';
import styles from './Notifications.module.css';

interface Props extends UnreadState {
  feed: Feed;
  first: NotificationPage_page$key;
}

/** A feed's notifications, page after page as the viewer scrolls; every time label on one 60-second clock. */
export function NotificationFeed({ feed, first, ...unread }: Props) {
  const [pages, setPages] = useState(1);
  const now = useNowSeconds();
  // A page asks once it is on screen and last; asking twice (the observer firing again) changes nothing.
  const more = useCallback((after: number) => setPages((count) => (count === after ? after + 1 : count)), []);
  const shared = { onMore: more, empty: emptyText(feed), now, ...unread };
  const later = Array.from({ length: pages - 1 }, (_, i) => i + 2);

  return (
    <div className={styles.feed}>
      <NotificationPage page={first} number={1} last={pages === 1} {...shared} />
      {later.map((number) => (
        <BlockBoundary key={number} what="More notifications" fallback={<p className={styles.loading}>Loading…</p>}>
          {(attempt) => (
            <NotificationsNextPage types={feedTypes(feed)} number={number} last={number === pages} attempt={attempt} {...shared} />
          )}
        </BlockBoundary>
      ))}
    </div>
  );
}
