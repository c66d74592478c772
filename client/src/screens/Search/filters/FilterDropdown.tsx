import { useEffect, useRef } from 'react';
import styles from './Filters.module.css';

/** A labelled filter whose options open in a panel; closes on a click outside. */
export function FilterDropdown(props: { label: string; summary: string; active: boolean; children: React.ReactNode; wide?: boolean }) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const onDown = (event: MouseEvent) => {
      const el = details.current;
      if (el?.open && !el.contains(event.target as Node)) el.open = false;
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, []);
  return (
    <div className={styles.filter} data-filter={props.label}>
      <span className={styles.label}>{props.label}</span>
      <details ref={details} className={styles.dropdown}>
        <summary className={`${styles.control} ${props.active ? styles.activeControl : ''}`} aria-label={props.label}>
          <span className={styles.summary}>{props.summary}</span>
        </summary>
        <div className={`${styles.panel} ${props.wide ? styles.widePanel : ''}`}>{props.children}</div>
      </details>
    </div>
  );
}

/** A labelled native select for single-value filters. */
export function FilterSelect(props: {
  label: string;
  value: string | null;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | null) => void;
  placeholder?: string;
}) {
  return (
    <div className={styles.filter} data-filter={props.label}>
      <label className={styles.label} htmlFor={`filter-${props.label}`}>
        {props.label}
      </label>
      <select
        id={`filter-${props.label}`}
        className={`${styles.control} ${props.value ? styles.activeControl : ''}`}
        value={props.value ?? ''}
        onChange={(event) => props.onChange(event.target.value || null)}
      >
        <option value="">{props.placeholder ?? 'Any'}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Multi-value options with checkboxes (formats, streaming sites). */
export function CheckList(props: {
  options: readonly { value: string; label: string }[];
  selected: readonly string[];
  onToggle: (value: string) => void;
}) {
  return (
    <ul className={styles.options}>
      {props.options.map((option) => (
        <li key={option.value}>
          <label className={styles.check}>
            <input type="checkbox" checked={props.selected.includes(option.value)} onChange={() => props.onToggle(option.value)} />
            {option.label}
          </label>
        </li>
      ))}
    </ul>
  );
}

export const toggleValue = (list: readonly string[], value: string): string[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
