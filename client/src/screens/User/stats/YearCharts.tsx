import { graphql, useFragment } from 'react-relay';
import { BarChart } from '../../../components/Charts/BarChart.tsx';
import { LineChart } from '../../../components/Charts/LineChart.tsx';
import type { YearCharts_statistics$key } from './__generated__/YearCharts_statistics.graphql';
import { ChartCard } from './ChartCard.tsx';
import { keyedRows, lastPoints, modeFormat, modeLabel, modeValue } from './statsFigures.ts';
import type { StatsType } from './statsPages.ts';

const yearRows = <R,>(rows: readonly (R | null | undefined)[] | null | undefined, year: (row: R) => number | null | undefined) =>
  lastPoints(keyedRows(rows, year), (row) => row.key);

/** Release Year (of the titles) and Watch Year / Read Year (when the member started them): the last 24 years. */
export function YearCharts({ statistics, type }: { statistics: YearCharts_statistics$key; type: StatsType }) {
  const data = useFragment(
    graphql`
      fragment YearCharts_statistics on UserStatistics {
        releaseYears { releaseYear count meanScore minutesWatched chaptersRead }
        startYears { startYear count meanScore minutesWatched chaptersRead }
      }
    `,
    statistics,
  );
  const released = yearRows(data.releaseYears, (row) => row.releaseYear);
  const started = yearRows(data.startYears, (row) => row.startYear);
  const startTitle = type === 'anime' ? 'Watch Year' : 'Read Year';
  return (
    <>
      <ChartCard title="Release Year" type={type} modes={['count', 'time', 'meanScore']} empty={released.length === 0}>
        {(mode) => (
          <LineChart
            label={`Release Year (${modeLabel(mode, type)})`}
            yLabel={modeLabel(mode, type)}
            format={modeFormat(mode)}
            points={released.map((row) => ({ label: String(row.key), value: modeValue(row, mode, type) }))}
          />
        )}
      </ChartCard>
      <ChartCard title={startTitle} type={type} modes={['count', 'time', 'meanScore']} empty={started.length === 0}>
        {(mode) => (
          <BarChart
            label={`${startTitle} (${modeLabel(mode, type)})`}
            format={modeFormat(mode)}
            points={started.map((row) => ({ label: String(row.key), value: modeValue(row, mode, type) }))}
          />
        )}
      </ChartCard>
    </>
  );
}
