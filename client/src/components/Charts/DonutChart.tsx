import { donutSlices } from './chartScale.ts';
import styles from './Charts.module.css';

export interface DonutSegment {
  readonly label: string;
  /** The slice's size. */
  readonly value: number;
  /** A CSS colour or variable. */
  readonly colour: string;
  /** What the legend says beside the label ("155 titles"); the value otherwise. */
  readonly text?: string;
}

const SIZE = 140;
const RADIUS = 52;
const STROKE = 24;

interface Props {
  segments: readonly DonutSegment[];
  /** The chart's accessible name. */
  label: string;
}

/**
 * A ring split into slices (drawn as dashes of one circle each), with a legend that names every segment and its
 * figure. Slices carry titles "label: text" like the other charts' points.
 */
export function DonutChart({ segments, label }: Props) {
  const byLabel = new Map(segments.map((segment) => [segment.label, segment]));
  const slices = donutSlices(segments);
  return (
    <div className={styles.donut}>
      <svg className={styles.ring} viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={label}>
        <circle className={styles.ringTrack} cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} strokeWidth={STROKE} />
        {slices.map((slice) => {
          const segment = byLabel.get(slice.label)!;
          return (
            <circle
              key={slice.label}
              data-testid="chart-slice"
              className={styles.slice}
              cx={SIZE / 2}
              cy={SIZE / 2}
              r={RADIUS}
              strokeWidth={STROKE}
              stroke={segment.colour}
              pathLength={100}
              strokeDasharray={`${slice.percent} ${100 - slice.percent}`}
              strokeDashoffset={-slice.offset}
              transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
            >
              <title>{`${slice.label}: ${segment.text ?? slice.value}`}</title>
            </circle>
          );
        })}
      </svg>
      <ul className={styles.legend} aria-label={`${label}, legend`}>
        {segments.map((segment) => (
          <li key={segment.label} className={styles.legendItem}>
            <span className={styles.swatch} style={{ background: segment.colour }} aria-hidden="true" />
            <span className={styles.legendLabel}>{segment.label}</span>
            <span className={styles.legendValue}>{segment.text ?? segment.value}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
