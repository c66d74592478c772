import { useEffect } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { notNull } from '../../system/notNull.ts';
import { unseen } from '../Activity/feedPaging.ts';
import { COMMENTS_PER_PAGE } from './forumPaths.ts';
import { UserCommentCard } from './UserCommentCard.tsx';
import type { UserCommentsPageQuery } from './__generated__/UserCommentsPageQuery.graphql';
import styles from './ThreadFeed.module.css';

const query = graphql`
  query UserCommentsPageQuery($userId: Int, $page: Int, $perPage: Int) {
    Page(page: $page, perPage: $perPage) {
      threadComments(userId: $userId, sort: [ID_DESC]) {
        id
        ...UserCommentCard_comment
      }
    }
  }
`;

interface Props {
  /** Its block's retries (BlockBoundary): each asks the server again. */
  fetchKey?: number;
  userId: number;
  page: number;
  earlier: ReadonlySet<number>;
  onLoaded: (page: number, ids: readonly number[], count: number) => void;
}

/** One page of a member's comments; what is stored shows at once and is asked again. */
export function UserCommentsPage({ userId, page, earlier, onLoaded, fetchKey }: Props) {
  const data = useLazyLoadQuery<UserCommentsPageQuery>(query, { userId, page, perPage: COMMENTS_PER_PAGE }, { fetchPolicy: 'store-and-network', fetchKey });
  const answered = data.Page?.threadComments ?? [];
  const comments = answered.filter(notNull);
  const count = answered.length;
  const ids = comments.map((c) => c.id).join(',');
  useEffect(() => {
    onLoaded(page, ids ? ids.split(',').map(Number) : [], count);
  }, [ids, count, page, onLoaded]);
  if (page === 1 && comments.length === 0) return <p className={`card ${styles.empty}`}>No forum comments yet</p>;
  return (
    <>
      {unseen(comments, earlier).map((comment) => (
        <UserCommentCard key={comment.id} comment={comment} />
      ))}
    </>
  );
}
