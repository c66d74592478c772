import type { FavouriteKind, MediaListOptions } from '@tsuzuki/events';
import { withMediaListOptionDefaults } from '@tsuzuki/events/userDefaults';
import type { EntryRow } from '../../../../projection-service/src/projections/lists/rows.ts';
import type { UserRow } from '../users/rows.ts';

// The list read models as the projections write them (one row type per table, shared with the projection).
export type { EntryRow } from '../../../../projection-service/src/projections/lists/rows.ts';
export { fromFuzzyDateInt } from '../../../../projection-service/src/projections/lists/rows.ts';

export type MediaType = 'ANIME' | 'MANGA';
export type ListStatus = EntryRow['status'];

/** A row of rm_favourites.favourites. */
export interface FavouriteRow {
  user_id: number;
  kind: FavouriteKind;
  item_id: number;
  position: number;
  created_at: number;
}

/** A row of rm_activities.activities (list activities for now). */
/** A list owner's settings with every default applied (older rows may lack newer fields). */
export const listOptionsOf = (owner: UserRow | null): MediaListOptions => withMediaListOptionDefaults(owner?.media_list_options);

export const typeOptions = (options: MediaListOptions, type: MediaType) => (type === 'ANIME' ? options.animeList : options.mangaList);
