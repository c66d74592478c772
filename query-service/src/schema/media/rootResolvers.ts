import type { ExternalLinkType } from '@tsuzuki/events';
import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { notFound } from '../../http/errors.ts';
import { showsAdult } from '../adultContent.ts';
import { mediaById } from '../byId.ts';
import { pageList } from '../page/resolvers.ts';
import { EMPTY_SLICE, relayConnection, relayWindow, type SliceOptions } from '../page/paging.ts';
import { selects } from '../page/selection.ts';
import type { PageMediaArgs, QueryMediaArgs, QueryMediaSearchArgs, Resolvers } from '../resolverTypes.ts';
import { onListViewer } from '../lists/onList.ts';
import { askPageDocument } from '../mediaPages/page.ts';
import { parseMediaFilter, type MediaQuery } from './filters.ts';
import { findMedia } from './queries.ts';

/**
 * The filter of a request, with the viewer whose list `onList` means; adult media only for a viewer who shows them
 * (null: the viewer asked for adult media only and may see none).
 */
/** The media filters of Query.Media, Page.media and mediaSearch (its paging taken off). */
type MediaArgs = QueryMediaArgs | PageMediaArgs | Omit<QueryMediaSearchArgs, 'first' | 'after'>;

const mediaQuery = async (a: MediaArgs, ctx: Context): Promise<MediaQuery | null> => {
  const f = parseMediaFilter(a);
  const adult = await showsAdult(ctx);
  if (!adult && f.isAdult === true) return null;
  return { ...f, isAdult: adult ? f.isAdult : false, listViewer: onListViewer(ctx, f.onList) };
};
/** A page of media for a request's filter. */
const mediaPage = async (a: MediaArgs, ctx: Context, offset: number, limit: number, options?: SliceOptions) => {
  const q = await mediaQuery(a, ctx);
  return q ? findMedia(ctx.db, q, offset, limit, options) : EMPTY_SLICE;
};
const onlyId = (a: MediaArgs) =>
  a.id != null && Object.entries(a).every(([k, v]) => v == null || k === 'id' || k === 'type' || k === 'onList');

export const mediaRootResolvers: Resolvers = {
  Query: {
    Media: async (_r, a, ctx, info) => {
      const f = parseMediaFilter(a);
      // The common case (a media page, aliased lookups) goes through the by-id loader: one query for all, and the
      // page's document beside it (ADR 72).
      if (onlyId(a) && onListViewer(ctx, f.onList) == null) {
        askPageDocument(ctx, f.id!, info);
        const row = await mediaById(ctx).load(f.id!);
        // A hidden adult media is not found, as AniList answers (the client shows NotFound with its 18+ hint).
        if (!row || (f.type && row.type !== f.type) || (row.is_adult && !(await showsAdult(ctx)))) throw notFound();
        return row;
      }
      const { rows } = await mediaPage(a, ctx, 0, 1);
      if (!rows[0]) throw notFound();
      return rows[0];
    },
    mediaSearch: async (_r, { first, after, ...a }, ctx, info) => {
      const w = relayWindow(first, after);
      const slice = await mediaPage(a, ctx, w.offset, w.limit, { total: selects(info, [], ['totalCount']) });
      return relayConnection(slice, w.offset);
    },
    ExternalLinkSourceCollection: async (_r, a, ctx) => {
      const params: unknown[] = [];
      const where: string[] = [];
      if (a.mediaType === 'ANIME' || a.mediaType === 'MANGA') where.push(`m.type = $${params.push(a.mediaType)}`);
      if (a.type) where.push(`l->>'type' = $${params.push(a.type)}`);
      // A site's id is the id of its first link, so licensedById finds it again (see media/filters.ts).
      const { rows } = await ctx.db.query<{
        id: number;
        site: string;
        type: ExternalLinkType | null;
        language: string | null;
        color: string | null;
        icon: string | null;
        url: string;
      }>(
        `SELECT * FROM (
           SELECT DISTINCT ON (lower(l->>'site')) (l->>'id')::int AS id, l->>'site' AS site, l->>'type' AS type,
                  l->>'language' AS language, l->>'color' AS color, l->>'icon' AS icon, l->>'url' AS url
           FROM ${T.media} m, jsonb_array_elements(m.external_links) l
           ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
           ORDER BY lower(l->>'site'), (l->>'id')::int
         ) s ORDER BY lower(site)`,
        params,
      );
      return rows.filter((r) => a.id == null || r.id === a.id).map((r) => ({ ...r, siteId: r.id, notes: null, isDisabled: false }));
    },
  },
  Page: {
    media: (state, a, ctx) => pageList(state, (w, options) => mediaPage(a, ctx, w.offset, w.perPage, options)),
  },
};
