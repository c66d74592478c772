import type { FilterState, RangeKey } from '../rules/filterState.ts';
import { RangeFilter } from './RangeFilter.tsx';
import styles from './Filters.module.css';

interface Props {
  type: 'anime' | 'manga';
  state: FilterState;
  loggedIn: boolean;
  adult: boolean;
  mobile: boolean;
  now: Date;
  onChange: (change: Partial<FilterState>) => void;
}

/** Toggles and ranges behind "more": list filters for logged-in viewers, adult only with adult content on. */
export function ExtraFilters({ type, state, loggedIn, adult, mobile, now, onChange }: Props) {
  const ranges: RangeKey[] = type === 'anime' ? ['years', 'episodes', 'duration'] : ['years', 'chapters', 'volumes'];
  return (
    <div className={styles.extras} data-testid="extra-filters">
      <div className={styles.toggles}>
        {loggedIn ? (
          <>
            <Toggle label="Hide My List" checked={state.onList === false} onChange={(on) => onChange({ onList: on ? false : null })} />
            <Toggle label="Only Show My List" checked={state.onList === true} onChange={(on) => onChange({ onList: on ? true : null })} />
          </>
        ) : null}
        <Toggle label="Doujin" checked={state.doujin} onChange={(on) => onChange({ doujin: on })} />
        {adult ? <Toggle label="Adult" checked={state.adult} onChange={(on) => onChange({ adult: on })} /> : null}
      </div>
      {mobile ? null : (
        <div className={styles.ranges}>
          {ranges.map((key) => (
            <RangeFilter key={key} rangeKey={key} value={state[key]} now={now} onChange={(range) => onChange({ [key]: range })} />
          ))}
        </div>
      )}
    </div>
  );
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
