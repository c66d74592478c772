import { fetchQuery, graphql } from 'react-relay';
import { isLoggedIn } from '../../session/guards.ts';
import { viewerSession } from '../../session/viewerSession.ts';
import { environment } from '../../system/relayEnvironment.ts';
import type { resetNotificationCountQuery } from './__generated__/resetNotificationCountQuery.graphql';

// AniList has no mutation for it: reading notifications with resetNotificationCount marks everything up to the
// newest one read, and the server answers once the count is reset (social §7).
const query = graphql`
  query resetNotificationCountQuery {
    Page(perPage: 1) {
      notifications(resetNotificationCount: true) {
        __typename
      }
    }
  }
`;

/** "Mark all as read", and leaving /notifications (social §2): the unread count goes to zero, the badge at once. */
export async function resetNotificationCount(): Promise<void> {
  if (!isLoggedIn()) return;
  await fetchQuery<resetNotificationCountQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).toPromise();
  viewerSession.notificationsRead();
}
