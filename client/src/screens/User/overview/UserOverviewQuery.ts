import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadUserQuery, userParam } from '../UserQuery.ts';
import type { UserOverviewQuery as UserOverviewQueryType } from './__generated__/UserOverviewQuery.graphql';

// The profile overview (social §2): about text, statistics preview, favourites previews. Activity history, genre
// overview and the activity feed come with the social features.
export const userOverviewQuery = graphql`
  query UserOverviewQuery($id: Int, $name: String) {
    User(id: $id, name: $name) {
      id
      about
      statistics { ...StatsPreview_statistics }
      favourites { ...FavouritesPreview_favourites }
    }
  }
`;

export function userOverviewLoader({ params }: LoaderFunctionArgs) {
  return loadUserQuery<UserOverviewQueryType>('user-overview', userOverviewQuery, userParam(params.name), (data) => data?.User != null);
}
