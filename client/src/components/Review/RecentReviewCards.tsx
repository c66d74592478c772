import { graphql, useLazyLoadQuery } from 'react-relay';
import { notNull } from '../../system/notNull.ts';
import { ReviewCard } from './ReviewCard.tsx';
import type { RecentReviewCardsQuery } from './__generated__/RecentReviewCardsQuery.graphql';
import styles from './Review.module.css';

/** Home shows 4 recent reviews (core §9). */
const HOME_REVIEWS = 4;

const recentReviewCardsQuery = graphql`
  query RecentReviewCardsQuery($perPage: Int) {
    Page(page: 1, perPage: $perPage) {
      reviews(sort: [ID_DESC]) {
        id
        ...ReviewCard_review
      }
    }
  }
`;

/** The newest reviews; a new `fetchKey` asks the server again. */
export function RecentReviewCards({ fetchKey }: { fetchKey: string }) {
  const data = useLazyLoadQuery<RecentReviewCardsQuery>(
    recentReviewCardsQuery,
    { perPage: HOME_REVIEWS },
    { fetchKey, fetchPolicy: fetchKey ? 'network-only' : 'store-or-network' },
  );
  const reviews = (data.Page?.reviews ?? []).filter(notNull);
  if (reviews.length === 0) return <p className={`card ${styles.empty}`}>No reviews yet</p>;
  return (
    <div className={styles.list}>
      {reviews.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
    </div>
  );
}
