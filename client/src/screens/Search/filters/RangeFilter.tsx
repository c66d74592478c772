import type { Range, RangeKey } from '../rules/filterState.ts';
import { normalizeRange, rangeBounds } from '../rules/ranges.ts';
import styles from './Filters.module.css';

const LABELS: Record<RangeKey, string> = {
  years: 'Year Range',
  episodes: 'Episodes',
  duration: 'Duration',
  chapters: 'Chapters',
  volumes: 'Volumes',
};

/** Two-handle range (core §4, §5): null at both bounds, handles at least 2 apart. Hidden on mobile by the caller. */
export function RangeFilter({
  rangeKey,
  value,
  now,
  onChange,
}: {
  rangeKey: RangeKey;
  value: Range | null;
  now: Date;
  onChange: (range: Range | null) => void;
}) {
  const bounds = rangeBounds(rangeKey, now);
  const [low, high] = value ?? bounds;
  const label = LABELS[rangeKey];
  return (
    <div className={styles.range} data-range={rangeKey}>
      <div className={styles.rangeHeader}>
        <span className={styles.label}>{label}</span>
        {value ? (
          <span className={styles.rangeValue}>
            {low} - {high}
          </span>
        ) : null}
      </div>
      <div className={styles.rangeTrack}>
        <input
          type="range"
          min={bounds[0]}
          max={bounds[1]}
          value={low}
          aria-label={`${label} minimum`}
          onChange={(event) => onChange(normalizeRange([Number(event.target.value), high], bounds, 'low'))}
        />
        <input
          type="range"
          min={bounds[0]}
          max={bounds[1]}
          value={high}
          aria-label={`${label} maximum`}
          onChange={(event) => onChange(normalizeRange([low, Number(event.target.value)], bounds, 'high'))}
        />
      </div>
    </div>
  );
}
