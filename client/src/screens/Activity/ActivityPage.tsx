import { ActivityCard } from '../../components/Activity/ActivityCard.tsx';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import type { ActivityPageQuery } from './__generated__/ActivityPageQuery.graphql';
import { activityPageQuery } from './ActivityPageQuery.ts';
import styles from './ActivityPage.module.css';

/** /activity/{id} (social §2): the activity with all its replies, loaded as the reader scrolls, and the reply editor. */
export function ActivityPage() {
  const { Activity: activity } = useRouteQuery<ActivityPageQuery>(activityPageQuery);
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
