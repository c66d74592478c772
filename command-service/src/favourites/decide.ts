import { newEvent, type DomainEvent, type FavouriteKind } from '@tsuzuki/events';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors.ts';
import type { Decider } from '../framework/command.ts';
import type { FavouritesCommand, ToggleFavourite, UpdateFavouriteOrder } from './commands.ts';
import { evolveFavourites, initialFavouritesState, type FavouritesState } from './favourites.ts';

/** What a toggle needs to know of the item: whether it exists, and whether favouriting it is blocked. */
export interface FavouriteItem {
  exists: boolean;
  isFavouriteBlocked: boolean;
}

export const FAVOURITE_LIMIT = 1000;
const NAMES: Record<FavouriteKind, string> = { ANIME: 'anime', MANGA: 'manga', CHARACTER: 'character', STAFF: 'staff', STUDIO: 'studio' };
export const favouriteBlocked = (kind: FavouriteKind) => `This ${NAMES[kind]} cannot be added to favorites.`;
const notFound = (kind: FavouriteKind) => `${NAMES[kind][0]!.toUpperCase()}${NAMES[kind].slice(1)} not found.`;

/** The kind and item a ToggleFavourite names: exactly one of animeId, mangaId, characterId, staffId, studioId. */
export function toggledItem(payload: ToggleFavourite['payload']): { kind: FavouriteKind; itemId: number } {
  const named = (
    [
      ['ANIME', payload.animeId],
      ['MANGA', payload.mangaId],
      ['CHARACTER', payload.characterId],
      ['STAFF', payload.staffId],
      ['STUDIO', payload.studioId],
    ] as const
  ).filter(([, id]) => id !== undefined && id !== null);
  if (named.length !== 1) throw new ValidationError({ payload: ['Name exactly one item to favourite.'] });
  return { kind: named[0]![0], itemId: named[0]![1]! };
}

function toggle(command: ToggleFavourite, state: FavouritesState, item: FavouriteItem): DomainEvent[] {
  const { kind, itemId } = toggledItem(command.payload);
  const userId = command.metadata.ids.userId!;
  if (state[kind].includes(itemId)) return [newEvent('FavouriteRemoved', { userId, kind, itemId })];
  if (!item.exists) throw new NotFoundError(notFound(kind));
  if (item.isFavouriteBlocked) throw new ForbiddenError(favouriteBlocked(kind));
  if (state[kind].length >= FAVOURITE_LIMIT)
    throw new ValidationError({ [kind.toLowerCase()]: [`At most ${FAVOURITE_LIMIT} favourites of a kind can be kept.`] });
  return [newEvent('FavouriteAdded', { userId, kind, itemId })];
}

/**
 * AniList's UpdateFavouriteOrder: per kind, ids with their order numbers. The named favourites take those places
 * (ties keep the given order); favourites not named follow in their current order; ids that are not favourites
 * are ignored.
 */
function reorder(command: UpdateFavouriteOrder, state: FavouritesState): DomainEvent[] {
  const p = command.payload;
  const given: [FavouriteKind, number[] | undefined, number[] | undefined][] = [
    ['ANIME', p.animeIds, p.animeOrder],
    ['MANGA', p.mangaIds, p.mangaOrder],
    ['CHARACTER', p.characterIds, p.characterOrder],
    ['STAFF', p.staffIds, p.staffOrder],
    ['STUDIO', p.studioIds, p.studioOrder],
  ];
  const events: DomainEvent[] = [];
  for (const [kind, ids, order] of given) {
    if (!ids) continue;
    if (order && order.length !== ids.length)
      throw new ValidationError({ [`${kind.toLowerCase()}Order`]: ['Give one order number per id.'] });
    const current = state[kind];
    const named = ids.map((id, i) => ({ id, rank: order?.[i] ?? i })).filter((n) => current.includes(n.id));
    const seen = new Set<number>();
    const first = named
      .sort((a, b) => a.rank - b.rank)
      .map((n) => n.id)
      .filter((id) => !seen.has(id) && seen.add(id));
    const itemIds = [...first, ...current.filter((id) => !seen.has(id))];
    if (itemIds.some((id, i) => id !== current[i]))
      events.push(newEvent('FavouritesReordered', { userId: command.metadata.ids.userId!, kind, itemIds }));
  }
  return events;
}

export const favouritesDecider: Decider<FavouritesCommand, FavouritesState, FavouriteItem> = {
  initialState: initialFavouritesState,
  evolve: evolveFavourites,
  decide(command, state, item) {
    switch (command.type) {
      case 'ToggleFavourite':
        return toggle(command, state, item);
      case 'UpdateFavouriteOrder':
        return reorder(command, state);
      default: {
        const unhandled: never = command;
        throw new Error(`Unhandled command ${(unhandled as FavouritesCommand).type}`);
      }
    }
  },
};
