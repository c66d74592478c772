import { graphql } from 'react-relay';
import { ACTIVITY_PAGE_SIZE } from '../../components/Activity/feedPaging.ts';
import { feedVariables } from '../../components/Activity/feedVariables.ts';
import { HOME_THREADS } from '../../components/Forum/forumPaths.ts';
import { threadFeedVariables } from '../../components/Forum/threadFeedVariables.ts';
import { HOME_REVIEWS } from '../../components/Review/RecentReviewCards.tsx';
import { homeGuard } from '../../session/guards.ts';
import { viewerSession } from '../../session/viewerSession.ts';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import type { HomeQuery as HomeQueryType } from './__generated__/HomeQuery.graphql';
import { homeFeedFilter, readFeedPreference } from './feedPreference.ts';
import { previewCount } from './listPreviewRules.ts';
import { storedPreviewSize } from './previewSize.ts';

// Home blocks of core §2: the viewer's list previews (20 or 40 per list, core §9), the activity feed's first page
// (25), the forum preview's threads (3) and the recent reviews (4), trending and newly added anime and manga (5
// each). Every block's first answer comes with the page's one request: asked after the first render, the blocks
// were a second round trip behind it.
export const homeQuery = graphql`
  query HomeQuery(
    $isAdult: Boolean
    $userId: Int
    $withLists: Boolean!
    $previewSize: Int
    $feedFirst: Int
    $feedFollowing: Boolean
    $feedTypes: [ActivityType]
    $feedRepliesOrText: Boolean
    $feedSort: [ActivitySort]
    $threadFirst: Int
    $threadSort: [ThreadSort]
    $reviewCount: Int
  ) {
    # Aliased so the screen sees null when the previews were not asked for (no viewer when the page loaded).
    ...HomeListPreview_query @arguments(userId: $userId, perPage: $previewSize) @include(if: $withLists) @alias(as: "listPreview")
    # The feed's first page, asked as ActivityFeed asks for it (feedVariables), so that it finds it in the store and
    # the page appears with its feed. Only the feed reads it: a failure there is the feed's, not the page's.
    ...ActivityFeedList_query
      @arguments(first: $feedFirst, isFollowing: $feedFollowing, types: $feedTypes, hasRepliesOrTypeText: $feedRepliesOrText, sort: $feedSort)
    # The forum preview's and the recent reviews' first answers, asked as their blocks ask (ThreadFeed with
    # threadFeedVariables, RecentReviewCards), so they find them in the store. Only the blocks read them.
    ...ThreadFeedList_query @arguments(first: $threadFirst, sort: $threadSort)
    ...RecentReviewCards_query @arguments(perPage: $reviewCount)
    trendingAnime: Page(perPage: 5) {
      media(type: ANIME, sort: [TRENDING_DESC, POPULARITY_DESC], isAdult: $isAdult) @catch { id ...CoverCard_media }
    }
    trendingManga: Page(perPage: 5) {
      media(type: MANGA, sort: [TRENDING_DESC, POPULARITY_DESC], isAdult: $isAdult) @catch { id ...CoverCard_media }
    }
    newAnime: Page(perPage: 5) {
      media(type: ANIME, sort: [ID_DESC], isAdult: $isAdult) @catch { id ...CoverCard_media }
    }
    newManga: Page(perPage: 5) {
      media(type: MANGA, sort: [ID_DESC], isAdult: $isAdult) @catch { id ...CoverCard_media }
    }
  }
`;

/** Adult media only for a viewer who chose to see them; null means "no filter". */
export const adultFilter = (): boolean | null => (viewerSession.getState().viewer?.options?.displayAdultContent === true ? null : false);

function variables() {
  const viewer = viewerSession.getState().viewer;
  const feed = feedVariables(homeFeedFilter(readFeedPreference(viewer != null)), ACTIVITY_PAGE_SIZE);
  const threads = threadFeedVariables({}, HOME_THREADS);
  return {
    isAdult: adultFilter(),
    userId: viewer?.id ?? null,
    withLists: viewer != null,
    previewSize: previewCount(storedPreviewSize()),
    feedFirst: feed.first,
    feedFollowing: feed.isFollowing,
    feedTypes: feed.types,
    feedRepliesOrText: feed.hasRepliesOrTypeText,
    feedSort: feed.sort,
    threadFirst: threads.first,
    threadSort: threads.sort,
    reviewCount: HOME_REVIEWS,
  };
}

/** /home: the home guard first (core §2). */
export function homeLoader() {
  homeGuard();
  return loadRouteQuery<HomeQueryType>('home', homeQuery, variables());
}

/** /social: the same screen, open to guests ("Site Activity"). */
export function socialLoader() {
  return loadRouteQuery<HomeQueryType>('home', homeQuery, variables());
}
