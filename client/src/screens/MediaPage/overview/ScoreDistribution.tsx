import { graphql, useFragment } from 'react-relay';
import { groupedCount } from '../../../format/numbers.ts';
import type { ScoreDistribution_media$key } from './__generated__/ScoreDistribution_media.graphql';
import { scoreBars } from '../rules/distribution.ts';
import styles from './Charts.module.css';

// Bars go from red (10) to green (100) through the hue wheel, like the score colours.
const barColour = (score: number) => `hsl(${((score - 10) / 90) * 120}, 65%, 55%)`;

/** Score distribution as ten hand-drawn SVG bars (10–100) with their amounts. */
export function ScoreDistribution({ media }: { media: ScoreDistribution_media$key }) {
  const data = useFragment(
    graphql`
      fragment ScoreDistribution_media on Media @argumentDefinitions(asOf: { type: "FuzzyDateInt" }) {
        stats(asOf: $asOf) { scoreDistribution { score amount } }
      }
    `,
    media,
  );
  const bars = scoreBars(data.stats?.scoreDistribution);
  const empty = bars.every((bar) => bar.amount === 0);
  const height = 120;
  return (
    <section className={`card ${styles.chartCard}`} aria-label="Score Distribution">
      <h2 className={styles.chartTitle}>Score Distribution</h2>
      {empty ? (
        <p className={styles.empty}>No scores yet.</p>
      ) : (
        <svg className={styles.scoreChart} viewBox={`0 0 400 ${height + 36}`} role="img" aria-label="Scores from 10 to 100">
          {bars.map((bar, index) => {
            const barHeight = Math.max(bar.amount ? 3 : 0, (bar.height / 100) * height);
            const x = index * 40 + 10;
            return (
              <g key={bar.score} data-testid="score-bar">
                <title>{`${bar.score}: ${groupedCount(bar.amount)}`}</title>
                <text x={x + 10} y={height - barHeight + 8} className={styles.barAmount} textAnchor="middle">
                  {bar.amount ? groupedCount(bar.amount) : ''}
                </text>
                <rect x={x} y={height - barHeight + 14} width={20} height={barHeight} rx={4} fill={barColour(bar.score)} />
                <text x={x + 10} y={height + 32} className={styles.barLabel} textAnchor="middle">
                  {bar.score}
                </text>
              </g>
            );
          })}
        </svg>
      )}
    </section>
  );
}
