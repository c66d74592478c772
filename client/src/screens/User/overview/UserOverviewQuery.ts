import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { activityFeedQuery } from '../../../components/Activity/ActivityFeedQuery.ts';
import { ACTIVITY_PAGE_SIZE } from '../../../components/Activity/feedPaging.ts';
import { feedVariables } from '../../../components/Activity/feedVariables.ts';
import { prefetchBlockQuery } from '../../../system/loadRouteQuery.ts';
import type { ActivityFeedQuery } from '../../../components/Activity/__generated__/ActivityFeedQuery.graphql';
import { loadUserQuery, userParam } from '../UserQuery.ts';
import { PROFILE_FEED_FILTERS } from './profileEditorRules.ts';
import type { UserOverviewQuery as UserOverviewQueryType } from './__generated__/UserOverviewQuery.graphql';

// The profile overview (social §2): about text, activity history, genre overview, favourites and statistics
// previews, and the member's activity.
export const userOverviewQuery = graphql`
  query UserOverviewQuery($id: Int, $name: String) @preloadable {
    User(id: $id, name: $name) {
      id
      about
      ...ActivityHistory_user
      ...ProfileActivity_user
      statistics { ...StatsPreview_statistics ...GenreOverview_statistics }
      favourites { ...FavouritesPreview_favourites }
    }
  }
`;

// network-only: every post changes the heatmap, and posts are made on other pages (and by other members).
// The member's activity feed (ProfileActivity: All, pinned first) needs their id, which only this answer gives (the
// address may hold a name): it starts here, as soon as the id is known, instead of after the page's first render.
export async function userOverviewLoader({ params }: LoaderFunctionArgs) {
  const loaded = await loadUserQuery<UserOverviewQueryType>(
    'user-overview',
    userOverviewQuery,
    userParam(params.name),
    (data) => data?.User != null,
    'network-only',
  );
  const userId = loaded.data?.User?.id;
  if (userId != null) {
    const feed = feedVariables({ userId, types: PROFILE_FEED_FILTERS[0].types, pinnedFirst: true }, ACTIVITY_PAGE_SIZE);
    prefetchBlockQuery<ActivityFeedQuery>('profile-activity', activityFeedQuery, feed);
  }
  return loaded;
}
