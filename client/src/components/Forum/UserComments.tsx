import { useEffect } from 'react';
import { preloadMarkdown } from '../Activity/lazyMarkdown.tsx';
import { useNearEnd } from '../Activity/useNearEnd.ts';
import { usePagedList } from '../Activity/usePagedList.ts';
import { COMMENTS_PER_PAGE } from './forumPaths.ts';
import { UserCommentsPage } from './UserCommentsPage.tsx';
import styles from './ThreadFeed.module.css';
import { BlockBoundary } from '../LoadError/BlockBoundary.tsx';

/** A member's forum comments, newest first, 15 a page as the reader scrolls (social §2 Social tab, §9). */
export function UserComments({ userId }: { userId: number }) {
  const paging = usePagedList(COMMENTS_PER_PAGE, null, String(userId));
  const sentinel = useNearEnd<HTMLDivElement>(paging.next === 'scroll', paging.more);
  useEffect(preloadMarkdown, []);
  return (
    <>
      <div className={styles.feed} role="feed" aria-label="Forum Comments" aria-busy={paging.next === 'loading'}>
        {Array.from({ length: paging.pages }, (_, i) => (
          <BlockBoundary key={i} what="Comments" fallback={<div className={`card ${styles.skeleton}`} aria-hidden="true" />}>
            {(fetchKey) => <UserCommentsPage userId={userId} page={i + 1} earlier={paging.earlier(i + 1)} onLoaded={paging.report} fetchKey={fetchKey} />}
          </BlockBoundary>
        ))}
      </div>
      {paging.next === 'scroll' ? <div ref={sentinel} aria-hidden="true" /> : null}
    </>
  );
}
