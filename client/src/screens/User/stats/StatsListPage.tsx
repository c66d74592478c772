import { useParams, useSearchParams } from 'react-router-dom';
import { useRouteQuery } from '../../../system/loadRouteQuery.ts';
import type { StatsListQuery } from './__generated__/StatsListQuery.graphql';
import { statsListQuery } from './StatsListQuery.ts';
import { StatCardList } from './StatCardList.tsx';
import { StatsEmpty } from './StatsEmpty.tsx';
import { StatsSortToggle } from './StatsSortToggle.tsx';
import { pageLabel, statsSort, type StatsListPage as Page, type StatsType } from './statsPages.ts';
import styles from './Stats.module.css';

/** Genres, tags, voice actors, studios or staff (social §2): one card each, in the order chosen above. */
export function StatsListPage() {
  const { User: user } = useRouteQuery<StatsListQuery>(statsListQuery);
  // The route's loader let only this list type's pages through.
  const params = useParams();
  const type = params.type as StatsType;
  const page = params.page as Page;
  const sort = statsSort(useSearchParams()[0].get('sort'));
  if (!user) return null;
  const stats = user.statistics?.anime ?? user.statistics?.manga;
  const title = pageLabel(page);
  return (
    <section className={styles.listPage} aria-label={title}>
      <header className={styles.listHeader}>
        <h2 className={styles.listTitle}>{title}</h2>
        {stats && stats.count > 0 ? <StatsSortToggle type={type} sort={sort} /> : null}
      </header>
      {!stats || stats.count === 0 ? (
        <StatsEmpty name={user.name} type={type} />
      ) : (
        // A new order starts again from the first cards.
        <StatCardList key={sort} statistics={stats} page={page} type={type} sort={sort} />
      )}
    </section>
  );
}
