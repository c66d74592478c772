import { LineChart } from '../../components/Charts/LineChart.tsx';
import { groupedCount } from '../../format/numbers.ts';
import { axisDayLabels, type Point } from './siteStatsRules.ts';
import styles from './SiteStats.module.css';

/** A line chart of one daily figure, or a line of text when there is no day to plot. */
export function TrendChart({ title, points }: { title: string; points: readonly Point[] }) {
  if (points.length === 0) return <p className={styles.empty}>No data yet.</p>;
  const axis = axisDayLabels(points.map((point) => point.date));
  return <LineChart label={title} yLabel={title} format={groupedCount} points={points} xLabel={(index) => axis[index] ?? ''} />;
}
