import { useEffect, useMemo } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import { notNull } from '../../system/notNull.ts';
import { unseen } from '../Activity/feedPaging.ts';
import { ReviewCard } from './ReviewCard.tsx';
import { reviewListPageQuery } from './ReviewListPageQuery.ts';
import type { ReviewListPageQuery, ReviewListPageQuery$variables } from './__generated__/ReviewListPageQuery.graphql';
import styles from './Review.module.css';

interface Props {
  /** Its block's retries (BlockBoundary): each asks the server again. */
  fetchKey?: number;
  variables: ReviewListPageQuery$variables;
  /** Reviews shown by earlier pages (a new review pushes the last one of a page onto the next). */
  earlier: ReadonlySet<number>;
  onLoaded: (page: number, ids: readonly number[], count: number) => void;
  showMedia: boolean;
  emptyText: string;
}

/** One page of a review list: its cards, less those an earlier page showed; the empty state on an empty first page. */
export function ReviewListPage({ variables, earlier, onLoaded, showMedia, emptyText, fetchKey }: Props) {
  const data = useLazyLoadQuery<ReviewListPageQuery>(reviewListPageQuery, variables, { fetchPolicy: 'store-or-network', fetchKey });
  const answered = data.Page?.reviews;
  // A review deleted since reads null: it still counts towards a full page.
  const count = answered?.length ?? 0;
  const reviews = useMemo(() => (answered ?? []).filter(notNull), [answered]);
  const ids = reviews.map((review) => review.id).join(',');
  const page = variables.page ?? 1;
  useEffect(() => {
    onLoaded(page, ids ? ids.split(',').map(Number) : [], count);
  }, [ids, count, page, onLoaded]);

  if (page === 1 && reviews.length === 0) return <p className={`card ${styles.empty}`}>{emptyText}</p>;
  return (
    <>
      {unseen(reviews, earlier).map((review) => (
        <ReviewCard key={review.id} review={review} showMedia={showMedia} />
      ))}
    </>
  );
}
