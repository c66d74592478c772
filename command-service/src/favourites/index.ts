import { characterStream, favouritesStream, mediaStream, staffStream, studioStream } from '@tsuzuki/events';
import { requireOwnAccount } from '../framework/permissions.ts';
import { evolveCharacter, initialCharacterState } from '../catalogue/character/character.ts';
import { evolveMedia, initialMediaState } from '../catalogue/media/media.ts';
import { evolveStaff, initialStaffState } from '../catalogue/staff/staff.ts';
import { evolveStudio, initialStudioState } from '../catalogue/studio/studio.ts';
import { defineCommand, type ContextReader } from '../framework/command.ts';
import type { FavouritesCommand, ToggleFavourite, UpdateFavouriteOrder } from './commands.ts';
import { favouritesDecider, toggledItem, type FavouriteItem } from './decide.ts';
import type { FavouritesState } from './favourites.ts';

/** Whether the toggled item exists (of the right type, for media) and whether it may be favourited. */
async function itemOf(command: FavouritesCommand, read: ContextReader): Promise<FavouriteItem> {
  if (command.type !== 'ToggleFavourite') return { exists: true, isFavouriteBlocked: false };
  let named: ReturnType<typeof toggledItem>;
  try {
    named = toggledItem(command.payload);
  } catch {
    return { exists: false, isFavouriteBlocked: false };
  }
  const { kind, itemId } = named;
  switch (kind) {
    case 'ANIME':
    case 'MANGA': {
      const media = await read.state(mediaStream(itemId), { initialState: initialMediaState, evolve: evolveMedia });
      return media.exists && media.type === kind
        ? { exists: true, isFavouriteBlocked: media.fields.isFavouriteBlocked }
        : { exists: false, isFavouriteBlocked: false };
    }
    case 'CHARACTER':
      return {
        exists: (await read.state(characterStream(itemId), { initialState: initialCharacterState, evolve: evolveCharacter })).exists,
        isFavouriteBlocked: false,
      };
    case 'STAFF':
      return {
        exists: (await read.state(staffStream(itemId), { initialState: initialStaffState, evolve: evolveStaff })).exists,
        isFavouriteBlocked: false,
      };
    case 'STUDIO':
      return {
        exists: (await read.state(studioStream(itemId), { initialState: initialStudioState, evolve: evolveStudio })).exists,
        isFavouriteBlocked: false,
      };
  }
}

const common = {
  stream: favouritesStream,
  decider: favouritesDecider,
  id: { field: 'userId', kind: 'user', allocate: false, fromActor: true } as const,
  authorise: requireOwnAccount,
  context: (command: FavouritesCommand, read: ContextReader) => itemOf(command, read),
};

export const favouritesCommands = [
  defineCommand<ToggleFavourite, FavouritesState, FavouriteItem>({ type: 'ToggleFavourite', ...common }),
  defineCommand<UpdateFavouriteOrder, FavouritesState, FavouriteItem>({ type: 'UpdateFavouriteOrder', ...common }),
];
