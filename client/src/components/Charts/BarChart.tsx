import { showsXLabel } from './chartScale.ts';
import styles from './Charts.module.css';

export interface BarPoint {
  readonly label: string;
  readonly value: number;
  /** A fill of the bar's own (a CSS colour or variable); the accent colour otherwise. */
  readonly colour?: string;
}

const WIDTH = 600;
const SIDE = 12;
const TOP = 20;
const PLOT_HEIGHT = 130;
const X_LABELS_AT = TOP + PLOT_HEIGHT + 20;
const MAX_BAR = 40;

interface Props {
  points: readonly BarPoint[];
  /** The chart's accessible name. */
  label: string;
  /** How a value reads above its bar and in its title. */
  format?: (value: number) => string;
}

/**
 * A small SVG column chart: one bar per point with its value above and its label below; heights relative to the
 * largest value. Each bar carries a title "label: value" for tests and assistive tools.
 */
export function BarChart({ points, label, format = String }: Props) {
  const max = Math.max(0, ...points.map((point) => point.value));
  const slot = (WIDTH - SIDE * 2) / Math.max(1, points.length);
  const barWidth = Math.min(MAX_BAR, slot * 0.62);
  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${X_LABELS_AT + 8}`} role="img" aria-label={label}>
      <line className={styles.axis} x1={SIDE} x2={WIDTH - SIDE} y1={TOP + PLOT_HEIGHT + 0.5} y2={TOP + PLOT_HEIGHT + 0.5} />
      {points.map((point, index) => {
        const centre = SIDE + slot * (index + 0.5);
        // A value above zero always shows as a sliver, however small beside the largest.
        const height = max > 0 && point.value > 0 ? Math.max(2, (point.value / max) * PLOT_HEIGHT) : 0;
        return (
          <g key={`${point.label}-${index}`} data-testid="chart-bar">
            <title>{`${point.label}: ${format(point.value)}`}</title>
            {height > 0 ? (
              <>
                <rect
                  className={styles.bar}
                  x={centre - barWidth / 2}
                  y={TOP + PLOT_HEIGHT - height}
                  width={barWidth}
                  height={height}
                  rx={Math.min(4, barWidth / 4)}
                  style={point.colour ? { fill: point.colour } : undefined}
                />
                <text className={styles.barValue} x={centre} y={TOP + PLOT_HEIGHT - height - 6} textAnchor="middle">
                  {format(point.value)}
                </text>
              </>
            ) : null}
            {showsXLabel(index, points.length) ? (
              <text className={styles.xLabel} x={centre} y={X_LABELS_AT} textAnchor="middle" data-testid="chart-x-label">
                {point.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
