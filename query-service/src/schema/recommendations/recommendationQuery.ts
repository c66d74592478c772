import { z } from 'zod';
import type { Context } from '../../context.ts';
import { GENERIC_PLAN } from '../../db/queryable.ts';
import { T } from '../../db/sql.ts';
import { badInput } from '../../http/errors.ts';
import { onListViewer } from '../lists/onList.ts';
import { orderFrom } from '../media/loaders.ts';
import { pagedChildren } from '../page/childPages.ts';
import type { ConnectionPage, PageWindow, Slice, SliceOptions } from '../page/paging.ts';
import { fetchSlice } from '../page/slice.ts';
import { notAdultMedia, showsAdult } from '../adultContent.ts';
import { fromSide, type RecommendationModel, type RecommendationRow } from './rows.ts';
import type { SortArg } from '../sortArg.ts';

const Int = z.number().int().nullish();
export const RecommendationFilter = z.object({
  id: Int,
  mediaId: Int,
  mediaRecommendationId: Int,
  userId: Int,
  rating: Int,
  rating_greater: Int,
  rating_lesser: Int,
  onList: z.boolean().nullish(),
  sort: z
    .array(z.enum(['ID', 'ID_DESC', 'RATING', 'RATING_DESC']))
    .max(4)
    .nullish(),
});
export type RecommendationFilter = z.infer<typeof RecommendationFilter>;

export function parseRecommendationFilter(args: Record<string, unknown>): RecommendationFilter {
  const parsed = RecommendationFilter.safeParse(args);
  if (parsed.success) return parsed.data;
  const validation: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (validation[issue.path.join('.')] ??= []).push(issue.message);
  throw badInput('Validation error.', validation);
}

// RecommendationSort: Recent (ID_DESC), Highest Rated (RATING_DESC), Lowest Rated (RATING); the newest first among equals.
const orderMap = (a: string): Record<string, string> => ({
  ID: `${a}.id`,
  ID_DESC: `${a}.id DESC`,
  RATING: `${a}.rating`,
  RATING_DESC: `${a}.rating DESC`,
});
const order = (sort: SortArg, alias: string, fallback: string) =>
  orderFrom(orderMap(alias), sort?.length ? sort : [fallback], `${alias}.id DESC`);

const either = (column: string, alias = 'c') => `(${alias}.media_id = ${column} OR ${alias}.media_recommendation_id = ${column})`;

/** Whose side a row is seen from: the media filtered on, or the one facing the media recommended. */
function perspective(f: RecommendationFilter, row: RecommendationRow): number | null {
  if (f.mediaId != null) return f.mediaId;
  if (f.mediaRecommendationId != null) return row.media_id === f.mediaRecommendationId ? row.media_recommendation_id : row.media_id;
  return null;
}

/**
 * A page of recommendations (Page.recommendations, Query.Recommendation; the /recommendations page sorts Recent,
 * Highest or Lowest Rated and filters My List: pairs with either media on the viewer's list). Pairs with an adult
 * media only for viewers who show adult content.
 */
export async function findRecommendations(
  ctx: Context,
  f: RecommendationFilter,
  offset: number,
  limit: number,
  options: SliceOptions,
): Promise<Slice<RecommendationModel>> {
  const hideAdult = !(await showsAdult(ctx));
  const slice = await fetchSlice<RecommendationRow>(
    ctx.db,
    (p) => {
      const c: string[] = [];
      if (f.id != null) c.push(`c.id = ${p(f.id)}`);
      if (f.mediaId != null) c.push(either(p(f.mediaId)));
      if (f.mediaRecommendationId != null) c.push(either(p(f.mediaRecommendationId)));
      if (f.userId != null) c.push(`c.user_id = ${p(f.userId)}`);
      if (f.rating != null) c.push(`c.rating = ${p(f.rating)}`);
      if (f.rating_greater != null) c.push(`c.rating > ${p(f.rating_greater)}`);
      if (f.rating_lesser != null) c.push(`c.rating < ${p(f.rating_lesser)}`);
      const viewer = onListViewer(ctx, f.onList);
      if (viewer !== null) {
        c.push(`${f.onList ? '' : 'NOT '}EXISTS (SELECT 1 FROM ${T.listEntries} ol WHERE ol.user_id = ${p(viewer)}
        AND ol.media_id IN (c.media_id, c.media_recommendation_id))`);
      }
      if (hideAdult) c.push(notAdultMedia('c.media_id'), notAdultMedia('c.media_recommendation_id'));
      const where = c.length ? `WHERE ${c.join(' AND ')}` : '';
      return { select: 'c.*', from: `FROM ${T.recommendations} c ${where}`, orderBy: order(f.sort, 'c', 'ID_DESC') };
    },
    offset,
    limit,
    options,
  );
  return { ...slice, rows: slice.rows.map((row) => fromSide(row, perspective(f, row))) };
}

/**
 * Media.recommendations: the entries either side of which is the media, each seen from it, one page per media in one
 * statement; the highest rated first unless sorted.
 */
export const recommendationsOfMedia = (ctx: Context, sort: SortArg, window: PageWindow) =>
  ctx.loaders.get<number, ConnectionPage<RecommendationModel>>(`recommendations:media:${JSON.stringify([sort, window])}`, async (ids) => {
    const hideAdult = !(await showsAdult(ctx));
    // By media ids (ADR 57): the indexes on either side whichever they are.
    const sides = `${GENERIC_PLAN} SELECT c.*, c.media_id AS __parent, c.media_recommendation_id AS __other FROM ${T.recommendations} c WHERE c.media_id = ANY($1::int[])
      UNION ALL SELECT c.*, c.media_recommendation_id, c.media_id FROM ${T.recommendations} c WHERE c.media_recommendation_id = ANY($1::int[])`;
    const adult = `SELECT s.* FROM (${sides}) s WHERE ${notAdultMedia('s.__other')}`;
    const pages = await pagedChildren<RecommendationRow & { __parent: number }>(ctx.db, {
      inner: hideAdult ? adult : sides,
      orderBy: order(sort, 'x', 'RATING_DESC'),
      window,
      parentIds: ids,
    });
    return pages.map((page) => ({ ...page, items: page.items.map((row) => fromSide(row, row.__parent)) }));
  });
