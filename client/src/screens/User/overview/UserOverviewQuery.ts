import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadUserQuery, userParam } from '../UserQuery.ts';
import type { UserOverviewQuery as UserOverviewQueryType } from './__generated__/UserOverviewQuery.graphql';

// The profile overview (social §2): about text, activity history, genre overview, favourites and statistics
// previews, and the member's activity.
export const userOverviewQuery = graphql`
  query UserOverviewQuery($id: Int, $name: String) {
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
export function userOverviewLoader({ params }: LoaderFunctionArgs) {
  return loadUserQuery<UserOverviewQueryType>(
    'user-overview',
    userOverviewQuery,
    userParam(params.name),
    (data) => data?.User != null,
    'network-only',
  );
}
