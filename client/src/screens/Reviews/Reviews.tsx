import { useEffect } from 'react';
import { ReviewList } from '../../components/Review/ReviewList.tsx';
import { reviewListQuery } from '../../components/Review/ReviewListQuery.ts';
import { RECENT_PER_PAGE } from '../../components/Review/reviewListVariables.ts';
import type { ReviewListQuery } from '../../components/Review/__generated__/ReviewListQuery.graphql';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { SITE_NAME } from '../../system/siteLinks.ts';
import styles from './Reviews.module.css';

const TITLE = 'Recent Reviews';

/** /reviews (social §2): every member's reviews, newest first, loading on as the reader scrolls. */
export function Reviews() {
  // Holds the loader's first page in the store while the list shows it.
  useRouteQuery<ReviewListQuery>(reviewListQuery);
  useEffect(() => {
    document.title = `${TITLE} · ${SITE_NAME}`;
    return () => {
      document.title = SITE_NAME;
    };
  }, []);
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{TITLE}</h1>
      <ReviewList perPage={RECENT_PER_PAGE} label="Recent reviews" columns={2} />
    </div>
  );
}
