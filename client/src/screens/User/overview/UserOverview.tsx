import { useRouteQuery } from '../../../system/loadRouteQuery.ts';
import type { UserOverviewQuery } from './__generated__/UserOverviewQuery.graphql';
import { AboutText } from './AboutText.tsx';
import { FavouritesPreview } from './FavouritesPreview.tsx';
import { StatsPreview } from './StatsPreview.tsx';
import { userOverviewQuery } from './UserOverviewQuery.ts';
import shell from '../User.module.css';
import styles from './Overview.module.css';

/** /user/{name}/: about text, statistics and favourites. */
export function UserOverview() {
  const { User: user } = useRouteQuery<UserOverviewQuery>(userOverviewQuery);
  if (!user) return null;
  return (
    <div className={`container ${shell.page} ${styles.overview}`}>
      <div className={styles.side}>
        {user.favourites ? <FavouritesPreview favourites={user.favourites} /> : null}
      </div>
      <div className={styles.main}>
        {user.about ? (
          <section className={`card ${styles.about}`} aria-label="About">
            <AboutText text={user.about} />
          </section>
        ) : null}
        {user.statistics ? <StatsPreview statistics={user.statistics} /> : null}
      </div>
    </div>
  );
}
