import { useEffect, useState } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import type { FetchPolicy } from 'relay-runtime';
import { BlockBoundary } from '../LoadError/BlockBoundary.tsx';
import { ActivityFeedList, type ActivityFeedListProps } from './ActivityFeedList.tsx';
import { activityFeedQuery } from './ActivityFeedQuery.ts';
import { ACTIVITY_PAGE_SIZE } from './feedPaging.ts';
import { feedKey, feedVariables, type ActivityFeedFilter } from './feedVariables.ts';
import { preloadMarkdown } from './lazyMarkdown.tsx';
import type { ActivityFeedQuery } from './__generated__/ActivityFeedQuery.graphql';
import styles from './ActivityFeed.module.css';

/**
 * What a screen tells a feed: which activities (ActivityFeedFilter: `userId` for a profile, `types` for its
 * All/Status/Messages/List filter, `pinnedFirst`), and how it pages and refreshes.
 */
export interface ActivityFeedProps extends ActivityFeedFilter {
  /** 25 by default (home, profiles); the media social tab uses 10. */
  perPage?: number;
  /** Stop for "Load More" after every N pages (2 on the home feed); never when left out. */
  pauseEvery?: number | null;
  /** The feed's accessible name. */
  label?: string;
  emptyText?: string;
  /** Told when the first page comes back empty. */
  onEmpty?: () => void;
  /** Each new value asks for the first page again (e.g. after posting a status), keeping only it. */
  refreshSignal?: number;
  /** Refresh the first page every N minutes, only near the top and with no editor active (home: 3). */
  autoRefreshMinutes?: number | null;
}

/**
 * An activity feed (core §4 "Infinite scroll"): its first page from the store when the route's query brought it
 * (asked with the same feedVariables), else from the server; a failed load says so with a Retry.
 */
export function ActivityFeed(props: ActivityFeedProps) {
  const {
    perPage = ACTIVITY_PAGE_SIZE,
    pauseEvery = null,
    label = 'Activity',
    emptyText = 'No activity yet.',
    onEmpty,
    refreshSignal = 0,
    autoRefreshMinutes = null,
    ...filter
  } = props;
  useEffect(preloadMarkdown, []);
  const loading = (
    <div className={styles.feed} role="feed" aria-label={label} aria-busy="true">
      <div className={`card ${styles.skeleton}`} aria-hidden="true" />
    </div>
  );
  const list = { variables: feedVariables(filter, perPage), pauseEvery, label, emptyText, onEmpty, refreshSignal, autoRefreshMinutes };
  return (
    // Other filters are another feed: its own first page, and no error of the last one.
    <BlockBoundary key={feedKey(filter)} what="Activity" fallback={loading}>
      {(fetchKey) => <ActivityFeedLoader {...list} fetchKey={fetchKey} />}
    </BlockBoundary>
  );
}

function ActivityFeedLoader({ fetchKey, ...list }: Omit<ActivityFeedListProps, 'query'> & { fetchKey: number }) {
  // A feed first shown after a post on this page (the home feed falling back from an empty Following feed to
  // Global once the post had answered) must not show a first page the store kept from before the post: it shows
  // that page and asks the server again. Fixed at mount: a feed on show refreshes itself on the post (refreshSignal).
  const [fetchPolicy] = useState<FetchPolicy>(() => (list.refreshSignal > 0 ? 'store-and-network' : 'store-or-network'));
  const data = useLazyLoadQuery<ActivityFeedQuery>(activityFeedQuery, list.variables, { fetchPolicy, fetchKey });
  return <ActivityFeedList query={data} {...list} />;
}
