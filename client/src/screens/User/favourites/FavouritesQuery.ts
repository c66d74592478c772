import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadUserQuery, userParam } from '../UserQuery.ts';
import type { UserFavouritesQuery as UserFavouritesQueryType } from './__generated__/UserFavouritesQuery.graphql';

// /user/{name}/favorites (social §2): every kind's first page; further pages come from userFavouritesPageQuery.
// Plain fields, no fragments: the page holds the items in its own state to reorder them.
export const userFavouritesQuery = graphql`
  query UserFavouritesQuery($id: Int, $name: String) {
    User(id: $id, name: $name) {
      id
      favourites {
        anime(page: 1, perPage: 25) {
          pageInfo { hasNextPage }
          edges { favouriteOrder node { id type isAdult title { userPreferred } coverImage { large color } } }
        }
        manga(page: 1, perPage: 25) {
          pageInfo { hasNextPage }
          edges { favouriteOrder node { id type isAdult title { userPreferred } coverImage { large color } } }
        }
        characters(page: 1, perPage: 25) {
          pageInfo { hasNextPage }
          edges { favouriteOrder node { id name { userPreferred } image { large } } }
        }
        staff(page: 1, perPage: 25) {
          pageInfo { hasNextPage }
          edges { favouriteOrder node { id name { userPreferred } image { large } } }
        }
        studios(page: 1, perPage: 25) {
          pageInfo { hasNextPage }
          edges { favouriteOrder node { id name } } }
      }
    }
  }
`;

/** One later page of one kind (the others are left out by their flags). */
export const userFavouritesPageQuery = graphql`
  query UserFavouritesPageQuery(
    $userId: Int!
    $page: Int!
    $anime: Boolean!
    $manga: Boolean!
    $characters: Boolean!
    $staff: Boolean!
    $studios: Boolean!
  ) {
    User(id: $userId) {
      id
      favourites {
        anime(page: $page, perPage: 25) @include(if: $anime) {
          pageInfo { hasNextPage }
          edges { favouriteOrder node { id type isAdult title { userPreferred } coverImage { large color } } }
        }
        manga(page: $page, perPage: 25) @include(if: $manga) {
          pageInfo { hasNextPage }
          edges { favouriteOrder node { id type isAdult title { userPreferred } coverImage { large color } } }
        }
        characters(page: $page, perPage: 25) @include(if: $characters) {
          pageInfo { hasNextPage }
          edges { favouriteOrder node { id name { userPreferred } image { large } } }
        }
        staff(page: $page, perPage: 25) @include(if: $staff) {
          pageInfo { hasNextPage }
          edges { favouriteOrder node { id name { userPreferred } image { large } } }
        }
        studios(page: $page, perPage: 25) @include(if: $studios) {
          pageInfo { hasNextPage }
          edges { favouriteOrder node { id name } }
        }
      }
    }
  }
`;

// Always from the server: a reorder or removal made elsewhere (another tab, the media page) shows on arrival.
export function userFavouritesLoader({ params }: LoaderFunctionArgs) {
  return loadUserQuery<UserFavouritesQueryType>(
    'user-favourites', userFavouritesQuery, userParam(params.name), (data) => data?.User != null, 'network-only',
  );
}
