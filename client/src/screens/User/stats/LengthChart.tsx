import { graphql, useFragment } from 'react-relay';
import { BarChart } from '../../../components/Charts/BarChart.tsx';
import type { LengthChart_statistics$key } from './__generated__/LengthChart_statistics.graphql';
import { ChartCard } from './ChartCard.tsx';
import { byLengthBucket, keyedRows, modeFormat, modeLabel, modeValue } from './statsFigures.ts';
import type { StatsType } from './statsPages.ts';

/** Episode Count (anime) or Chapter Count (manga): titles per length bucket, shortest first. */
export function LengthChart({ statistics, type }: { statistics: LengthChart_statistics$key; type: StatsType }) {
  const data = useFragment(
    graphql`
      fragment LengthChart_statistics on UserStatistics {
        lengths { length count meanScore minutesWatched chaptersRead }
      }
    `,
    statistics,
  );
  const rows = keyedRows(data.lengths, (row) => row.length).sort((a, b) => byLengthBucket(a.key, b.key));
  const title = type === 'anime' ? 'Episode Count' : 'Chapter Count';
  return (
    <ChartCard title={title} type={type} modes={['count', 'time', 'meanScore']} empty={rows.length === 0}>
      {(mode) => (
        <BarChart
          label={`${title} (${modeLabel(mode, type)})`}
          format={modeFormat(mode)}
          points={rows.map((row) => ({ label: row.key, value: modeValue(row, mode, type) }))}
        />
      )}
    </ChartCard>
  );
}
