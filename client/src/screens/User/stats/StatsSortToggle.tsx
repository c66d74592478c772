import { useSearchParams } from 'react-router-dom';
import { sortLabel, STATS_SORTS, type StatsSort, type StatsType } from './statsPages.ts';
import styles from './Stats.module.css';

/** Count / Time Watched (Chapters Read) / Mean Score: the order is the address's ?sort=, so it can be shared. */
export function StatsSortToggle({ type, sort }: { type: StatsType; sort: StatsSort }) {
  const [, setSearch] = useSearchParams();
  const choose = (choice: StatsSort) => setSearch(choice === 'count' ? {} : { sort: choice }, { replace: true });
  return (
    <div className={styles.toggle} role="group" aria-label="Sort by">
      {STATS_SORTS.map((choice) => (
        <button key={choice} type="button" aria-pressed={choice === sort} onClick={() => choose(choice)}>
          {sortLabel(choice, type)}
        </button>
      ))}
    </div>
  );
}
