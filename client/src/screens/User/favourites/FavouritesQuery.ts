import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadUserQuery, userParam } from '../UserQuery.ts';
import type { UserFavouritesQuery as UserFavouritesQueryType } from './__generated__/UserFavouritesQuery.graphql';

// /user/{name}/favorites (social §2): every kind's first page (25); each section pages on by itself (favouriteFeed).
export const userFavouritesQuery = graphql`
  query UserFavouritesQuery($id: Int, $name: String) {
    User(id: $id, name: $name) {
      id
    }
    ...favouriteKinds_anime @arguments(userId: $id, userName: $name)
    ...favouriteKinds_manga @arguments(userId: $id, userName: $name)
    ...favouriteKinds_characters @arguments(userId: $id, userName: $name)
    ...favouriteKinds_staff @arguments(userId: $id, userName: $name)
    ...favouriteKinds_studios @arguments(userId: $id, userName: $name)
  }
`;

// Always from the server: a reorder or removal made elsewhere (another tab, the media page) shows on arrival.
export function userFavouritesLoader({ params }: LoaderFunctionArgs) {
  return loadUserQuery<UserFavouritesQueryType>(
    'user-favourites',
    userFavouritesQuery,
    userParam(params.name),
    (data) => data?.User != null,
    'network-only',
  );
}
