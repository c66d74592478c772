import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BlockBoundary } from '../../components/LoadError/BlockBoundary.tsx';
import { useRouteRetry } from '../../components/LoadError/useRouteRetry.ts';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { SITE_NAME } from '../../system/siteLinks.ts';
import { toastError } from '../../system/toasts.ts';
import { FeedMenu } from './FeedMenu.tsx';
import { NotificationFeed } from './NotificationFeed.tsx';
import { notificationsQuery } from './NotificationsQuery.ts';
import { parseFeed } from './notificationRules.ts';
import { resetNotificationCount } from './resetNotificationCount.ts';
import type { NotificationsQuery } from './__generated__/NotificationsQuery.graphql';
import styles from './Notifications.module.css';

const TITLE = 'Notifications';

/**
 * /notifications (social §2): the feeds, the chosen feed's notifications with those unread at page open
 * highlighted, and Mark all as read. Opening the page read them (its query resets the count); leaving it resets the
 * count again, for whatever arrived meanwhile.
 */
export function Notifications() {
  const data = useRouteQuery<NotificationsQuery>(notificationsQuery);
  const [params] = useSearchParams();
  const feed = parseFeed(params.get('feed')) ?? 'all';
  const fresh = data.oldestUnread?.notifications?.[0]?.id ?? null;
  const [oldestUnreadId, setOldestUnreadId] = useState<number | null>(fresh);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set());
  const [marking, setMarking] = useState(false);
  const retry = useRouteRetry();
  const list = data.list;

  // The page stays mounted from feed to feed: what was unread at opening stays highlighted, and whatever a later
  // visit of the route found unread (the badge clicked again) joins it.
  useEffect(() => {
    if (fresh !== null) setOldestUnreadId((current) => (current === null ? fresh : Math.min(current, fresh)));
  }, [fresh]);

  useEffect(() => {
    document.title = `${TITLE} · ${SITE_NAME}`;
    return () => {
      document.title = SITE_NAME;
      void resetNotificationCount().catch(() => undefined);
    };
  }, []);

  const onOpen = useCallback((id: number) => setOpened((current) => new Set(current).add(id)), []);
  const markAllRead = async () => {
    setMarking(true);
    try {
      await resetNotificationCount();
      setOldestUnreadId(null);
    } catch (error) {
      toastError(error);
    } finally {
      setMarking(false);
    }
  };

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.header}>
        <h1 className={styles.title}>{TITLE}</h1>
        <button type="button" className={styles.markRead} onClick={() => void markAllRead()} disabled={marking}>
          Mark all as read
        </button>
      </div>
      <FeedMenu current={feed} />
      {list ? (
        <BlockBoundary key={feed} what="Notifications" onRetry={retry}>
          {() => <NotificationFeed feed={feed} first={list} oldestUnreadId={oldestUnreadId} opened={opened} onOpen={onOpen} />}
        </BlockBoundary>
      ) : null}
    </div>
  );
}
