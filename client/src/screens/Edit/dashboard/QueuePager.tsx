import styles from '../Edit.module.css';

/** Previous and next page of a dashboard queue; `more`: a next page may hold items. */
export function QueuePager({ page, more, setPage }: { page: number; more: boolean; setPage: (p: number) => void }) {
  return (
    <div className={styles.actions}>
      {page > 1 ? (
        <button type="button" className={styles.secondary} onClick={() => setPage(page - 1)}>
          Previous page
        </button>
      ) : null}
      {more ? (
        <button type="button" className={styles.secondary} onClick={() => setPage(page + 1)}>
          Next page
        </button>
      ) : null}
    </div>
  );
}
