import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { BlockBoundary } from '../../../components/LoadError/BlockBoundary.tsx';
import { edgeNodes, loadedConnection } from '../../../components/Paging/listPaging.ts';
import { ListEnd } from '../../../components/Paging/ListEnd.tsx';
import { usePagedConnection } from '../../../components/Paging/usePagedConnection.ts';
import type { FollowListQuery } from './__generated__/FollowListQuery.graphql';
import type { FollowList_query$key } from './__generated__/FollowList_query.graphql';
import type { FollowListPaginationQuery } from './__generated__/FollowListPaginationQuery.graphql';
import { EMPTY_TEXT, FOLLOWS_PER_PAGE } from './socialViews.ts';
import { UserCard } from './UserCard.tsx';
import styles from './Social.module.css';

type Direction = 'following' | 'followers';

/** Whom a member follows, or who follows them, latest follow first, as the list scrolls (followFeed). */
export function FollowList({ userId, direction }: { userId: number; direction: Direction }) {
  return (
    <BlockBoundary
      key={`${userId}:${direction}`}
      what={direction === 'following' ? 'Following' : 'Followers'}
      fallback={<div className={styles.loadingMore} aria-busy="true" />}
    >
      {(fetchKey) => <FollowListLoader userId={userId} direction={direction} fetchKey={fetchKey} />}
    </BlockBoundary>
  );
}

/** store-and-network: a follow made a moment ago shows on coming back. */
function FollowListLoader({ userId, direction, fetchKey }: { userId: number; direction: Direction; fetchKey: number }) {
  const data = useLazyLoadQuery<FollowListQuery>(
    graphql`
      query FollowListQuery($userId: Int!, $followers: Boolean, $first: Int) {
        ...FollowList_query @arguments(userId: $userId, followers: $followers, first: $first)
      }
    `,
    { userId, followers: direction === 'followers' ? true : null, first: FOLLOWS_PER_PAGE },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  return <FollowListUsers query={data} direction={direction} />;
}

function FollowListUsers({ query, direction }: { query: FollowList_query$key; direction: Direction }) {
  const pagination = usePaginationFragment<FollowListPaginationQuery, FollowList_query$key>(
    graphql`
      fragment FollowList_query on Query
      @refetchable(queryName: "FollowListPaginationQuery")
      @argumentDefinitions(userId: { type: "Int!" }, followers: { type: "Boolean" }, first: { type: "Int", defaultValue: 40 }, after: { type: "String" }) {
        followFeed(userId: $userId, followers: $followers, first: $first, after: $after) @connection(key: "FollowList_followFeed") {
          edges {
            node {
              id
              ...UserCard_user
            }
          }
        }
      }
    `,
    query,
  );
  const paging = usePagedConnection(pagination, FOLLOWS_PER_PAGE);
  const users = edgeNodes(loadedConnection(pagination.data.followFeed));
  return (
    <div className={styles.userGrid} data-testid={`${direction}-list`}>
      {users.length === 0 && !pagination.hasNext ? <p className={styles.empty}>{EMPTY_TEXT[direction]}</p> : null}
      {users.map((user) => (
        <UserCard key={user.id} user={user} />
      ))}
      {pagination.isLoadingNext ? <div className={styles.loadingMore} aria-busy="true" /> : null}
      <ListEnd paging={paging} what={direction === 'following' ? 'Following' : 'Followers'} sentinelClassName={styles.sentinel} />
    </div>
  );
}
