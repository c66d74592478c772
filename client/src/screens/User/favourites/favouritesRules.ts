// Favourites page rules (social §2, §7): the five kinds, reordering, and what UpdateFavouriteOrder is sent.

export const FAVOURITE_KINDS = [
  { key: 'anime', title: 'Anime', noun: 'anime', idsArg: 'animeIds', orderArg: 'animeOrder', toggleKind: 'ANIME', typename: 'Media' },
  { key: 'manga', title: 'Manga', noun: 'manga', idsArg: 'mangaIds', orderArg: 'mangaOrder', toggleKind: 'MANGA', typename: 'Media' },
  {
    key: 'characters',
    title: 'Characters',
    noun: 'characters',
    idsArg: 'characterIds',
    orderArg: 'characterOrder',
    toggleKind: 'CHARACTER',
    typename: 'Character',
  },
  { key: 'staff', title: 'Staff', noun: 'staff', idsArg: 'staffIds', orderArg: 'staffOrder', toggleKind: 'STAFF', typename: 'Staff' },
  {
    key: 'studios',
    title: 'Studios',
    noun: 'studios',
    idsArg: 'studioIds',
    orderArg: 'studioOrder',
    toggleKind: 'STUDIO',
    typename: 'Studio',
  },
] as const;

export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];
export type FavouriteKindKey = FavouriteKind['key'];

export interface FavouriteItem {
  readonly id: number;
  readonly name: string;
  readonly image: string | null;
  readonly color?: string | null;
  readonly path: string;
  /** Only media can be adult. */
  readonly isAdult?: boolean | null;
}

/** A favourite's record in the Relay store (getDataID: `${__typename}:${id}`). */
export const favouriteRecordId = (kind: FavouriteKind, id: number): string => `${kind.typename}:${id}`;

/** Moves the item at index by delta places; a move past either end changes nothing. */
export function moveFavourite<T>(items: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved!);
  return next;
}

/** Moves an item dragged from one place onto another (the item there and those after it shift down). */
export function dropFavourite<T>(items: readonly T[], from: number, to: number): T[] {
  return moveFavourite(items, from, to - from);
}

/** AniList's arguments: the ids of one kind and each one's position, 1 first. */
export function favouriteOrderVariables(kind: FavouriteKind, ids: readonly number[]): Record<string, number[]> {
  return { [kind.idsArg]: [...ids], [kind.orderArg]: ids.map((_, index) => index + 1) };
}

/** Adult favourites are shown only to viewers who chose to see adult content. */
export function visibleFavourites<T extends { readonly isAdult?: boolean | null }>(items: readonly T[], showAdult: boolean): T[] {
  return showAdult ? [...items] : items.filter((item) => item.isAdult !== true);
}

export const sameOrder = (a: readonly { id: number }[], b: readonly { id: number }[]) =>
  a.length === b.length && a.every((item, index) => item.id === b[index]!.id);
