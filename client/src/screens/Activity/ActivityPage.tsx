import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { ActivityCard } from '../../components/Activity/ActivityCard.tsx';
import { useLiveActivities } from '../../components/Activity/useLiveActivities.ts';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import type { ActivityPageQuery } from './__generated__/ActivityPageQuery.graphql';
import { activityPageQuery } from './ActivityPageQuery.ts';
import styles from './ActivityPage.module.css';

/** /activity/{id} (social §2): the activity with all its replies, loaded as the reader scrolls, and the reply editor. */
export function ActivityPage() {
  const { Activity: activity } = useRouteQuery<ActivityPageQuery>(activityPageQuery);
  // Likes and replies from others come over the live stream (ADR 71): the card's counts change in the store, and
  // a grown reply count brings the new replies (ActivityReplyList).
  const id = Number(useParams().id);
  useLiveActivities(useMemo(() => (activity ? { id } : null), [activity, id]));
  return (
    <div className={`container ${styles.page}`}>
      {activity ? (
        <ActivityCard activity={activity} standalone />
      ) : (
        <p className={`card ${styles.gone}`}>This activity has been deleted.</p>
      )}
    </div>
  );
}
