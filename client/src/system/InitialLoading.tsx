import styles from './InitialLoading.module.css';

/** Shown while the first page's loader runs (before the layout can render): a nav-coloured bar and the progress line. */
export function InitialLoading() {
  return (
    <div className={styles.shell} aria-busy="true" aria-label="Loading">
      <div className={styles.bar} />
      <div className={styles.nav} />
    </div>
  );
}
