import { useCallback, useEffect, useRef } from 'react';
import { fetchQuery } from 'react-relay';
import { environment } from '../../system/relayEnvironment.ts';
import { activityFeedPageQuery, ActivityFeedPage } from './ActivityFeedPage.tsx';
import { ACTIVITY_PAGE_SIZE } from './feedPaging.ts';
import { feedKey, feedPageVariables, type ActivityFeedFilter } from './feedVariables.ts';
import { preloadMarkdown } from './lazyMarkdown.tsx';
import { useAutoRefresh } from './useAutoRefresh.ts';
import { useNearEnd } from './useNearEnd.ts';
import { usePagedList } from './usePagedList.ts';
import styles from './ActivityFeed.module.css';
import { BlockBoundary } from '../LoadError/BlockBoundary.tsx';

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
 * An activity feed (core §4 "Infinite scroll"): pages of activity cards, the next one loading as the reader nears
 * the end (the scroll position is looked at every 200 ms at most), pausing for "Load More" every `pauseEvery` pages,
 * complete after a short page.
 */
export function ActivityFeed(props: ActivityFeedProps) {
  const {
    perPage = ACTIVITY_PAGE_SIZE, pauseEvery = null, label = 'Activity', emptyText = 'No activity yet.', onEmpty, refreshSignal = 0,
    autoRefreshMinutes = null, ...filter
  } = props;
  const key = feedKey(filter);
  const latestFilter = useRef(filter);
  latestFilter.current = filter;
  const paging = usePagedList(perPage, pauseEvery, key);
  const { reset } = paging;
  const sentinel = useNearEnd<HTMLDivElement>(paging.next === 'scroll', paging.more);

  useEffect(preloadMarkdown, []);

  // The first page asked again from the server; pages after it are dropped, as they were counted from the old one.
  const refresh = useCallback(() => {
    const variables = feedPageVariables(latestFilter.current, 1, perPage);
    fetchQuery(environment, activityFeedPageQuery, variables, { fetchPolicy: 'network-only' }).subscribe({
      complete: reset,
      error: () => undefined,
    });
  }, [perPage, reset]);

  const handledSignal = useRef(refreshSignal);
  useEffect(() => {
    if (refreshSignal === handledSignal.current) return;
    handledSignal.current = refreshSignal;
    refresh();
  }, [refreshSignal, refresh]);
  useAutoRefresh(autoRefreshMinutes, refresh);

  return (
    <>
      <div className={styles.feed} role="feed" aria-label={label} aria-busy={paging.next === 'loading'}>
        {Array.from({ length: paging.pages }, (_, i) => (
          <BlockBoundary key={`${key}:${i}`} what="Activity" fallback={<div className={`card ${styles.skeleton}`} aria-hidden="true" />}>
            {(fetchKey) => (
              <ActivityFeedPage
                variables={feedPageVariables(filter, i + 1, perPage)}
                earlier={paging.earlier(i + 1)}
                onLoaded={paging.report}
                emptyText={emptyText}
                onEmpty={i === 0 ? onEmpty : undefined}
                fetchKey={fetchKey}
              />
            )}
          </BlockBoundary>
        ))}
      </div>
      {paging.next === 'scroll' ? <div ref={sentinel} aria-hidden="true" /> : null}
      {paging.next === 'paused' ? (
        <button type="button" className={styles.loadMore} onClick={paging.more}>
          Load More
        </button>
      ) : null}
    </>
  );
}
