import { useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useListChanges } from '../../../mutations/listChanges.ts';
import { notNull } from '../../../system/notNull.ts';
import { EmptyPreview } from '../overview/EmptyPreview.tsx';
import type { MediaActivity_query$key } from './__generated__/MediaActivity_query.graphql';
import type { MediaActivityRefetchQuery } from './__generated__/MediaActivityRefetchQuery.graphql';
import { ListActivityCard } from './ListActivityCard.tsx';
import pageStyles from '../MediaPage.module.css';
import styles from './MediaSocial.module.css';

/** Recent list activity about the media, newest first; a list change made on this page shows up at once. */
export function MediaActivity({ query, mediaId }: { query: MediaActivity_query$key; mediaId: number }) {
  const [data, refetch] = useRefetchableFragment<MediaActivityRefetchQuery, MediaActivity_query$key>(
    graphql`
      fragment MediaActivity_query on Query
      @refetchable(queryName: "MediaActivityRefetchQuery")
      @argumentDefinitions(mediaId: { type: "Int!" }) {
        activities: Page(perPage: 10) {
          activities(mediaId: $mediaId, sort: [ID_DESC]) {
            ... on ListActivity {
              id
            }
            # Null for activity kinds other than list activity (text and message arrive with the social issue).
            ...ListActivityCard_activity @alias(as: "listActivity")
          }
        }
      }
    `,
    query,
  );
  const [, startTransition] = useTransition();
  useListChanges((change) => {
    if (change.mediaId !== mediaId) return;
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  });
  const activities = (data.activities?.activities ?? []).filter(notNull).flatMap((item) =>
    item.id != null && item.listActivity ? [{ id: item.id, card: item.listActivity }] : [],
  );
  if (activities.length === 0) return <EmptyPreview title="Recent Activity" text="No activity about this yet." />;
  return (
    <section className={pageStyles.section} aria-label="Recent Activity">
      <h2 className={pageStyles.sectionTitle}>Recent Activity</h2>
      <ul className={styles.activities}>
        {activities.map((activity) => (
          <li key={activity.id}>
            <ListActivityCard activity={activity.card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
