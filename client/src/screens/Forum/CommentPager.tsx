import { Link } from 'react-router-dom';
import { pagerItems, threadPath } from '../../components/Forum/forumPaths.ts';
import styles from './Thread.module.css';

/** Links to a thread's comment pages (the page is in the URL: /forum/thread/{id}/{commentPage}); none for one page. */
export function CommentPager({ threadId, current, last }: { threadId: number; current: number; last: number }) {
  const items = pagerItems(current, last);
  if (items.length === 0) return null;
  return (
    <nav className={styles.pager} aria-label="Comment pages">
      {items.map((item, i) =>
        item === 'gap' ? (
          <span key={`gap${i}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={item}
            to={threadPath(threadId, item)}
            className={styles.pageLink}
            aria-label={`Page ${item}`}
            aria-current={item === current ? 'page' : undefined}
          >
            {item}
          </Link>
        ),
      )}
    </nav>
  );
}
