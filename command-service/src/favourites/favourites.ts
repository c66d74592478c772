import type { DomainEvent, FavouriteKind } from '@tsuzuki/events';

/** A member's favourites: per kind, item ids in the member's order. */
export type FavouritesState = Readonly<Record<FavouriteKind, readonly number[]>>;

export const initialFavouritesState: FavouritesState = { ANIME: [], MANGA: [], CHARACTER: [], STAFF: [], STUDIO: [] };

export function evolveFavourites(state: FavouritesState, event: DomainEvent): FavouritesState {
  switch (event.type) {
    case 'FavouriteAdded':
      return { ...state, [event.data.kind]: [...state[event.data.kind], event.data.itemId] };
    case 'FavouriteRemoved':
      return { ...state, [event.data.kind]: state[event.data.kind].filter((id) => id !== event.data.itemId) };
    case 'FavouritesReordered':
      return { ...state, [event.data.kind]: event.data.itemIds };
    default:
      return state;
  }
}
