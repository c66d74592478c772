import type { FavouriteKind } from '@tsuzuki/events';

/** A row of rm_favourites.favourites, as this projection writes it and the query-service reads it. */
export interface FavouriteRow {
  user_id: number;
  kind: FavouriteKind;
  item_id: number;
  position: number;
  created_at: number;
}
