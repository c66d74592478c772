import { useEffect } from 'react';
import { preloadMarkdown } from '../Activity/lazyMarkdown.tsx';
import { BlockBoundary } from '../LoadError/BlockBoundary.tsx';
import { UserCommentsPage } from './UserCommentsPage.tsx';
import styles from './ThreadFeed.module.css';

/** A member's forum comments, newest first, 15 a page as the reader scrolls (social §2 Social tab, §9). */
export function UserComments({ userId }: { userId: number }) {
  useEffect(preloadMarkdown, []);
  const loading = (
    <div className={styles.feed} role="feed" aria-label="Forum Comments" aria-busy="true">
      <div className={`card ${styles.skeleton}`} aria-hidden="true" />
    </div>
  );
  return (
    <BlockBoundary key={userId} what="Comments" fallback={loading}>
      {(fetchKey) => <UserCommentsPage userId={userId} fetchKey={fetchKey} />}
    </BlockBoundary>
  );
}
