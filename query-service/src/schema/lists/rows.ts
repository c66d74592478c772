import type { FuzzyDate, MediaListOptions } from '@tsuzuki/events';
import { withMediaListOptionDefaults } from '@tsuzuki/events/userDefaults';
import type { EntryRow } from '@tsuzuki/projection-service/rows/lists';
import type { UserRow } from '../users/rows.ts';

// The list read models as the projections write them (one row type per table, shared with the projection).
export type { EntryRow };
export type { FavouriteRow } from '@tsuzuki/projection-service/rows/favourites';

export type MediaType = 'ANIME' | 'MANGA';
export type ListStatus = EntryRow['status'];

/** A list owner's settings with every default applied (older rows may lack newer fields). */
export const listOptionsOf = (owner: UserRow | null): MediaListOptions => withMediaListOptionDefaults(owner?.media_list_options);

export const typeOptions = (options: MediaListOptions, type: MediaType) => (type === 'ANIME' ? options.animeList : options.mangaList);

/** AniList's FuzzyDateInt (yyyymmdd, unknown parts 0; the projections' framework/time.ts fuzzyDateInt) back to a FuzzyDate. */
export function fromFuzzyDateInt(value: number | null): FuzzyDate {
  if (value === null) return { year: null, month: null, day: null };
  const year = Math.floor(value / 10000);
  const month = Math.floor(value / 100) % 100;
  const day = value % 100;
  return { year: year || null, month: month || null, day: day || null };
}
