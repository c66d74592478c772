import { useCallback } from 'react';
import { graphql, useFragment } from 'react-relay';
import { notNull } from '../../system/notNull.ts';
import { useInfiniteScroll } from '../Search/useInfiniteScroll.ts';
import { NotificationCard, type UnreadState } from './NotificationCard.tsx';
import type { NotificationPage_page$key } from './__generated__/NotificationPage_page.graphql';
import styles from './Notifications.module.css';

interface Props extends UnreadState {
  page: NotificationPage_page$key;
  /** 1 for the route's page, then 2, 3… as the viewer scrolls. */
  number: number;
  /** The last page loaded: only it asks for the next one. */
  last: boolean;
  onMore: (after: number) => void;
  empty: string;
  now: number;
}

/**
 * One page of 15 notifications (social §9). The API pages by number, not by cursor, so each page is its own
 * query and the feed stacks them; the last one watches the end of the list for the next.
 */
export function NotificationPage({ page, number, last, onMore, empty, now, ...unread }: Props) {
  const data = useFragment(
    graphql`
      fragment NotificationPage_page on Page
      @argumentDefinitions(types: { type: "[NotificationType]" }, reset: { type: "Boolean", defaultValue: false }) {
        pageInfo { hasNextPage }
        notifications(type_in: $types, resetNotificationCount: $reset) {
          ...NotificationCard_notification
        }
      }
    `,
    page,
  );
  const hasNext = last && data.pageInfo?.hasNextPage === true;
  const more = useCallback(() => onMore(number), [onMore, number]);
  const sentinel = useInfiniteScroll(hasNext, false, more);
  const notifications = (data.notifications ?? []).filter(notNull);

  if (number === 1 && notifications.length === 0) return <p className={`card ${styles.empty}`}>{empty}</p>;
  return (
    <>
      <ol className={styles.list} aria-label={number === 1 ? 'Notifications, newest first' : `Page ${number}`}>
        {notifications.map((notification, index) => (
          // The union has no common id field to key by; a page's order is fixed once loaded.
          <li key={index}>
            <NotificationCard notification={notification} now={now} {...unread} />
          </li>
        ))}
      </ol>
      {hasNext ? <div ref={sentinel} className={styles.sentinel} aria-hidden="true" /> : null}
    </>
  );
}
