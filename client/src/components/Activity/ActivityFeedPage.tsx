import { useEffect, useMemo } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { notNull } from '../../system/notNull.ts';
import { ActivityCard } from './ActivityCard.tsx';
import { unseen } from './feedPaging.ts';
import type { FeedPageVariables } from './feedVariables.ts';
import type { ActivityFeedPage_activities$key } from './__generated__/ActivityFeedPage_activities.graphql';
import type { ActivityFeedPageQuery } from './__generated__/ActivityFeedPageQuery.graphql';
import styles from './ActivityFeed.module.css';

// One page of a feed. Screens that ask for a feed's first page in their route query select it the same way
// (`activities(...) { ...ActivityFeedPage_activities }` with feedPageVariables), so the feed finds it in the store.
export const activityFeedPageQuery = graphql`
  query ActivityFeedPageQuery(
    $page: Int
    $perPage: Int
    $userId: Int
    $mediaId: Int
    $isFollowing: Boolean
    $types: [ActivityType]
    $hasRepliesOrTypeText: Boolean
    $sort: [ActivitySort]
  ) {
    Page(page: $page, perPage: $perPage) {
      activities(
        userId: $userId
        mediaId: $mediaId
        isFollowing: $isFollowing
        type_in: $types
        hasRepliesOrTypeText: $hasRepliesOrTypeText
        sort: $sort
      ) {
        ...ActivityFeedPage_activities
      }
    }
  }
`;

interface Props {
  /** Its block's retries (BlockBoundary): each asks the server again. */
  fetchKey?: number;
  variables: FeedPageVariables;
  /** Activities shown by earlier pages, left out here. */
  earlier: ReadonlySet<number>;
  onLoaded: (page: number, ids: readonly number[], count: number) => void;
  /** Shown by an empty first page. */
  emptyText: string;
  /** Told when the first page is empty (the home feed then turns to global activity). */
  onEmpty?: () => void;
}

export function ActivityFeedPage({ variables, earlier, onLoaded, emptyText, onEmpty, fetchKey }: Props) {
  const data = useLazyLoadQuery<ActivityFeedPageQuery>(activityFeedPageQuery, variables, { fetchPolicy: 'store-or-network', fetchKey });
  const answered = data.Page?.activities;
  const refs = useMemo(() => (answered ?? []).filter(notNull), [answered]);
  const items = useFragment<ActivityFeedPage_activities$key>(
    graphql`
      fragment ActivityFeedPage_activities on ActivityUnion @relay(plural: true) {
        __typename
        ... on TextActivity { id }
        ... on ListActivity { id }
        ... on MessageActivity { id }
        ...ActivityCard_activity
      }
    `,
    refs,
  );
  const listed = items.flatMap((item) => (item.id == null ? [] : [{ id: item.id, item }]));
  // An activity deleted since reads null: it still counts towards a full page.
  const count = answered?.length ?? 0;
  const ids = listed.map((entry) => entry.id).join(',');
  const { page } = variables;
  useEffect(() => {
    onLoaded(page, ids ? ids.split(',').map(Number) : [], count);
  }, [ids, count, page, onLoaded]);
  const nothing = page === 1 && count === 0;
  useEffect(() => {
    if (nothing) onEmpty?.();
  }, [nothing, onEmpty]);

  if (page === 1 && listed.length === 0) return <p className={`card ${styles.empty}`}>{emptyText}</p>;
  return (
    <>
      {unseen(listed, earlier).map(({ id, item }) => (
        <ActivityCard key={id} activity={item} />
      ))}
    </>
  );
}
