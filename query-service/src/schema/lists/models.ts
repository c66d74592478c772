import type { MediaListOptions, Rewatch } from '@tsuzuki/events';
import type { CharacterRow } from '../characters/rows.ts';
import type { MediaRow } from '../media/rows.ts';
import type { StaffRow } from '../staff/rows.ts';
import type { StudioRow } from '../studios/rows.ts';
import type { EntryRow, MediaType } from './rows.ts';

// What the list types' resolvers receive as their parent (schema/mappers.ts names them). Apart from the resolvers:
// the generated resolver types import these, and the resolvers import the generated types.

/** A finished rewatch as MediaListRewatch resolves it: its owner's score format is needed for `score`. */
export interface RewatchModel extends Rewatch {
  userId: number;
  __options?: MediaListOptions;
}

/**
 * An entry as the resolvers take it. A MediaListCollection hands over its owner's settings and the entries' media
 * with each entry, so that thousands of entries resolve without a promise each (the by-id loaders otherwise).
 */
export type EntryModel = EntryRow & { __options?: MediaListOptions; __media?: MediaRow | null };

/** What User.favourites (and the favourite mutations) hand to the Favourites fields: whose, and the default page. */
export interface FavouritesModel {
  userId: number;
  page?: number | null;
}

/** A favourite item: its row, its member of FavouriteUnion and its place (0 first). */
export type FavouriteFeedItem = (
  | (MediaRow & { __typename: 'Media' })
  | (CharacterRow & { __typename: 'Character' })
  | (StaffRow & { __typename: 'Staff' })
  | (StudioRow & { __typename: 'Studio' })
) & { __position: number };
/** An edge of favouriteFeed: the item and, on its row, its place (favouriteOrder). */
export interface FavouriteFeedEdgeModel {
  cursor: string;
  node: FavouriteFeedItem;
}

/** UserStatistics of one member and media type. */
export interface StatisticsModel {
  userId: number;
  type: MediaType;
}
