import { graphql, useFragment } from 'react-relay';
import { BarChart } from '../../components/Charts/BarChart.tsx';
import { DonutChart } from '../../components/Charts/DonutChart.tsx';
import { LIST_STATUS_COLOURS, scoreBarColour, seriesColour } from '../../components/Charts/palette.ts';
import { listStatusLabel } from '../../components/ListEditor/rules/statusLabels.ts';
import { groupedCount } from '../../format/numbers.ts';
import { chronological, scoreTotals, signedChange, trendPoints, type SiteStatsType } from './siteStatsRules.ts';
import { TrendChart } from './TrendChart.tsx';
import type { SiteListActivity_statistics$key } from './__generated__/SiteListActivity_statistics.graphql';
import styles from './SiteStats.module.css';

const scoresTitle = (days: number) =>
  days > 1 ? `Scores Given, Last ${days} Days` : days === 1 ? 'Scores Given, Last Day' : 'Scores Given';

/**
 * The members' list activity of the type shown: entries per status on the newest day (with the day's change),
 * scores given per bar over the days shown, and the daily active members, list changes and scores given.
 */
export function SiteListActivity({ statistics, type }: { statistics: SiteListActivity_statistics$key; type: SiteStatsType }) {
  const data = useFragment(
    graphql`
      fragment SiteListActivity_statistics on SiteStatistics {
        listActivity(type: $type, perPage: $perPage) {
          nodes {
            date changes activeMembers scoresGiven meanScore
            entries { status count change added }
            scores { score amount }
          }
        }
      }
    `,
    statistics,
  );
  const days = chronological(data.listActivity?.nodes);
  const newest = days.at(-1);
  const noun = type === 'MANGA' ? 'Manga' : 'Anime';
  const statuses = (newest?.entries ?? []).map((entry, index) => ({
    label: listStatusLabel(entry.status, type) || entry.status,
    value: entry.count,
    colour: LIST_STATUS_COLOURS[entry.status] ?? seriesColour(index),
    text: `${groupedCount(entry.count)} (${signedChange(entry.change)})`,
  }));
  const scores = scoreTotals(days).map((point) => ({ ...point, colour: scoreBarColour(Number(point.label), 10, 100) }));
  return (
    <section className={styles.activity} aria-label="List Activity">
      <h2 className={styles.sectionTitle}>{noun} List Activity</h2>
      <div className={styles.charts}>
        <section className={`card ${styles.chartCard}`} aria-label="Entries by status">
          <h3 className={styles.chartTitle}>Entries by Status</h3>
          {statuses.length ? (
            <DonutChart label={`${noun} entries by status`} segments={statuses} />
          ) : (
            <p className={styles.empty}>No data yet.</p>
          )}
        </section>
        <section className={`card ${styles.chartCard}`} aria-label="Scores given">
          <h3 className={styles.chartTitle}>{scoresTitle(days.length)}</h3>
          <BarChart label={`${noun} scores given`} format={groupedCount} points={scores} />
        </section>
        <section className={`card ${styles.chartCard}`} aria-label="Active members chart">
          <h3 className={styles.chartTitle}>Active Members</h3>
          <TrendChart title="Active Members" points={trendPoints(days, (day) => day.activeMembers)} />
        </section>
        <section className={`card ${styles.chartCard}`} aria-label="List changes chart">
          <h3 className={styles.chartTitle}>List Changes</h3>
          <TrendChart title="List Changes" points={trendPoints(days, (day) => day.changes)} />
        </section>
      </div>
    </section>
  );
}
