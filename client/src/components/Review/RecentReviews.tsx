import { useCallback, useState, useTransition } from 'react';
import { Link } from 'react-router-dom';
import { useAutoRefresh } from '../Activity/useAutoRefresh.ts';
import { RecentReviewCards } from './RecentReviewCards.tsx';
import styles from './Review.module.css';
import { BlockBoundary } from '../LoadError/BlockBoundary.tsx';

/** The home page's Recent Reviews block (core §2), beside the feed on wide screens. It loads on its own. */
export function RecentReviews() {
  const [fetchKey, setFetchKey] = useState(0);
  const [, startTransition] = useTransition();
  // In a transition, so the cards on show stay while the fresh ones load.
  const refresh = useCallback(() => startTransition(() => setFetchKey((key) => key + 1)), []);
  // core §9: reviews refresh every 30 minutes.
  useAutoRefresh(30, refresh);
  return (
    <section className={styles.block} aria-label="Recent Reviews">
      <header className={styles.blockHeader}>
        <h2 className={styles.blockTitle}>Recent Reviews</h2>
        <Link to="/reviews">View All</Link>
      </header>
      <BlockBoundary what="Recent reviews" fallback={<div className={`card ${styles.skeleton}`} aria-hidden="true" />}>
        {(attempt) => <RecentReviewCards fetchKey={`${attempt}:${fetchKey}`} first={attempt === 0 && fetchKey === 0} />}
      </BlockBoundary>
    </section>
  );
}
