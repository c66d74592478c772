import styles from './Stats.module.css';
import type { StatsType } from './statsPages.ts';

/** A list without entries: a friendly word in place of empty charts. */
export function StatsEmpty({ name, type }: { name: string; type: StatsType }) {
  return (
    <section className={`card ${styles.empty}`} aria-label="No statistics">
      <p className={styles.emptyTitle}>No {type} stats yet</p>
      <p>
        {name} has not added any {type} to their list yet. Statistics appear here once there is something to count.
      </p>
    </section>
  );
}
