import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { edgeNodes, loadedConnection } from '../Paging/listPaging.ts';
import { ListEnd } from '../Paging/ListEnd.tsx';
import { usePagedConnection } from '../Paging/usePagedConnection.ts';
import { COMMENTS_PER_PAGE } from './forumPaths.ts';
import { UserCommentCard } from './UserCommentCard.tsx';
import type { UserCommentsPageQuery } from './__generated__/UserCommentsPageQuery.graphql';
import type { UserCommentsPage_query$key } from './__generated__/UserCommentsPage_query.graphql';
import type { UserCommentsPagePaginationQuery } from './__generated__/UserCommentsPagePaginationQuery.graphql';
import styles from './ThreadFeed.module.css';

interface Props {
  /** Its block's retries (BlockBoundary): each asks the server again. */
  fetchKey: number;
  userId: number;
}

/** A member's comments over the threadCommentFeed connection; what is stored shows at once and is asked again. */
export function UserCommentsPage({ userId, fetchKey }: Props) {
  const data = useLazyLoadQuery<UserCommentsPageQuery>(
    graphql`
      query UserCommentsPageQuery($userId: Int!, $first: Int) {
        ...UserCommentsPage_query @arguments(userId: $userId, first: $first)
      }
    `,
    { userId, first: COMMENTS_PER_PAGE },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const pagination = usePaginationFragment<UserCommentsPagePaginationQuery, UserCommentsPage_query$key>(
    graphql`
      fragment UserCommentsPage_query on Query
      @refetchable(queryName: "UserCommentsPagePaginationQuery")
      @argumentDefinitions(userId: { type: "Int!" }, first: { type: "Int", defaultValue: 15 }, after: { type: "String" }) {
        threadCommentFeed(userId: $userId, sort: [ID_DESC], first: $first, after: $after) @connection(key: "UserCommentsPage_threadCommentFeed") {
          edges {
            node {
              id
              ...UserCommentCard_comment
            }
          }
        }
      }
    `,
    data,
  );
  const paging = usePagedConnection(pagination, COMMENTS_PER_PAGE);
  const comments = edgeNodes(loadedConnection(pagination.data.threadCommentFeed));
  return (
    <>
      <div className={styles.feed} role="feed" aria-label="Forum Comments" aria-busy={pagination.isLoadingNext}>
        {comments.length === 0 && !pagination.hasNext ? <p className={`card ${styles.empty}`}>No forum comments yet</p> : null}
        {comments.map((comment) => (
          <UserCommentCard key={comment.id} comment={comment} />
        ))}
        {pagination.isLoadingNext ? <div className={`card ${styles.skeleton}`} aria-hidden="true" /> : null}
      </div>
      <ListEnd paging={paging} what="Comments" />
    </>
  );
}
