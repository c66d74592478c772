import { Link } from 'react-router-dom';
import { RecentReviewCards } from './RecentReviewCards.tsx';
import styles from './Review.module.css';
import { BlockBoundary } from '../LoadError/BlockBoundary.tsx';

/**
 * The home page's Recent Reviews block (core §2), beside the feed on wide screens. It loads on its own; the home page
 * refreshes it every 30 minutes (useHomeRefresh).
 */
export function RecentReviews() {
  return (
    <section className={styles.block} aria-label="Recent Reviews">
      <header className={styles.blockHeader}>
        <h2 className={styles.blockTitle}>Recent Reviews</h2>
        <Link to="/reviews">View All</Link>
      </header>
      <BlockBoundary what="Recent reviews" fallback={<div className={`card ${styles.skeleton}`} aria-hidden="true" />}>
        {(attempt) => <RecentReviewCards fetchKey={String(attempt)} first={attempt === 0} />}
      </BlockBoundary>
    </section>
  );
}
