import { SEARCH_VIEWS, type SearchView } from './media/searchView.ts';
import styles from './Search.module.css';

const LABELS: Record<SearchView, string> = { cover: 'Cover view', chart: 'Chart view', table: 'Table view' };
const ICONS: Record<SearchView, string> = { cover: '▦', chart: '▤', table: '☰' };

/** Media result views (core §2); the choice is remembered by the caller. */
export function ViewSelect({ view, onChange }: { view: SearchView; onChange: (view: SearchView) => void }) {
  return (
    <div className={styles.views} role="radiogroup" aria-label="View">
      {SEARCH_VIEWS.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={view === option}
          aria-label={LABELS[option]}
          title={LABELS[option]}
          className={`${styles.viewButton} ${view === option ? styles.viewActive : ''}`}
          onClick={() => onChange(option)}
        >
          {ICONS[option]}
        </button>
      ))}
    </div>
  );
}
