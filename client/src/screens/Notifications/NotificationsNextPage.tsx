import type { ComponentProps } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { FeedType } from './notificationRules.ts';
import { NotificationPage } from './NotificationPage.tsx';
import type { NotificationsNextPageQuery } from './__generated__/NotificationsNextPageQuery.graphql';

type Props = Omit<ComponentProps<typeof NotificationPage>, 'page'> & {
  types: readonly FeedType[] | null;
  /** Its block's retries: each asks the server again. */
  attempt: number;
};

/** Page 2 and on: fetched when the previous page's end comes into view, fresh (the first page was too). */
export function NotificationsNextPage({ types, attempt, ...page }: Props) {
  const data = useLazyLoadQuery<NotificationsNextPageQuery>(
    graphql`
      query NotificationsNextPageQuery($page: Int!, $types: [NotificationType]) {
        Page(page: $page, perPage: 15) {
          ...NotificationPage_page @arguments(types: $types)
        }
      }
    `,
    { page: page.number, types },
    { fetchPolicy: 'network-only', fetchKey: attempt },
  );
  return data.Page ? <NotificationPage page={data.Page} {...page} /> : null;
}
