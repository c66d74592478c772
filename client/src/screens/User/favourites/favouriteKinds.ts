import { graphql, usePaginationFragment } from 'react-relay';
import type { Pagination } from '../../../components/Paging/usePagedConnection.ts';
import type { FavouriteKindSection_edges$key } from './__generated__/FavouriteKindSection_edges.graphql';
import type { favouriteKinds_anime$key } from './__generated__/favouriteKinds_anime.graphql';
import type { favouriteKinds_characters$key } from './__generated__/favouriteKinds_characters.graphql';
import type { favouriteKinds_manga$key } from './__generated__/favouriteKinds_manga.graphql';
import type { favouriteKinds_staff$key } from './__generated__/favouriteKinds_staff.graphql';
import type { favouriteKinds_studios$key } from './__generated__/favouriteKinds_studios.graphql';
import type { FavouriteKindKey } from './favouritesRules.ts';

// Each kind of favourites is a connection of its own (favouriteFeed), paged by its section. One document holds all five
// first pages (the route's), and Relay allows a field only once per parent with the same arguments: so one fragment
// per kind, each field aliased by its kind. The edges' fields are FavouriteKindSection's.

/** What a section gets of its kind's connection. */
export interface PagedFavourites {
  readonly pagination: Pagination;
  /** The connection's record, for local changes (a removal, a new order); null when it failed to load. */
  readonly connectionId: string | null;
  readonly edges: FavouriteKindSection_edges$key | null;
}

/** The route's query data: it spreads every kind's fragment. */
export type FavouriteKindsKey = favouriteKinds_anime$key &
  favouriteKinds_manga$key &
  favouriteKinds_characters$key &
  favouriteKinds_staff$key &
  favouriteKinds_studios$key;

type Connection = { readonly __id: string; readonly edges: FavouriteKindSection_edges$key } | null | undefined;

const paged = (pagination: Pagination, connection: Connection): PagedFavourites => ({
  pagination,
  connectionId: connection?.__id ?? null,
  edges: connection?.edges ?? null,
});

function useAnime(query: favouriteKinds_anime$key): PagedFavourites {
  const result = usePaginationFragment(
    graphql`
      fragment favouriteKinds_anime on Query
      @refetchable(queryName: "favouriteKindsAnimePaginationQuery")
      @argumentDefinitions(userId: { type: "Int" }, userName: { type: "String" }, first: { type: "Int", defaultValue: 25 }, after: { type: "String" }) {
        anime: favouriteFeed(userId: $userId, userName: $userName, type: ANIME, first: $first, after: $after)
          @connection(key: "favouriteKinds_anime") {
          __id
          edges { ...FavouriteKindSection_edges }
        }
      }
    `,
    query,
  );
  return paged(result, result.data.anime);
}

function useManga(query: favouriteKinds_manga$key): PagedFavourites {
  const result = usePaginationFragment(
    graphql`
      fragment favouriteKinds_manga on Query
      @refetchable(queryName: "favouriteKindsMangaPaginationQuery")
      @argumentDefinitions(userId: { type: "Int" }, userName: { type: "String" }, first: { type: "Int", defaultValue: 25 }, after: { type: "String" }) {
        manga: favouriteFeed(userId: $userId, userName: $userName, type: MANGA, first: $first, after: $after)
          @connection(key: "favouriteKinds_manga") {
          __id
          edges { ...FavouriteKindSection_edges }
        }
      }
    `,
    query,
  );
  return paged(result, result.data.manga);
}

function useCharacters(query: favouriteKinds_characters$key): PagedFavourites {
  const result = usePaginationFragment(
    graphql`
      fragment favouriteKinds_characters on Query
      @refetchable(queryName: "favouriteKindsCharactersPaginationQuery")
      @argumentDefinitions(userId: { type: "Int" }, userName: { type: "String" }, first: { type: "Int", defaultValue: 25 }, after: { type: "String" }) {
        characters: favouriteFeed(userId: $userId, userName: $userName, type: CHARACTER, first: $first, after: $after)
          @connection(key: "favouriteKinds_characters") {
          __id
          edges { ...FavouriteKindSection_edges }
        }
      }
    `,
    query,
  );
  return paged(result, result.data.characters);
}

function useStaff(query: favouriteKinds_staff$key): PagedFavourites {
  const result = usePaginationFragment(
    graphql`
      fragment favouriteKinds_staff on Query
      @refetchable(queryName: "favouriteKindsStaffPaginationQuery")
      @argumentDefinitions(userId: { type: "Int" }, userName: { type: "String" }, first: { type: "Int", defaultValue: 25 }, after: { type: "String" }) {
        staff: favouriteFeed(userId: $userId, userName: $userName, type: STAFF, first: $first, after: $after)
          @connection(key: "favouriteKinds_staff") {
          __id
          edges { ...FavouriteKindSection_edges }
        }
      }
    `,
    query,
  );
  return paged(result, result.data.staff);
}

function useStudios(query: favouriteKinds_studios$key): PagedFavourites {
  const result = usePaginationFragment(
    graphql`
      fragment favouriteKinds_studios on Query
      @refetchable(queryName: "favouriteKindsStudiosPaginationQuery")
      @argumentDefinitions(userId: { type: "Int" }, userName: { type: "String" }, first: { type: "Int", defaultValue: 25 }, after: { type: "String" }) {
        studios: favouriteFeed(userId: $userId, userName: $userName, type: STUDIO, first: $first, after: $after)
          @connection(key: "favouriteKinds_studios") {
          __id
          edges { ...FavouriteKindSection_edges }
        }
      }
    `,
    query,
  );
  return paged(result, result.data.studios);
}

/** Each kind's hook: a section calls its own, the same one for as long as it is on screen. */
export const FAVOURITE_KIND_HOOKS: Record<FavouriteKindKey, (query: FavouriteKindsKey) => PagedFavourites> = {
  anime: useAnime,
  manga: useManga,
  characters: useCharacters,
  staff: useStaff,
  studios: useStudios,
};
