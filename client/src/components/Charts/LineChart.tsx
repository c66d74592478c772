import { compactCount } from '../../format/numbers.ts';
import { niceTicks, showsXLabel } from './chartScale.ts';
import styles from './Charts.module.css';

export interface ChartPoint {
  readonly label: string;
  readonly value: number;
}

// Drawing area inside the SVG's view box; the left margin holds the y-axis title and tick values.
const WIDTH = 600;
const LEFT = 58;
const RIGHT = 16;
const TOP = 16;
const PLOT_HEIGHT = 140;
const X_LABELS_AT = TOP + PLOT_HEIGHT + 22;

interface Props {
  points: readonly ChartPoint[];
  /** The chart's accessible name. */
  label: string;
  /** The y-axis title ("Average score", "Titles"). */
  yLabel: string;
  /** How a value reads in its point's title (tick values are compact counts). */
  format?: (value: number) => string;
  /** The text under point `index` on the x axis, when shorter than its label (which its title keeps). */
  xLabel?: (index: number) => string;
}

/**
 * A small SVG line chart: points spread evenly along x, y on a labelled axis of round ticks. Each point carries a
 * title "label: value", which is how tests and assistive tools read the figures.
 */
export function LineChart({ points, label, yLabel, format = String, xLabel }: Props) {
  const values = points.map((point) => point.value);
  const ticks = niceTicks(Math.min(...values), Math.max(...values));
  const low = ticks[0]!;
  const high = ticks[ticks.length - 1]!;
  const plotWidth = WIDTH - LEFT - RIGHT;
  const x = (index: number) => LEFT + (points.length === 1 ? plotWidth / 2 : 10 + (index / (points.length - 1)) * (plotWidth - 20));
  const y = (value: number) => TOP + (1 - (value - low) / (high - low)) * PLOT_HEIGHT;
  const path = points.map((point, index) => `${index ? 'L' : 'M'}${x(index).toFixed(1)},${y(point.value).toFixed(1)}`).join(' ');
  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${X_LABELS_AT + 8}`} role="img" aria-label={label}>
      <g data-testid="chart-y-axis">
        <text className={styles.axisTitle} transform={`translate(12 ${TOP + PLOT_HEIGHT / 2}) rotate(-90)`} textAnchor="middle">
          {yLabel}
        </text>
        <line className={styles.axis} x1={LEFT} x2={LEFT} y1={TOP} y2={TOP + PLOT_HEIGHT} />
        {ticks.map((tick) => (
          <g key={tick}>
            <line className={styles.gridLine} x1={LEFT} x2={WIDTH - RIGHT} y1={y(tick)} y2={y(tick)} />
            <text className={styles.tickLabel} x={LEFT - 6} y={y(tick) + 3.5} textAnchor="end">
              {compactCount(tick)}
            </text>
          </g>
        ))}
      </g>
      <line className={styles.axis} x1={LEFT} x2={WIDTH - RIGHT} y1={TOP + PLOT_HEIGHT} y2={TOP + PLOT_HEIGHT} />
      <path className={styles.line} d={path} />
      {points.map((point, index) => (
        <g key={`${point.label}-${index}`} data-testid="chart-point">
          <title>{`${point.label}: ${format(point.value)}`}</title>
          <circle className={styles.dot} cx={x(index)} cy={y(point.value)} r={4} />
          {showsXLabel(index, points.length) ? (
            <text className={styles.xLabel} x={x(index)} y={X_LABELS_AT} textAnchor="middle" data-testid="chart-x-label">
              {xLabel ? xLabel(index) : point.label}
            </text>
          ) : null}
        </g>
      ))}
    </svg>
  );
}
