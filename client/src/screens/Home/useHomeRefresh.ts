import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, IEnvironment, OperationType } from 'relay-runtime';
import { HOME_THREADS } from '../../components/Forum/forumPaths.ts';
import { threadFeedVariables } from '../../components/Forum/threadFeedVariables.ts';
import { HOME_REVIEWS } from '../../components/Review/RecentReviewCards.tsx';
import { useIntervalRefresh } from '../../components/useIntervalRefresh.ts';
import { useViewer } from '../../session/useViewer.ts';
import listPreviewQuery from './__generated__/HomeListPreviewRefetchQuery.graphql';
import recentReviewsQuery from '../../components/Review/__generated__/RecentReviewCardsQuery.graphql';
import threadFeedQuery from '../../components/Forum/__generated__/ThreadFeedQuery.graphql';
import { homeMediaRefreshQuery } from './HomeMediaRefreshQuery.ts';
import { adultFilter } from './HomeQuery.ts';
import { previewCount } from './listPreviewRules.ts';
import { storedPreviewSize } from './previewSize.ts';

/** core §9 "Auto-refresh intervals", in minutes (social §4: minutes). The feed keeps its own (3, ActivityFeed). */
export const HOME_REFRESH_MINUTES = { listPreview: 10, reviews: 30, trending: 30, forum: 15 } as const;

/**
 * Asks the server again with each block's own query and variables, the ones its first answer was stored under: the
 * answer replaces those records and the block re-renders with no loading state (network-only, as the store would
 * otherwise answer from itself). A failed refresh keeps what is on screen.
 */
function ask<T extends OperationType>(environment: IEnvironment, query: GraphQLTaggedNode, variables: T['variables']) {
  fetchQuery<T>(environment, query, variables, { fetchPolicy: 'network-only' }).subscribe({ error: () => undefined });
}

/** The home page's blocks refresh on their intervals while the page is shown (core §9, social §4). */
export function useHomeRefresh(): void {
  const environment = useRelayEnvironment();
  const viewerId = useViewer()?.id ?? null;
  // The preview's size is read when it refreshes: the member may have switched it since the page loaded.
  useIntervalRefresh(viewerId == null ? null : HOME_REFRESH_MINUTES.listPreview, () =>
    ask(environment, listPreviewQuery, { userId: viewerId, perPage: previewCount(storedPreviewSize()) }),
  );
  useIntervalRefresh(HOME_REFRESH_MINUTES.reviews, () => ask(environment, recentReviewsQuery, { perPage: HOME_REVIEWS }));
  useIntervalRefresh(HOME_REFRESH_MINUTES.trending, () => ask(environment, homeMediaRefreshQuery, { isAdult: adultFilter() }));
  useIntervalRefresh(HOME_REFRESH_MINUTES.forum, () => ask(environment, threadFeedQuery, threadFeedVariables({}, HOME_THREADS)));
}
