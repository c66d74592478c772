import styles from '../overview/Charts.module.css';

export interface ChartPoint {
  readonly label: string;
  readonly value: number;
}

/** A small hand-drawn SVG line chart: points spread evenly, scaled between the series' min and max. */
export function LineChart({ points, label }: { points: readonly ChartPoint[]; label: string }) {
  const width = 600;
  const height = 140;
  const top = 18;
  const values = points.map((point) => point.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const x = (index: number) => (points.length === 1 ? width / 2 : 20 + (index / (points.length - 1)) * (width - 40));
  const y = (value: number) => top + (max === min ? height / 2 : (1 - (value - min) / (max - min)) * height);
  const path = points.map((point, index) => `${index ? 'L' : 'M'}${x(index).toFixed(1)},${y(point.value).toFixed(1)}`).join(' ');
  return (
    <svg className={styles.lineChart} viewBox={`0 0 ${width} ${height + top + 30}`} role="img" aria-label={label}>
      <line className={styles.axis} x1={0} x2={width} y1={height + top + 8} y2={height + top + 8} />
      <path className={styles.line} d={path} />
      {points.map((point, index) => (
        <g key={`${point.label}-${index}`} data-testid="chart-point">
          <title>{`${point.label}: ${point.value}`}</title>
          <circle className={styles.dot} cx={x(index)} cy={y(point.value)} r={3.5} />
          <text className={styles.pointLabel} x={x(index)} y={y(point.value) - 8} textAnchor="middle">
            {point.value}
          </text>
          {points.length <= 12 || index % 2 === 0 ? (
            <text className={styles.pointLabel} x={x(index)} y={height + top + 24} textAnchor="middle">
              {point.label}
            </text>
          ) : null}
        </g>
      ))}
    </svg>
  );
}
