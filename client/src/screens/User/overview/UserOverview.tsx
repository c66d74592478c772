import { useRouteQuery } from '../../../system/loadRouteQuery.ts';
import type { UserOverviewQuery } from './__generated__/UserOverviewQuery.graphql';
import { AboutText } from './AboutText.tsx';
import { ActivityHistory } from './ActivityHistory.tsx';
import { FavouritesPreview } from './FavouritesPreview.tsx';
import { GenreOverview } from './GenreOverview.tsx';
import { ProfileActivity } from './ProfileActivity.tsx';
import { StatsPreview } from './StatsPreview.tsx';
import { userOverviewQuery } from './UserOverviewQuery.ts';
import shell from '../User.module.css';
import styles from './Overview.module.css';

/**
 * /user/{name}/ (social §2): the about text across the top; activity history, genres and favourites beside the
 * statistics and the member's activity.
 */
export function UserOverview() {
  const { User: user } = useRouteQuery<UserOverviewQuery>(userOverviewQuery);
  if (!user) return null;
  return (
    <div className={`container ${shell.page} ${styles.overview}`}>
      {user.about ? (
        <section className={`card ${styles.about}`} aria-label="About">
          <AboutText text={user.about} />
        </section>
      ) : null}
      <div className={styles.side}>
        <ActivityHistory user={user} />
        {user.statistics ? <GenreOverview statistics={user.statistics} /> : null}
        {user.favourites ? <FavouritesPreview favourites={user.favourites} /> : null}
      </div>
      <div className={styles.main}>
        {user.statistics ? <StatsPreview statistics={user.statistics} /> : null}
        <ProfileActivity user={user} />
      </div>
    </div>
  );
}
