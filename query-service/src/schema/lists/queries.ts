import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { notFound } from '../../http/errors.ts';
import { expectCollection } from '../../http/requestCost.ts';
import { adultCondition } from '../adultContent.ts';
import { pageList } from '../page/resolvers.ts';
import type { Slice, SliceOptions } from '../page/paging.ts';
import { selected, selects } from '../page/selection.ts';
import { LONG_MEDIA_FIELDS } from '../byId.ts';
import { fetchSlice } from '../page/slice.ts';
import type { Resolvers } from '../resolverTypes.ts';
import { mediaListCollection, type MediaRows } from './collection.ts';
import { listConditions, parseListFilter, type ListFilter } from './filters.ts';
import type { EntryRow } from './rows.ts';
import { listSortOrderBy, sortNeedsMedia } from './sorts.ts';

/**
 * Which media rows a collection's entries need (through lists, or the deprecated statusLists/customLists): none,
 * lean ones when no long field is asked (byId.ts), or whole ones.
 */
export function mediaRowsAsked(info: GraphQLResolveInfo): MediaRows {
  const paths = [['lists', 'entries'], ['statusLists'], ['customLists']];
  if (!paths.some((path) => selects(info, path, ['media']))) return 'none';
  const fields = paths.flatMap((path) => [...selected(info, [...path, 'media'])]);
  return fields.some((f) => LONG_MEDIA_FIELDS.has(f)) ? 'full' : 'lean';
}

/** One statement for a page of entries (Page.mediaList, Query.MediaList); by entry id unless sorted; adult media's for those who show them. */
export async function findEntries(
  ctx: Context,
  f: ListFilter,
  offset: number,
  limit: number,
  options: SliceOptions,
): Promise<Slice<EntryRow>> {
  const adult = await adultCondition(ctx, 'e.media_id');
  return fetchSlice<EntryRow>(
    ctx.db,
    (p) => {
      const where = listConditions(ctx, f, p);
      if (adult) where.push(adult);
      const orderBy = listSortOrderBy(f.sort) ?? 'e.id ASC';
      const media = sortNeedsMedia(orderBy) ? `JOIN ${T.media} m ON m.id = e.media_id` : '';
      return { select: 'e.*', from: `FROM ${T.listEntries} e ${media} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`, orderBy };
    },
    offset,
    limit,
    options,
  );
}

export const listQueryResolvers: Resolvers = {
  Query: {
    MediaList: async (_r, a, ctx) => {
      const { rows } = await findEntries(ctx, parseListFilter(a), 0, 1, { total: false });
      if (!rows[0]) throw notFound();
      return rows[0];
    },
    MediaListCollection: (_r, a, ctx, info) =>
      mediaListCollection(ctx, a, { media: mediaRowsAsked(info), expect: (entries) => expectCollection(ctx.cost, info, entries) }),
  },
  Page: {
    mediaList: (state, a, ctx) => pageList(state, (w, options) => findEntries(ctx, parseListFilter(a), w.offset, w.perPage, options)),
  },
  MediaListCollection: {
    // The deprecated shapes: the status lists and the custom lists, each a list of entry lists.
    statusLists: (c) => c.lists.filter((g) => !g.isCustomList).map((g) => g.entries),
    customLists: (c) => c.lists.filter((g) => g.isCustomList).map((g) => g.entries),
  },
};
