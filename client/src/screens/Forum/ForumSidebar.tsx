import { Link, useNavigate } from 'react-router-dom';
import { FORUM_RULES_PATH, TERMS_PATH } from '../../components/Forum/forumPaths.ts';
import { THREAD_CATEGORIES } from './categories.ts';
import { forumFeedPath, type ForumFeed } from './forumFeed.ts';
import styles from './Forum.module.css';

/**
 * The category menu (AniList's categories) and the forum's rules and terms (social §2). Narrow screens get the
 * categories as one select above the threads instead of a long list.
 */
export function ForumSidebar({ feed }: { feed: ForumFeed }) {
  const navigate = useNavigate();
  return (
    <aside className={styles.side} aria-label="Forum menu">
      <nav className={styles.categoryMenu} aria-label="Categories">
        <h2 className={styles.sideTitle}>Categories</h2>
        <ul className={styles.categories}>
          <li>
            <Link
              to={forumFeedPath({ type: feed.type })}
              className={styles.category}
              aria-current={!feed.categoryId && !feed.mediaId ? 'page' : undefined}
            >
              All
            </Link>
          </li>
          {THREAD_CATEGORIES.map((category) => (
            <li key={category.id}>
              <Link
                to={forumFeedPath({ type: feed.type, categoryId: category.id })}
                className={styles.category}
                aria-current={feed.categoryId === category.id ? 'page' : undefined}
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <select
        className={styles.categorySelect}
        aria-label="Category"
        value={feed.categoryId ?? ''}
        onChange={(event) => navigate(forumFeedPath({ type: feed.type, categoryId: Number(event.target.value) || null }))}
      >
        <option value="">All categories</option>
        {THREAD_CATEGORIES.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </select>
      <div className={styles.links}>
        <Link to={FORUM_RULES_PATH}>Forum Rules</Link>
        <Link to={TERMS_PATH}>Terms</Link>
      </div>
    </aside>
  );
}
