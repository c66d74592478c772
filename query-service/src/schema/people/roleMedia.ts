import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { primeMedia } from '../byId.ts';
import type { MediaRow } from '../media/rows.ts';
import { mediaOrderBy } from '../media/sorts.ts';
import { mediaEdgeFilter } from '../lists/onList.ts';
import { pagedChildren } from '../page/childPages.ts';
import type { ConnectionPage, PageWindow } from '../page/paging.ts';
import type { SortArg } from '../sortArg.ts';

/** A person's edge table to media, one row per role (media_characters, media_staff) (ADR 43). */
export interface RoleEdges {
  /** The loader's name in the request's cache (Character.media, Staff.staffMedia). */
  loader: string;
  table: string;
  personColumn: 'character_id' | 'staff_id';
  /** A staff member holds several roles in one media: their edges are ordered by role within it. */
  orderByRole: boolean;
}

export type RoleMediaRow<Role> = MediaRow & { __parent: number; __role: Role };
type MediaArgs = { sort?: SortArg; type?: string | null; onList?: boolean | null };

/** The media of each person, one edge per role, paged per person. */
export const roleMediaOf =
  <Role>(edges: RoleEdges) =>
  (ctx: Context, a: MediaArgs, window: PageWindow) =>
    ctx.loaders.get<number, ConnectionPage<RoleMediaRow<Role>>>(
      `${edges.loader}:${JSON.stringify([a.sort, a.type, a.onList, window])}`,
      async (ids) => {
        const { params, where } = await mediaEdgeFilter(ctx, a);
        const pages = await pagedChildren<RoleMediaRow<Role>>(ctx.db, {
          inner: `SELECT m.*, e.${edges.personColumn} AS __parent, e.role AS __role
              FROM ${edges.table} e JOIN ${T.media} m ON m.id = e.media_id
              WHERE e.${edges.personColumn} = ANY($1::int[]) ${where}`,
          params,
          orderBy: `${mediaOrderBy(a.sort, false, 'x')}${edges.orderByRole ? ', x.__role' : ''}`,
          window,
          parentIds: ids,
        });
        for (const page of pages) primeMedia(ctx, page.items);
        return pages;
      },
    );
