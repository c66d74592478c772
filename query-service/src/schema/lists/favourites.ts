import type { FavouriteKind } from '@tsuzuki/events';
import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { primeMedia } from '../byId.ts';
import type { CharacterRow } from '../characters/rows.ts';
import type { MediaRow } from '../media/rows.ts';
import { mapPage, type CharacterEdgeModel, type MediaEdgeModel, type StaffEdgeModel, type StudioEdgeModel } from '../models.ts';
import { pagedChildren } from '../page/childPages.ts';
import { NESTED_MAX, pageWindow, type ConnectionPage, type PageWindow } from '../page/paging.ts';
import type { Resolvers } from '../resolverTypes.ts';
import type { StaffRow } from '../staff/rows.ts';
import type { StudioRow } from '../studios/rows.ts';
import { showsAdult } from '../adultContent.ts';
import type { FavouritesModel } from './models.ts';

type Paged = { page?: number | null; perPage?: number | null };
type Favourited<R> = R & { __parent: number; __position: number };

const TABLES: Record<FavouriteKind, string> = {
  ANIME: T.media,
  MANGA: T.media,
  CHARACTER: T.characters,
  STAFF: T.staff,
  STUDIO: T.studios,
};

/**
 * One kind of favourites of many members in one statement, in each member's order. Adult media are left out
 * unless the viewer shows adult content (social §2), whoever's favourites they are.
 */
const favouritesOf = <R>(ctx: Context, kind: FavouriteKind, window: PageWindow, hideAdult: boolean) =>
  ctx.loaders.get<number, ConnectionPage<Favourited<R>>>(`favourites:${kind}:${hideAdult}:${JSON.stringify(window)}`, (userIds) =>
    pagedChildren<Favourited<R>>(ctx.db, {
      inner: `SELECT x.*, f.user_id AS __parent, f.position AS __position
              FROM ${T.favourites} f JOIN ${TABLES[kind]} x ON x.id = f.item_id
              WHERE f.user_id = ANY($1::int[]) AND f.kind = $2 ${hideAdult ? 'AND NOT x.is_adult' : ''}`,
      params: [kind],
      orderBy: 'x.__position, x.id',
      window,
      parentIds: userIds,
    }),
  );

async function page<R>(ctx: Context, f: FavouritesModel, kind: FavouriteKind, a: Paged): Promise<ConnectionPage<Favourited<R>>> {
  const window = pageWindow(a.page ?? f.page, a.perPage, NESTED_MAX);
  const hideAdult = (kind === 'ANIME' || kind === 'MANGA') && !(await showsAdult(ctx));
  return favouritesOf<R>(ctx, kind, window, hideAdult).load(f.userId);
}

/** favouriteOrder: the item's place in the member's order, 1 first (UpdateFavouriteOrder takes such numbers). */
const order = (r: { __position: number }) => r.__position + 1;

const mediaFavourites = (kind: 'ANIME' | 'MANGA') => async (f: FavouritesModel, a: Paged, ctx: Context) => {
  const result = await page<MediaRow>(ctx, f, kind, a);
  primeMedia(ctx, result.items);
  return mapPage(result, (node): MediaEdgeModel => ({ node, favouriteOrder: order(node) }));
};

export const favouriteResolvers: Resolvers = {
  User: {
    favourites: (u, a): FavouritesModel => ({ userId: u.id, page: a.page }),
  },
  Favourites: {
    anime: mediaFavourites('ANIME'),
    manga: mediaFavourites('MANGA'),
    characters: async (f, a, ctx) =>
      mapPage(await page<CharacterRow>(ctx, f, 'CHARACTER', a), (node): CharacterEdgeModel => ({
        node,
        role: null,
        mediaId: null,
        mediaIds: [],
        favouriteOrder: order(node),
      })),
    staff: async (f, a, ctx) =>
      mapPage(await page<StaffRow>(ctx, f, 'STAFF', a), (node): StaffEdgeModel => ({ node, role: null, favouriteOrder: order(node) })),
    studios: async (f, a, ctx) =>
      mapPage(await page<StudioRow>(ctx, f, 'STUDIO', a), (node): StudioEdgeModel => ({
        node,
        isMain: false,
        favouriteOrder: order(node),
      })),
  },
};
