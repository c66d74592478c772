import { graphql } from 'react-relay';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { requireViewer } from '../../session/guards.ts';
import { viewerSession } from '../../session/viewerSession.ts';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { GraphQLRequestError } from '../../system/transport/errors.ts';
import { feedTypes, parseFeed } from './notificationRules.ts';
import type { NotificationsQuery as NotificationsQueryType } from './__generated__/NotificationsQuery.graphql';

// /notifications (social §2, §7): the feed's first page (15, NOTIFICATIONS_PER_PAGE), read with
// resetNotificationCount; and, when some were unread, the oldest unread one: the unread count's place among all of
// the viewer's notifications, newest first. Everything from its id up is highlighted, in whichever feed.
export const notificationsQuery = graphql`
  query NotificationsQuery($types: [NotificationType], $unreadAt: Int!, $withUnread: Boolean!) {
    list: Page(page: 1, perPage: 15) {
      ...NotificationPage_page @arguments(types: $types, reset: true)
    }
    oldestUnread: Page(page: $unreadAt, perPage: 1) @include(if: $withUnread) {
      notifications {
        ... on AiringNotification { id }
        ... on FollowingNotification { id }
        ... on ActivityMessageNotification { id }
        ... on ActivityMentionNotification { id }
        ... on ActivityReplyNotification { id }
        ... on ActivityReplySubscribedNotification { id }
        ... on ActivityLikeNotification { id }
        ... on ActivityReplyLikeNotification { id }
        ... on RelatedMediaAdditionNotification { id }
        ... on ThreadCommentMentionNotification { id }
        ... on ThreadCommentReplyNotification { id }
        ... on ThreadCommentSubscribedNotification { id }
        ... on ThreadCommentLikeNotification { id }
        ... on ThreadLikeNotification { id }
        ... on MediaDataChangeNotification { id }
        ... on MediaMergeNotification { id }
        ... on MediaDeletionNotification { id }
      }
    }
  }
`;

/**
 * Login required (a guest goes to /login). The unread count is read fresh first, since the page's own query resets
 * it; once that query has answered the count is zero on the server, and the badge clears with it.
 */
export async function notificationsLoader({ request }: LoaderFunctionArgs) {
  requireViewer();
  const feed = parseFeed(new URL(request.url).searchParams.get('feed'));
  if (!feed) throw redirect('/notifications');
  await viewerSession.refresh();
  requireViewer();
  const unread = viewerSession.getState().viewer?.unreadNotificationCount ?? 0;
  try {
    const route = await loadRouteQuery<NotificationsQueryType>(
      'notifications',
      notificationsQuery,
      { types: feedTypes(feed), unreadAt: Math.max(unread, 1), withUnread: unread > 0 },
      'network-only',
    );
    viewerSession.notificationsRead();
    return route;
  } catch (error) {
    if (error instanceof GraphQLRequestError && error.status === 401) {
      viewerSession.clear();
      throw redirect('/login');
    }
    throw error;
  }
}
