import { useCallback, useEffect, useMemo, useRef } from 'react';
import { fetchQuery, graphql, usePaginationFragment, useSubscribeToInvalidationState } from 'react-relay';
import { environment } from '../../system/relayEnvironment.ts';
import { edgeNodes, loadedConnection } from '../Paging/listPaging.ts';
import { ListEnd } from '../Paging/ListEnd.tsx';
import { usePagedConnection } from '../Paging/usePagedConnection.ts';
import { ActivityCard } from './ActivityCard.tsx';
import type { FeedVariables } from './feedVariables.ts';
import { newActivitiesLabel, waitingActivities } from './liveActivities.ts';
import { useAutoRefresh } from './useAutoRefresh.ts';
import { useLiveActivities } from './useLiveActivities.ts';
import paginationQuery, { type ActivityFeedListPaginationQuery } from './__generated__/ActivityFeedListPaginationQuery.graphql';
import type { ActivityFeedList_query$key } from './__generated__/ActivityFeedList_query.graphql';
import styles from './ActivityFeed.module.css';

export interface ActivityFeedListProps {
  query: ActivityFeedList_query$key;
  /** The feed's variables, to ask for its first page again. */
  variables: FeedVariables;
  pauseEvery: number | null;
  label: string;
  emptyText: string;
  onEmpty?: () => void;
  refreshSignal: number;
  autoRefreshMinutes: number | null;
}

/**
 * The activity cards of a feed, over the activityFeed connection: the next page loads as the reader nears the end,
 * pausing for "Load More" every `pauseEvery` pages, complete when the server has no more. An activity that a later
 * page repeats (new activity pushed it down) is shown once: Relay merges edges by node.
 */
export function ActivityFeedList({
  query,
  variables,
  pauseEvery,
  label,
  emptyText,
  onEmpty,
  refreshSignal,
  autoRefreshMinutes,
}: ActivityFeedListProps) {
  const pagination = usePaginationFragment<ActivityFeedListPaginationQuery, ActivityFeedList_query$key>(
    graphql`
      fragment ActivityFeedList_query on Query
      @refetchable(queryName: "ActivityFeedListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 25 }
        after: { type: "String" }
        userId: { type: "Int" }
        mediaId: { type: "Int" }
        isFollowing: { type: "Boolean" }
        types: { type: "[ActivityType]" }
        hasRepliesOrTypeText: { type: "Boolean" }
        sort: { type: "[ActivitySort]" }
      ) {
        activityFeed(
          first: $first
          after: $after
          userId: $userId
          mediaId: $mediaId
          isFollowing: $isFollowing
          type_in: $types
          hasRepliesOrTypeText: $hasRepliesOrTypeText
          sort: $sort
        ) @connection(key: "ActivityFeedList_activityFeed") {
          # The feed's record in the store: a list save marks it stale (mutations/listChanges.ts) and the feed refreshes.
          __id
          edges {
            node {
              __typename
              ... on TextActivity { id }
              ... on ListActivity { id }
              ... on MessageActivity { id }
              ...ActivityCard_activity
            }
          }
        }
      }
    `,
    query,
  );
  const paging = usePagedConnection(pagination, variables.first, pauseEvery);
  const { reset } = paging;
  const feed = loadedConnection(pagination.data.activityFeed);
  const items = edgeNodes(feed).flatMap((item) => (item.id == null ? [] : [{ id: item.id, item }]));

  // The first page asked again from the server: Relay then keeps only it, as later pages were counted from the old one.
  const latest = useRef(variables);
  latest.current = variables;
  // New activities heard over the live stream (ADR 71) wait behind the "N new" bar; a refresh shows them.
  const { userId, mediaId, isFollowing, types, hasRepliesOrTypeText } = variables;
  const liveFilter = useMemo(
    () => ({ userId, mediaId, isFollowing, type_in: types, hasRepliesOrTypeText }),
    [userId, mediaId, isFollowing, types, hasRepliesOrTypeText],
  );
  const live = useLiveActivities(liveFilter);
  const { clear } = live;
  const refresh = useCallback(() => {
    fetchQuery<ActivityFeedListPaginationQuery>(
      environment,
      paginationQuery,
      { ...latest.current, after: null },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      complete: () => {
        reset();
        clear();
      },
      // A refresh that fails keeps the feed on show.
      error: () => undefined,
    });
  }, [reset, clear]);
  const handledSignal = useRef(refreshSignal);
  useEffect(() => {
    if (refreshSignal === handledSignal.current) return;
    handledSignal.current = refreshSignal;
    refresh();
  }, [refreshSignal, refresh]);
  // The spec's polling (core §4) only while no stream delivers: with one, new activities come to the bar instead.
  useAutoRefresh(live.live ? null : autoRefreshMinutes, refresh);
  // A list change (a new or moved list activity) marks the feed stale: its first page is asked again.
  const feedId = pagination.data.activityFeed?.__id;
  useSubscribeToInvalidationState(feedId ? [feedId] : [], refresh);

  // Nothing to show at all (an activity deleted since, whose edge reads null, still counts as something).
  const nothing = feed.edges.length === 0 && !pagination.hasNext;
  useEffect(() => {
    if (nothing) onEmpty?.();
  }, [nothing, onEmpty]);

  const waiting = waitingActivities(live.heard, new Set(items.map(({ id }) => id))).length;

  return (
    <>
      {waiting > 0 ? (
        <button type="button" className={styles.newBar} onClick={refresh}>
          {newActivitiesLabel(waiting)}
        </button>
      ) : null}
      <div className={styles.feed} role="feed" aria-label={label} aria-busy={pagination.isLoadingNext}>
        {items.length === 0 && !pagination.hasNext ? <p className={`card ${styles.empty}`}>{emptyText}</p> : null}
        {items.map(({ id, item }) => (
          <ActivityCard key={id} activity={item} />
        ))}
        {pagination.isLoadingNext ? <div className={`card ${styles.skeleton}`} aria-hidden="true" /> : null}
      </div>
      <ListEnd paging={paging} what="Activity" pausedLabel="Load More" pausedClassName={styles.loadMore} />
    </>
  );
}
