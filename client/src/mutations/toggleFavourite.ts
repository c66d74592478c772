import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { commitGivenOnly } from '../system/commitGivenOnly.ts';
import type { MutationCallbacks } from '../system/mutationCallbacks.ts';
import { showToast } from '../system/toasts.ts';
import { GraphQLRequestError } from '../system/transport/errors.ts';
import type { toggleFavouriteMutation } from './__generated__/toggleFavouriteMutation.graphql';

// ToggleFavourite (core §4, §7, §8): on and off, the count shifting by one at once.
const mutation = graphql`
  mutation toggleFavouriteMutation($animeId: Int, $mangaId: Int, $characterId: Int, $staffId: Int, $studioId: Int) {
    ToggleFavourite(animeId: $animeId, mangaId: $mangaId, characterId: $characterId, staffId: $staffId, studioId: $studioId) {
      __typename
    }
  }
`;

export type FavouriteKind = 'ANIME' | 'MANGA' | 'CHARACTER' | 'STAFF' | 'STUDIO';

export interface FavouriteItem {
  readonly kind: FavouriteKind;
  readonly id: number;
}

/** The item as shown: whether it is a favourite of the viewer and whether favouriting it is blocked. */
export interface FavouriteState {
  readonly isFavourite: boolean;
  readonly isFavouriteBlocked?: boolean | null;
}

const ARGUMENT: Record<FavouriteKind, keyof toggleFavouriteMutation['variables']> = {
  ANIME: 'animeId',
  MANGA: 'mangaId',
  CHARACTER: 'characterId',
  STAFF: 'staffId',
  STUDIO: 'studioId',
};
const TYPENAME: Record<FavouriteKind, string> = {
  ANIME: 'Media',
  MANGA: 'Media',
  CHARACTER: 'Character',
  STAFF: 'Staff',
  STUDIO: 'Studio',
};
const NOUN: Record<FavouriteKind, string> = { ANIME: 'anime', MANGA: 'manga', CHARACTER: 'character', STAFF: 'staff', STUDIO: 'studio' };

export const ADDED_TO_FAVOURITES = 'Added to favorites';
export const REMOVED_FROM_FAVOURITES = 'Removed from favorites';
/** core §8: "This {type} cannot be added to favorites." */
export const favouriteBlockedMessage = (kind: FavouriteKind) => `This ${NOUN[kind]} cannot be added to favorites.`;

/**
 * The item's isFavourite flips and its favourites count moves by one. The optimistic update and the final one are
 * this same function: the final one runs on the store as it was before the optimistic one.
 */
export function shiftFavourite(item: FavouriteItem, nowFavourite: boolean) {
  return (store: RecordSourceSelectorProxy) => {
    const record = store.get(`${TYPENAME[item.kind]}:${item.id}`);
    if (!record) return;
    record.setValue(nowFavourite, 'isFavourite');
    const count = record.getValue('favourites');
    if (typeof count === 'number') record.setValue(Math.max(0, count + (nowFavourite ? 1 : -1)), 'favourites');
  };
}

/** How the toggle is told: the removal's wording, and the new state once saved (true: now a favourite). */
export interface ToggleFavouriteOptions extends MutationCallbacks<boolean> {
  // The profile's favourites page words its removal as social §8 does: "Removed from favourites".
  readonly removed?: string;
}

/**
 * Toggles a favourite and tells the member (core §8): "Added to favorites" / "Removed from favorites"; a blocked
 * item is not sent and shows "This {type} cannot be added to favorites."; other failures are silent (the count
 * rolls back).
 */
export function useToggleFavourite(): [(item: FavouriteItem, current: FavouriteState, options?: ToggleFavouriteOptions) => void, boolean] {
  const [commit, isInFlight] = useMutation<toggleFavouriteMutation>(mutation, commitGivenOnly);
  const toggle = (
    item: FavouriteItem,
    current: FavouriteState,
    { removed = REMOVED_FROM_FAVOURITES, onCompleted, onError }: ToggleFavouriteOptions = {},
  ) => {
    const nowFavourite = !current.isFavourite;
    if (nowFavourite && current.isFavouriteBlocked) {
      showToast(favouriteBlockedMessage(item.kind), { kind: 'error' });
      return;
    }
    const update = shiftFavourite(item, nowFavourite);
    commit({
      variables: { [ARGUMENT[item.kind]]: item.id },
      updater: update,
      optimisticUpdater: update,
      onCompleted: () => {
        showToast(nowFavourite ? ADDED_TO_FAVOURITES : removed, { kind: 'success' });
        onCompleted?.(nowFavourite);
      },
      onError: (error) => {
        // Blocked since the page was loaded: the server's refusal carries the same message.
        if (error instanceof GraphQLRequestError && error.message === favouriteBlockedMessage(item.kind)) {
          showToast(error.message, { kind: 'error' });
        }
        onError?.(error);
      },
    });
  };
  return [toggle, isInFlight];
}
