import { useLazyLoadQuery } from 'react-relay';
import { BlockBoundary } from '../LoadError/BlockBoundary.tsx';
import { ReviewListCards } from './ReviewListCards.tsx';
import { reviewListQuery } from './ReviewListQuery.ts';
import { reviewListKey, reviewListVariables, type ReviewListFilter } from './reviewListVariables.ts';
import type { ReviewListQuery, ReviewListQuery$variables } from './__generated__/ReviewListQuery.graphql';
import styles from './Review.module.css';

interface Props extends ReviewListFilter {
  perPage: number;
  /** The list's accessible name. */
  label: string;
  showMedia?: boolean;
  emptyText?: string;
  /** Two side by side on wide screens (/reviews, profiles). */
  columns?: 1 | 2;
}

/**
 * Reviews by infinite scroll (core §4): the first page from the store when the route's loader asked for it (with the
 * same reviewListVariables), else from the server. `mediaId` or `userId` narrow the list; without them it is every
 * recent review.
 */
export function ReviewList({ perPage, label, showMedia = true, emptyText = 'No reviews yet', columns = 1, ...filter }: Props) {
  const loading = (
    <div className={styles.list} data-media={showMedia} data-columns={columns} role="feed" aria-label={label} aria-busy="true">
      <div className={`card ${styles.skeleton}`} aria-hidden="true" />
    </div>
  );
  const list = { variables: reviewListVariables(filter, perPage), perPage, label, showMedia, emptyText, columns };
  return (
    <BlockBoundary key={reviewListKey(filter)} what="Reviews" fallback={loading}>
      {(fetchKey) => <ReviewListLoader {...list} fetchKey={fetchKey} />}
    </BlockBoundary>
  );
}

interface LoaderProps {
  variables: ReviewListQuery$variables;
  fetchKey: number;
  perPage: number;
  label: string;
  showMedia: boolean;
  emptyText: string;
  columns: 1 | 2;
}

function ReviewListLoader({ variables, fetchKey, ...list }: LoaderProps) {
  const data = useLazyLoadQuery<ReviewListQuery>(reviewListQuery, variables, { fetchPolicy: 'store-or-network', fetchKey });
  return <ReviewListCards query={data} {...list} />;
}
