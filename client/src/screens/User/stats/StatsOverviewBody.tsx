import { graphql, useFragment } from 'react-relay';
import type { ScoreFormat } from '../lists/rules/score.ts';
import type { StatsOverviewBody_statistics$key } from './__generated__/StatsOverviewBody_statistics.graphql';
import { StatsTotals } from './StatsTotals.tsx';
import { ScoreChart } from './ScoreChart.tsx';
import { LengthChart } from './LengthChart.tsx';
import { Distributions } from './Distributions.tsx';
import { YearCharts } from './YearCharts.tsx';
import type { StatsType } from './statsPages.ts';
import styles from './Stats.module.css';

interface Props {
  statistics: StatsOverviewBody_statistics$key;
  type: StatsType;
  scoreFormat: ScoreFormat;
}

/** The overview's figures in AniList's order: totals; score and length; the distributions; the years. */
export function StatsOverviewBody({ statistics, type, scoreFormat }: Props) {
  const data = useFragment(
    graphql`
      fragment StatsOverviewBody_statistics on UserStatistics {
        ...StatsTotals_statistics
        ...ScoreChart_statistics
        ...LengthChart_statistics
        ...Distributions_statistics
        ...YearCharts_statistics
      }
    `,
    statistics,
  );
  return (
    <div className={styles.overview}>
      <StatsTotals statistics={data} type={type} />
      <div className={styles.chartPair}>
        <ScoreChart statistics={data} type={type} scoreFormat={scoreFormat} />
        <LengthChart statistics={data} type={type} />
      </div>
      <Distributions statistics={data} type={type} />
      <div className={styles.chartPair}>
        <YearCharts statistics={data} type={type} />
      </div>
    </div>
  );
}
