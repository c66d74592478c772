import { buildChips, showClearAll } from './rules/chips.ts';
import { EMPTY_FILTERS, type FilterState } from './rules/filterState.ts';
import styles from './Search.module.css';

/** Active filter chips (core §2): a click removes that filter; "Clear All" when more than one is active. */
export function FilterChips({
  type,
  state,
  onChange,
}: {
  type: 'anime' | 'manga';
  state: FilterState;
  onChange: (state: FilterState) => void;
}) {
  const chips = buildChips(state, type);
  if (chips.length === 0) return null;
  return (
    <div className={styles.chips} aria-label="Active filters" role="group">
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          className={`${styles.chip} ${chip.excluded ? styles.excludedChip : ''}`}
          onClick={() => onChange(chip.without)}
          title="Remove filter"
          aria-label={`Remove ${chip.label}`}
        >
          {chip.label}
          <span aria-hidden="true">×</span>
        </button>
      ))}
      {showClearAll(chips) ? (
        <button
          type="button"
          className={`${styles.chip} ${styles.clearAll}`}
          onClick={() => onChange({ ...EMPTY_FILTERS, sort: state.sort })}
        >
          Clear All
        </button>
      ) : null}
    </div>
  );
}
