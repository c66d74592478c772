import { graphql, useFragment } from 'react-relay';
import { groupedCount } from '../../../format/numbers.ts';
import type { StatusDistribution_media$key } from './__generated__/StatusDistribution_media.graphql';
import { listStatusLabel, statusLegend, statusSegments } from '../rules/distribution.ts';
import styles from './Charts.module.css';

// Segment colours by list status, as the legend dots.
const COLOURS: Record<string, string> = {
  CURRENT: 'var(--color-green)',
  PLANNING: 'var(--color-accent)',
  COMPLETED: '#9256f3',
  PAUSED: 'var(--color-pink)',
  DROPPED: 'var(--color-red)',
  REPEATING: 'var(--color-orange)',
};

/** Status distribution: the top 5 statuses with counts, and a bar of up to 6 segments (core §9). */
export function StatusDistribution({ media }: { media: StatusDistribution_media$key }) {
  const data = useFragment(
    graphql`
      fragment StatusDistribution_media on Media @argumentDefinitions(asOf: { type: "FuzzyDateInt" }) {
        type
        stats(asOf: $asOf) { statusDistribution { status amount } }
      }
    `,
    media,
  );
  const bar = statusSegments(data.stats?.statusDistribution);
  const legend = statusLegend(data.stats?.statusDistribution);
  return (
    <section className={`card ${styles.chartCard}`} aria-label="Status Distribution">
      <h2 className={styles.chartTitle}>Status Distribution</h2>
      {bar.length === 0 ? (
        <p className={styles.empty}>No one has this on their list yet.</p>
      ) : (
        <>
          <ul className={styles.legend}>
            {legend.map((segment) => (
              <li key={segment.status} className={styles.legendItem}>
                <span className={styles.legendLabel} style={{ background: COLOURS[segment.status] }}>
                  {listStatusLabel(segment.status, data.type)}
                </span>
                <span className={styles.legendAmount} style={{ color: COLOURS[segment.status] }}>
                  {groupedCount(segment.amount)} <span>Users</span>
                </span>
              </li>
            ))}
          </ul>
          <div className={styles.statusBar} role="img" aria-label="Status shares">
            {bar.map((segment) => (
              <span
                key={segment.status}
                data-testid="status-segment"
                title={`${listStatusLabel(segment.status, data.type)}: ${segment.percent.toFixed(1)}%`}
                style={{ width: `${segment.percent}%`, background: COLOURS[segment.status] }}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
