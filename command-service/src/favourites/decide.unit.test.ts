import { describe, expect, it } from 'vitest';
import { newEvent } from '@tsuzuki/events';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors.ts';
import { metadata, withContext } from '../framework/testing.ts';
import type { FavouritesCommand } from './commands.ts';
import { favouritesDecider, favouriteBlocked } from './decide.ts';

const aki = { kind: 'user' as const, id: 7, moderatorRoles: [], donatorTier: 0 };
const toggle = (payload: Record<string, number>): FavouritesCommand => ({
  type: 'ToggleFavourite',
  payload,
  metadata: metadata({ userId: 7 }, aki),
});
const order = (payload: Record<string, number[]>): FavouritesCommand => ({
  type: 'UpdateFavouriteOrder',
  payload,
  metadata: metadata({ userId: 7 }, aki),
});
const item = { exists: true, isFavouriteBlocked: false };
const added = (kind: 'ANIME' | 'CHARACTER', itemId: number) => newEvent('FavouriteAdded', { userId: 7, kind, itemId });

describe('ToggleFavourite', () => {
  it('adds a favourite, and removes it the second time', () => {
    withContext(favouritesDecider, item)
      .when(toggle({ animeId: 5 }))
      .then([added('ANIME', 5)]);
    withContext(favouritesDecider, item, added('ANIME', 5))
      .when(toggle({ animeId: 5 }))
      .then([newEvent('FavouriteRemoved', { userId: 7, kind: 'ANIME', itemId: 5 })]);
  });

  it("refuses an item that cannot be favourited with the spec's message, and an unknown item", () => {
    withContext(favouritesDecider, { exists: true, isFavouriteBlocked: true })
      .when(toggle({ mangaId: 5 }))
      .thenThrows(new ForbiddenError(favouriteBlocked('MANGA')));
    expect(favouriteBlocked('MANGA')).toBe('This manga cannot be added to favorites.');
    withContext(favouritesDecider, { exists: false, isFavouriteBlocked: false })
      .when(toggle({ characterId: 5 }))
      .thenThrows(new NotFoundError('Character not found.'));
    withContext(favouritesDecider, item)
      .when(toggle({ animeId: 1, mangaId: 2 }))
      .thenThrows(new ValidationError({}));
  });
});

describe('UpdateFavouriteOrder', () => {
  it('puts the named favourites in the given order, keeps the others after them, and ignores ids that are not favourites', () => {
    const history = [added('CHARACTER', 1), added('CHARACTER', 2), added('CHARACTER', 3), added('CHARACTER', 4)];
    withContext(favouritesDecider, item, ...history)
      .when(order({ characterIds: [3, 1, 99], characterOrder: [1, 2, 0] }))
      .then([newEvent('FavouritesReordered', { userId: 7, kind: 'CHARACTER', itemIds: [3, 1, 2, 4] })]);
    withContext(favouritesDecider, item, ...history)
      .when(order({ characterIds: [1, 2] }))
      .then([]);
  });
});
