import { graphql, useFragment } from 'react-relay';
import { BarChart } from '../../../components/Charts/BarChart.tsx';
import { scoreBarColour } from '../../../components/Charts/palette.ts';
import type { ScoreFormat } from '../lists/rules/score.ts';
import type { ScoreChart_statistics$key } from './__generated__/ScoreChart_statistics.graphql';
import { ChartCard } from './ChartCard.tsx';
import { scoreBarsOf, scoreStepLabel } from './scoreScale.ts';
import { keyedRows, modeFormat, modeLabel, modeValue } from './statsFigures.ts';
import type { StatsType } from './statsPages.ts';

const NONE = { count: 0, meanScore: 0, minutesWatched: 0, chaptersRead: 0 };

interface Props {
  statistics: ScoreChart_statistics$key;
  type: StatsType;
  scoreFormat: ScoreFormat;
}

/** Titles (or hours, chapters) per score, every step of the owner's score format shown. */
export function ScoreChart({ statistics, type, scoreFormat }: Props) {
  const data = useFragment(
    graphql`
      fragment ScoreChart_statistics on UserStatistics {
        scores(sort: ID) { score count meanScore minutesWatched chaptersRead }
      }
    `,
    statistics,
  );
  const rows = keyedRows(data.scores, (row) => row.score);
  const byScore = new Map(rows.map((row) => [row.key, row]));
  const steps = scoreBarsOf(scoreFormat, [...byScore.keys()]);
  return (
    <ChartCard title="Score" type={type} modes={['count', 'time']} empty={rows.length === 0}>
      {(mode) => (
        <BarChart
          label={`Score (${modeLabel(mode, type)})`}
          format={modeFormat(mode)}
          points={steps.map((score) => ({
            label: scoreStepLabel(score, scoreFormat),
            value: modeValue(byScore.get(score) ?? NONE, mode, type),
            colour: scoreBarColour(score, steps[0]!, steps[steps.length - 1]!),
          }))}
        />
      )}
    </ChartCard>
  );
}
