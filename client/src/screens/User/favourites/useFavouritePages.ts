import { useCallback, useState } from 'react';
import { fetchQuery } from 'react-relay';
import { environment } from '../../../system/relayEnvironment.ts';
import { toastError } from '../../../system/toasts.ts';
import { favouriteItems } from './favouriteItems.ts';
import { userFavouritesPageQuery } from './FavouritesQuery.ts';
import { FAVOURITE_KINDS, type FavouriteItem, type FavouriteKind } from './favouritesRules.ts';
import type { UserFavouritesPageQuery } from './__generated__/UserFavouritesPageQuery.graphql';

async function fetchPage(userId: number, kind: FavouriteKind, page: number) {
  const flags = Object.fromEntries(FAVOURITE_KINDS.map((k) => [k.key, k.key === kind.key])) as Record<FavouriteKind['key'], boolean>;
  const data = await fetchQuery<UserFavouritesPageQuery>(environment, userFavouritesPageQuery, { userId, page, ...flags }, {
    fetchPolicy: 'network-only',
  }).toPromise();
  const connection = data?.User?.favourites?.[kind.key];
  return { items: favouriteItems(kind.key, connection?.edges), hasNextPage: connection?.pageInfo?.hasNextPage === true };
}

/** A kind's favourites, 25 a page: the first from the route, the rest on demand (Load More, or all to reorder). */
export function useFavouritePages(userId: number, kind: FavouriteKind, initialItems: FavouriteItem[], initialHasNextPage: boolean) {
  const [items, setItems] = useState(initialItems);
  const [page, setPage] = useState(1);
  const [hasNextPage, setHasNextPage] = useState(initialHasNextPage);
  const [loading, setLoading] = useState(false);

  /** Loads the next page, or every remaining one; resolves with the whole list (null when a page failed). */
  const load = useCallback(
    async (all: boolean): Promise<FavouriteItem[] | null> => {
      let next = items;
      let more = hasNextPage;
      let current = page;
      setLoading(true);
      try {
        while (more) {
          const fetched = await fetchPage(userId, kind, current + 1);
          current += 1;
          const known = new Set(next.map((item) => item.id));
          next = [...next, ...fetched.items.filter((item) => !known.has(item.id))];
          more = fetched.hasNextPage;
          if (!all) break;
        }
      } catch (error) {
        // A page that failed to load says so; what was shown stays, and the button can be pressed again.
        toastError(error);
        return null;
      } finally {
        setLoading(false);
      }
      setItems(next);
      setPage(current);
      setHasNextPage(more);
      return next;
    },
    [items, hasNextPage, page, userId, kind],
  );

  return { items, setItems, hasNextPage, loading, load };
}
