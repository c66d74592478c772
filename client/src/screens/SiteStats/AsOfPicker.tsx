import { useEffect, useEffectEvent, useState } from 'react';
import { useDebouncedValue } from '../../components/useDebouncedValue.ts';
import { fuzzyDateOf, isoDayOf, utcToday } from './siteStatsRules.ts';
import styles from './SiteStats.module.css';

// Typing a year into a date input passes through valid dates digit by digit (0002, 0020, 0202, 2026): the choice is
// asked for once the input has been still a moment.
const SETTLE_MS = 500;

/** Moderators' "As of" date (a UTC day, never after today) and the way back to today's figures. */
export function AsOfPicker({ asOf, onChange }: { asOf: number | null; onChange: (asOf: number | null) => void }) {
  const shown = asOf == null ? '' : isoDayOf(asOf);
  const [draft, setDraft] = useState(shown);
  const settled = useDebouncedValue(draft, SETTLE_MS);
  useEffect(() => setDraft(shown), [shown]);
  // Only a settled draft asks; a new asOf (from the URL or the Today button) resets the draft above instead. asOf and
  // onChange are read, not depended on: an effect that re-ran when they changed would ask again for the stale settled
  // draft in the 500 ms before it catches up, undoing the Today button or a Back to another day.
  const ask = useEffectEvent((day: string) => {
    const next = fuzzyDateOf(day);
    if (next != null && next !== asOf && next >= 19700101) onChange(next);
  });
  useEffect(() => ask(settled), [settled]);
  return (
    <div className={styles.asOfPicker}>
      <label>
        <span>As of</span>
        <input type="date" min="1970-01-01" max={utcToday()} value={draft} onChange={(event) => setDraft(event.target.value)} />
      </label>
      {asOf != null ? (
        <button type="button" className={styles.today} onClick={() => onChange(null)}>
          Today
        </button>
      ) : null}
    </div>
  );
}
