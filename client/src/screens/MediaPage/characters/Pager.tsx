import { Link, useLocation } from 'react-router-dom';
import styles from './Characters.module.css';

/** Previous / next page links for the paged sub-pages (?page=N). */
export function Pager({ page, hasNext }: { page: number; hasNext: boolean }) {
  const { pathname } = useLocation();
  if (page <= 1 && !hasNext) return null;
  const to = (target: number) => (target <= 1 ? pathname : `${pathname}?page=${target}`);
  return (
    <nav className={styles.pager} aria-label="Pages">
      {page > 1 ? <Link to={to(page - 1)}>Previous</Link> : null}
      <span>Page {page}</span>
      {hasNext ? <Link to={to(page + 1)}>Next</Link> : null}
    </nav>
  );
}
