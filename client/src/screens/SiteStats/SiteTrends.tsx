import { graphql, useFragment } from 'react-relay';
import { groupedCount } from '../../format/numbers.ts';
import { TrendChart } from './TrendChart.tsx';
import { latestTrend, signedChange, trendPoints, type SiteStatsType } from './siteStatsRules.ts';
import type { SiteTrends_statistics$data, SiteTrends_statistics$key } from './__generated__/SiteTrends_statistics.graphql';
import styles from './SiteStats.module.css';

type Subject = 'users' | 'anime' | 'manga' | 'characters' | 'staff' | 'studios' | 'reviews';

const TITLES: Record<Subject, string> = {
  users: 'Users',
  anime: 'Anime',
  manga: 'Manga',
  characters: 'Characters',
  staff: 'Staff',
  studios: 'Studios',
  reviews: 'Reviews',
};

/** The subjects shown: the chosen media type's titles beside the site-wide totals. */
const subjectsOf = (type: SiteStatsType): Subject[] => [
  'users',
  type === 'MANGA' ? 'manga' : 'anime',
  'characters',
  'staff',
  'studios',
  'reviews',
];

/** Current totals with their latest change, then a chart of each total over the last 24 days. */
export function SiteTrends({ statistics, type }: { statistics: SiteTrends_statistics$key; type: SiteStatsType }) {
  const data = useFragment(
    graphql`
      fragment SiteTrends_statistics on SiteStatistics {
        users(perPage: $perPage) { nodes { date count change } }
        anime(perPage: $perPage) { nodes { date count change } }
        manga(perPage: $perPage) { nodes { date count change } }
        characters(perPage: $perPage) { nodes { date count change } }
        staff(perPage: $perPage) { nodes { date count change } }
        studios(perPage: $perPage) { nodes { date count change } }
        reviews(perPage: $perPage) { nodes { date count change } }
      }
    `,
    statistics,
  );
  const subjects = subjectsOf(type);
  const nodesOf = (subject: Subject): NonNullable<SiteTrends_statistics$data[Subject]>['nodes'] => data[subject]?.nodes;
  return (
    <>
      <dl className={`card ${styles.totals}`} aria-label="Totals">
        {subjects.map((subject) => {
          const latest = latestTrend(nodesOf(subject));
          return (
            <div key={subject} className={styles.total} data-testid={`total-${subject}`}>
              <dt className={styles.totalLabel}>{TITLES[subject]}</dt>
              <dd className={styles.totalValue}>{groupedCount(latest.count)}</dd>
              <dd className={styles.totalChange} aria-label={`${TITLES[subject]} change`}>
                {signedChange(latest.change)}
              </dd>
            </div>
          );
        })}
      </dl>
      <div className={styles.charts}>
        {subjects.map((subject) => (
          <section key={subject} className={`card ${styles.chartCard}`} aria-label={`${TITLES[subject]} chart`}>
            <h2 className={styles.chartTitle}>{TITLES[subject]}</h2>
            <TrendChart title={TITLES[subject]} points={trendPoints(nodesOf(subject), (node) => node.count)} />
          </section>
        ))}
      </div>
    </>
  );
}
