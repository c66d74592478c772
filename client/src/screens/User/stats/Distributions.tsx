import { graphql, useFragment } from 'react-relay';
import { DonutChart } from '../../../components/Charts/DonutChart.tsx';
import { LIST_STATUS_COLOURS, seriesColour } from '../../../components/Charts/palette.ts';
import { listStatusLabel } from '../../../components/ListEditor/rules/statusLabels.ts';
import { countryLabel, formatLabel } from '../../../format/labels.ts';
import type { Distributions_statistics$key } from './__generated__/Distributions_statistics.graphql';
import { ChartCard } from './ChartCard.tsx';
import { keyedRows, modeFormat, modeValue, type ModeRow } from './statsFigures.ts';
import type { StatsType } from './statsPages.ts';
import styles from './Stats.module.css';

interface Distribution {
  readonly title: string;
  readonly rows: readonly (ModeRow & { key: string })[];
  readonly label: (key: string) => string;
  readonly colour: (key: string, index: number) => string;
}

/** Format, Status and Country Distribution: rings of titles (or hours, chapters) with their legends. */
export function Distributions({ statistics, type }: { statistics: Distributions_statistics$key; type: StatsType }) {
  const data = useFragment(
    graphql`
      fragment Distributions_statistics on UserStatistics {
        formats { format count meanScore minutesWatched chaptersRead }
        statuses { status count meanScore minutesWatched chaptersRead }
        countries { country count meanScore minutesWatched chaptersRead }
      }
    `,
    statistics,
  );
  const listType = type === 'anime' ? 'ANIME' : 'MANGA';
  const distributions: Distribution[] = [
    {
      title: 'Format Distribution',
      rows: keyedRows(data.formats, (row) => row.format),
      label: (key) => formatLabel(key),
      colour: (_, i) => seriesColour(i),
    },
    {
      title: 'Status Distribution',
      rows: keyedRows(data.statuses, (row) => row.status),
      label: (key) => listStatusLabel(key, listType),
      colour: (key, i) => LIST_STATUS_COLOURS[key] ?? seriesColour(i),
    },
    {
      title: 'Country Distribution',
      rows: keyedRows(data.countries, (row) => row.country),
      label: countryLabel,
      colour: (_, i) => seriesColour(i),
    },
  ];
  return (
    <div className={styles.chartTrio}>
      {distributions.map(({ title, rows, label, colour }) => (
        <ChartCard key={title} title={title} type={type} modes={['count', 'time']} empty={rows.length === 0}>
          {(mode) => (
            <DonutChart
              label={title}
              segments={rows.map((row, index) => ({
                label: label(row.key) || row.key,
                value: modeValue(row, mode, type),
                text: modeFormat(mode)(modeValue(row, mode, type)),
                colour: colour(row.key, index),
              }))}
            />
          )}
        </ChartCard>
      ))}
    </div>
  );
}
