import { useId, useRef } from 'react';
import { dateText, parseDateText } from './rules/fuzzyDates.ts';
import styles from './ListEditor.module.css';

interface Props {
  label: string;
  value: string;
  problem?: string;
  onChange: (value: string) => void;
}

/**
 * A date written yyyy-MM-dd (core §5) whatever the browser's language, with a calendar button that opens the
 * browser's own date picker. Partial dates (a year, a year and month) are kept as typed.
 */
export function DateField({ label, value, problem, onChange }: Props) {
  const picker = useRef<HTMLInputElement>(null);
  const problemId = useId();
  const parsed = parseDateText(value);
  const full = parsed?.day ? dateText(parsed) : '';
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${problemId}-input`}>
        {label}
      </label>
      <span className={styles.dateRow}>
        <input
          id={`${problemId}-input`}
          className={styles.input}
          type="text"
          inputMode="numeric"
          placeholder="yyyy-MM-dd"
          autoComplete="off"
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className={styles.calendar}
          aria-label={`Pick the ${label.toLowerCase()}`}
          onClick={() => picker.current?.showPicker?.()}
        >
          <CalendarIcon />
        </button>
        <input
          ref={picker}
          className={styles.picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          value={full}
          onChange={(event) => event.target.value && onChange(event.target.value)}
        />
      </span>
      {problem ? (
        <span id={problemId} className={styles.problem} role="alert">
          {problem}
        </span>
      ) : null}
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </svg>
  );
}
