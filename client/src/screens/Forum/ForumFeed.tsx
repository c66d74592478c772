import { Link, useParams, useSearchParams } from 'react-router-dom';
import { NoThreads } from '../../components/Forum/NoThreads.tsx';
import { ThreadFeed } from '../../components/Forum/ThreadFeed.tsx';
import { threadEditorPath } from '../../components/Forum/forumPaths.ts';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { categoryName } from './categories.ts';
import { FORUM_FEED_TYPES, forumFeedFilter, forumFeedPath, parseForumFeed } from './forumFeed.ts';
import { forumFeedQuery } from './ForumFeedQuery.ts';
import { ForumSearch } from './ForumSearch.tsx';
import { ForumSidebar } from './ForumSidebar.tsx';
import { useDocumentTitle } from '../../system/useDocumentTitle.ts';
import type { ForumFeedQuery } from './__generated__/ForumFeedQuery.graphql';
import styles from './Forum.module.css';

const TYPE_LABELS = { overview: 'Overview', recent: 'Recent' } as const;

/**
 * /forum/{type?} (social §2, ForumFeed): the overview (sticky threads first, then the recently active) or the newest
 * threads, narrowed to a category or a media and searched by title, 25 a page as the reader scrolls.
 */
export function ForumFeed() {
  const data = useRouteQuery<ForumFeedQuery>(forumFeedQuery);
  const [params] = useSearchParams();
  const feed = parseForumFeed(useParams().type, params) ?? { type: 'overview' as const, categoryId: null, mediaId: null, search: '' };
  useDocumentTitle('Forum');
  const mediaTitle = data.Media?.title?.userPreferred ?? (feed.mediaId ? `Media ${feed.mediaId}` : null);
  const category = feed.categoryId ? categoryName(feed.categoryId) : null;
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.main}>
        <div className={styles.top}>
          <h1 className={styles.heading}>Forum</h1>
          <nav className={styles.tabs} aria-label="Forum feeds">
            {FORUM_FEED_TYPES.map((type) => (
              <Link
                key={type}
                to={forumFeedPath({ ...feed, type })}
                className={styles.tab}
                aria-current={type === feed.type ? 'page' : undefined}
              >
                {TYPE_LABELS[type]}
              </Link>
            ))}
          </nav>
          <Link to={threadEditorPath()} className={`button ${styles.newThread}`}>
            New Thread
          </Link>
        </div>
        <ForumSearch key={feed.search} feed={feed} />
        {category || mediaTitle || feed.search ? (
          <p className={styles.filter}>
            Showing threads
            {category ? (
              <>
                {' '}
                in <strong>{category}</strong>
              </>
            ) : null}
            {mediaTitle ? (
              <>
                {' '}
                about <strong>{mediaTitle}</strong>
              </>
            ) : null}
            {feed.search ? (
              <>
                {' '}
                matching <strong>“{feed.search}”</strong>
              </>
            ) : null}
            <Link className={styles.clear} to={forumFeedPath({ type: feed.type })}>
              Clear
            </Link>
          </p>
        ) : null}
        <ThreadFeed
          {...forumFeedFilter(feed)}
          label="Threads"
          emptyText={<NoThreads categoryId={feed.categoryId} mediaId={feed.mediaId} />}
        />
      </div>
      <ForumSidebar feed={feed} />
    </div>
  );
}
