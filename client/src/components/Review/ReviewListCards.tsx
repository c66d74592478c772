import { graphql, usePaginationFragment } from 'react-relay';
import { edgeNodes, loadedConnection } from '../Paging/listPaging.ts';
import { ListEnd } from '../Paging/ListEnd.tsx';
import { usePagedConnection } from '../Paging/usePagedConnection.ts';
import { ReviewCard } from './ReviewCard.tsx';
import type { ReviewListCards_query$key } from './__generated__/ReviewListCards_query.graphql';
import type { ReviewListCardsPaginationQuery } from './__generated__/ReviewListCardsPaginationQuery.graphql';
import styles from './Review.module.css';

interface Props {
  query: ReviewListCards_query$key;
  perPage: number;
  label: string;
  showMedia: boolean;
  emptyText: string;
  columns: 1 | 2;
}

/**
 * Review cards over the reviewFeed connection: the next page loads as the reader nears the end, until the server has
 * no more. A review that a later page repeats (a new review pushed it down) is shown once: Relay merges edges by node.
 */
export function ReviewListCards({ query, perPage, label, showMedia, emptyText, columns }: Props) {
  const pagination = usePaginationFragment<ReviewListCardsPaginationQuery, ReviewListCards_query$key>(
    graphql`
      fragment ReviewListCards_query on Query
      @refetchable(queryName: "ReviewListCardsPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        mediaId: { type: "Int" }
        userId: { type: "Int" }
        sort: { type: "[ReviewSort]" }
      ) {
        reviewFeed(first: $first, after: $after, mediaId: $mediaId, userId: $userId, sort: $sort) @connection(key: "ReviewListCards_reviewFeed") {
          edges {
            node {
              id
              ...ReviewCard_review
            }
          }
        }
      }
    `,
    query,
  );
  const paging = usePagedConnection(pagination, perPage);
  const reviews = edgeNodes(loadedConnection(pagination.data.reviewFeed));
  return (
    <>
      <div
        className={styles.list}
        data-media={showMedia}
        data-columns={columns}
        role="feed"
        aria-label={label}
        aria-busy={pagination.isLoadingNext}
      >
        {reviews.length === 0 && !pagination.hasNext ? <p className={`card ${styles.empty}`}>{emptyText}</p> : null}
        {reviews.map((review) => (
          <ReviewCard key={review.id} review={review} showMedia={showMedia} />
        ))}
        {pagination.isLoadingNext ? <div className={`card ${styles.skeleton}`} aria-hidden="true" /> : null}
      </div>
      <ListEnd paging={paging} what="Reviews" />
    </>
  );
}
