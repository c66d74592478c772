import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { primeMedia, studioById } from '../byId.ts';
import type { MediaRow } from '../media/rows.ts';
import { mediaOrderBy } from '../media/sorts.ts';
import { mapPage, type MediaEdgeModel } from '../models.ts';
import { mediaEdgeFilter } from '../lists/onList.ts';
import { pagedChildren } from '../page/childPages.ts';
import { NESTED_MAX, pageWindow, type ConnectionPage, type PageWindow } from '../page/paging.ts';
import { entityQueries } from '../people/entityQueries.ts';
import { viewerFavourite } from '../lists/loaders.ts';
import type { Resolvers, StudioMediaArgs } from '../resolverTypes.ts';
import type { EntityTable } from '../search/findEntities.ts';
import { SITE_URL } from '../text.ts';
import type { StudioRow } from './rows.ts';

type StudioMediaRow = MediaRow & { __parent: number; __is_main: boolean };
const STUDIOS: EntityTable = {
  kind: 'STUDIO',
  table: T.studios,
  sortColumns: { FAVOURITES: 'e.favourites', NAME: 'lower(e.name)' },
  notNull: ['FAVOURITES', 'NAME'],
  hasBirthday: false,
};

const studioMediaOf = (ctx: Context, a: StudioMediaArgs, window: PageWindow) =>
  ctx.loaders.get<number, ConnectionPage<StudioMediaRow>>(
    `studio.media:${JSON.stringify([a.sort, a.isMain, a.onList, window])}`,
    async (ids) => {
      const { params, where } = await mediaEdgeFilter(ctx, { onList: a.onList });
      if (a.isMain != null) params.push(a.isMain);
      const pages = await pagedChildren<StudioMediaRow>(ctx.db, {
        inner: `SELECT m.*, ms.studio_id AS __parent, ms.is_main AS __is_main
              FROM ${T.mediaStudios} ms JOIN ${T.media} m ON m.id = ms.media_id
              WHERE ms.studio_id = ANY($1::int[]) ${where} ${a.isMain != null ? `AND ms.is_main = $${params.length + 1}` : ''}`,
        params,
        orderBy: mediaOrderBy(a.sort, false, 'x'),
        window,
        parentIds: ids,
      });
      for (const page of pages) primeMedia(ctx, page.items);
      return pages;
    },
  );

const queries = entityQueries<StudioRow>(STUDIOS, studioById);

export const studioResolvers: Resolvers = {
  Query: { Studio: queries.one, studioSearch: queries.search },
  Page: { studios: queries.list },
  Studio: {
    isAnimationStudio: (s) => s.is_animation_studio,
    isFavourite: (s, _a, ctx) => viewerFavourite(ctx, 'STUDIO', s.id),
    siteUrl: (s) => `${SITE_URL}/studio/${s.id}`,
    media: async (s, a, ctx) =>
      mapPage(await studioMediaOf(ctx, a, pageWindow(a.page, a.perPage, NESTED_MAX)).load(s.id), (m): MediaEdgeModel => ({
        node: m,
        isMainStudio: m.__is_main,
      })),
  },
  StudioEdge: {
    id: (e) => e.node.id,
    favouriteOrder: (e) => e.favouriteOrder ?? null,
  },
};
