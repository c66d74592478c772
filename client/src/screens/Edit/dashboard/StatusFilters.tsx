import styles from '../Edit.module.css';

export interface StatusFilter<S> {
  label: string;
  /** null: every status. */
  status: S | null;
}

/** The status buttons above a dashboard queue (submissions, tag submissions); choosing one goes back to page 1. */
export function StatusFilters<S extends string>(props: {
  filters: readonly StatusFilter<S>[];
  status: S | null;
  onChange: (status: S | null) => void;
}) {
  return (
    <div className={styles.filters} role="group" aria-label="Status">
      {props.filters.map((f) => (
        <button
          key={f.label}
          type="button"
          aria-pressed={props.status === f.status}
          className={`${styles.filter} ${props.status === f.status ? styles.filterActive : ''}`}
          onClick={() => props.onChange(f.status)}
        >
          {f.label}
        </button>
      ))}
    </div>
  );
}
