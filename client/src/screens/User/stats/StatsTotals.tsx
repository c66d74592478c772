import { graphql, useFragment } from 'react-relay';
import type { StatsTotals_statistics$key } from './__generated__/StatsTotals_statistics.graphql';
import { statsTotals } from './statsFigures.ts';
import type { StatsType } from './statsPages.ts';
import styles from './Stats.module.css';

/** Total titles, episodes or chapters, days watched or volumes read, mean score and standard deviation. */
export function StatsTotals({ statistics, type }: { statistics: StatsTotals_statistics$key; type: StatsType }) {
  const data = useFragment(
    graphql`
      fragment StatsTotals_statistics on UserStatistics {
        count
        meanScore
        standardDeviation
        minutesWatched
        episodesWatched
        chaptersRead
        volumesRead
      }
    `,
    statistics,
  );
  return (
    <dl className={`card ${styles.totals}`} aria-label="Totals">
      {statsTotals(type, data).map((figure) => (
        <div key={figure.label} className={styles.total}>
          <dt className={styles.totalLabel}>{figure.label}</dt>
          <dd className={styles.totalValue}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
