import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { notNull } from '../../../system/notNull.ts';
import { useInfiniteScroll } from '../../Search/useInfiniteScroll.ts';
import type { FollowListPageQuery } from './__generated__/FollowListPageQuery.graphql';
import { EMPTY_TEXT, FOLLOWS_PER_PAGE } from './socialViews.ts';
import { UserCard } from './UserCard.tsx';
import styles from './Social.module.css';
import { BlockBoundary } from '../../../components/LoadError/BlockBoundary.tsx';

// Follows have no connection field: pages of Page.following / Page.followers (latest follow first), one query per
// page, appended as the list scrolls. store-and-network: a follow made a moment ago shows on coming back.
const pageQuery = graphql`
  query FollowListPageQuery($userId: Int!, $page: Int!, $perPage: Int!, $following: Boolean!) {
    Page(page: $page, perPage: $perPage) {
      pageInfo { hasNextPage }
      following(userId: $userId) @include(if: $following) { id ...UserCard_user }
      followers(userId: $userId) @skip(if: $following) { id ...UserCard_user }
    }
  }
`;

type Direction = 'following' | 'followers';

export function FollowList({ userId, direction }: { userId: number; direction: Direction }) {
  const [pages, setPages] = useState(1);
  return (
    <div className={styles.userGrid} data-testid={`${direction}-list`}>
      {Array.from({ length: pages }, (_, i) => (
        <BlockBoundary key={i} what={direction === 'following' ? 'Following' : 'Followers'} fallback={<div className={styles.loadingMore} aria-busy="true" />}>
          {(fetchKey) => <FollowPage userId={userId} direction={direction} page={i + 1} last={i + 1 === pages} onMore={() => setPages(i + 2)} fetchKey={fetchKey} />}
        </BlockBoundary>
      ))}
    </div>
  );
}

interface PageProps {
  /** Its block's retries (BlockBoundary): each asks the server again. */
  fetchKey?: number;
  userId: number;
  direction: Direction;
  page: number;
  last: boolean;
  onMore: () => void;
}

function FollowPage({ userId, direction, page, last, onMore, fetchKey }: PageProps) {
  const data = useLazyLoadQuery<FollowListPageQuery>(
    pageQuery,
    { userId, page, perPage: FOLLOWS_PER_PAGE, following: direction === 'following' },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const users = (direction === 'following' ? data.Page?.following : data.Page?.followers)?.filter(notNull) ?? [];
  const hasNext = last && data.Page?.pageInfo?.hasNextPage === true;
  const sentinel = useInfiniteScroll(hasNext, false, onMore);
  if (users.length === 0 && page === 1) return <p className={styles.empty}>{EMPTY_TEXT[direction]}</p>;
  return (
    <>
      {users.map((user) => (
        <UserCard key={user.id} user={user} />
      ))}
      {hasNext ? <div ref={sentinel} className={styles.sentinel} aria-hidden="true" /> : null}
    </>
  );
}
