import { commitLocalUpdate } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { environment } from '../system/relayEnvironment.ts';
import { favouriteBlockedMessage, shiftFavourite } from './toggleFavourite.ts';

function stored(id: string) {
  const record = environment.getStore().getSource().get(id);
  return { isFavourite: record?.isFavourite, favourites: record?.favourites };
}

describe('favourites', () => {
  it('flip the item and move its count by one, never below zero', () => {
    commitLocalUpdate(environment, (store) => {
      store.create('Character:7', 'Character').setValue(false, 'isFavourite').setValue(1234, 'favourites');
      store.create('Media:8', 'Media').setValue(true, 'isFavourite').setValue(0, 'favourites');
    });
    commitLocalUpdate(environment, shiftFavourite({ kind: 'CHARACTER', id: 7 }, true));
    expect(stored('Character:7')).toEqual({ isFavourite: true, favourites: 1235 });
    commitLocalUpdate(environment, shiftFavourite({ kind: 'CHARACTER', id: 7 }, false));
    expect(stored('Character:7')).toEqual({ isFavourite: false, favourites: 1234 });
    commitLocalUpdate(environment, shiftFavourite({ kind: 'MANGA', id: 8 }, false));
    expect(stored('Media:8')).toEqual({ isFavourite: false, favourites: 0 });
  });
  it('name the kind in the blocked message (core §8)', () => {
    expect(favouriteBlockedMessage('ANIME')).toBe('This anime cannot be added to favorites.');
    expect(favouriteBlockedMessage('STUDIO')).toBe('This studio cannot be added to favorites.');
  });
});
