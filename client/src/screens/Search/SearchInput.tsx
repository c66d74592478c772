import { SearchIcon } from '../../components/icons.tsx';
import styles from './Search.module.css';

/** The search text box; the page's filter draft debounces it with the other filters (core §4). */
export function SearchInput({ label, value, onChange }: { label: string; value: string; onChange: (text: string) => void }) {
  return (
    <div className={styles.searchBlock}>
      <span className={styles.searchLabel}>Search</span>
      <label className={styles.searchField}>
        <SearchIcon size={18} />
        <input
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Search"
          aria-label={label}
          autoComplete="off"
        />
      </label>
    </div>
  );
}
