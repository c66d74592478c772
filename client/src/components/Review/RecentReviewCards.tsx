import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { LoadFailure } from '../../system/errors/loadFailure.ts';
import { notNull } from '../../system/notNull.ts';
import { ReviewCard } from './ReviewCard.tsx';
import type { RecentReviewCardsQuery } from './__generated__/RecentReviewCardsQuery.graphql';
import type { RecentReviewCards_query$key } from './__generated__/RecentReviewCards_query.graphql';
import styles from './Review.module.css';

/** Home shows 4 recent reviews (core §9); the home route's query asks for them with the same number. */
export const HOME_REVIEWS = 4;

// The block's own query, when the route's query did not bring its reviews (or to refresh them).
const recentReviewCardsQuery = graphql`
  query RecentReviewCardsQuery($perPage: Int) {
    ...RecentReviewCards_query @arguments(perPage: $perPage)
  }
`;

/**
 * The newest reviews. The first render takes them from the store when the route's query brought them (HomeQuery);
 * a retry (`fetchKey` other than the first) asks the server again; the home page's refresh (useHomeRefresh) writes fresh
 * ones into the store, which this block then shows.
 */
export function RecentReviewCards({ fetchKey, first }: { fetchKey: string; first: boolean }) {
  const query = useLazyLoadQuery<RecentReviewCardsQuery>(
    recentReviewCardsQuery,
    { perPage: HOME_REVIEWS },
    { fetchKey, fetchPolicy: first ? 'store-or-network' : 'network-only' },
  );
  const data = useFragment<RecentReviewCards_query$key>(
    graphql`
      fragment RecentReviewCards_query on Query @argumentDefinitions(perPage: { type: "Int" }) {
        Page(page: 1, perPage: $perPage) {
          reviews(sort: [ID_DESC]) {
            id
            ...ReviewCard_review
          }
        }
      }
    `,
    query,
  );
  // A Page or reviews field that came back null failed (a route query's part may fail alone): an error with a
  // Retry, never "No reviews yet".
  if (data.Page?.reviews == null) throw new LoadFailure('', 500);
  const reviews = data.Page.reviews.filter(notNull);
  if (reviews.length === 0) return <p className={`card ${styles.empty}`}>No reviews yet</p>;
  return (
    <div className={styles.list}>
      {reviews.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
    </div>
  );
}
