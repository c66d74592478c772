import { isCommunityMod } from '@tsuzuki/events/roles';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { GENERIC_PLAN } from '../../db/queryable.ts';
import { T, type SqlParams } from '../../db/sql.ts';
import { badInput } from '../../http/errors.ts';
import { memberId } from '../lists/access.ts';
import { orderFrom } from '../media/loaders.ts';
import { childPageKey, childPagesAtOnce, type ChildPageAsk } from '../page/childPages.ts';
import type { ConnectionPage, PageWindow, Slice, SliceOptions } from '../page/paging.ts';
import { fetchSlice } from '../page/slice.ts';
import { adultCondition } from '../adultContent.ts';
import type { ReviewRow } from './rows.ts';
import type { SortArg } from '../sortArg.ts';

const SORTS = [
  'ID',
  'ID_DESC',
  'SCORE',
  'SCORE_DESC',
  'RATING',
  'RATING_DESC',
  'CREATED_AT',
  'CREATED_AT_DESC',
  'UPDATED_AT',
  'UPDATED_AT_DESC',
] as const;
export const ReviewFilter = z.object({
  id: z.number().int().nullish(),
  mediaId: z.number().int().nullish(),
  userId: z.number().int().nullish(),
  mediaType: z.enum(['ANIME', 'MANGA']).nullish(),
  sort: z.array(z.enum(SORTS)).max(5).nullish(),
});
export type ReviewFilter = z.infer<typeof ReviewFilter>;

export function parseReviewFilter(args: Record<string, unknown>): ReviewFilter {
  const parsed = ReviewFilter.safeParse(args);
  if (parsed.success) return parsed.data;
  const validation: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (validation[issue.path.join('.')] ??= []).push(issue.message);
  throw badInput('Validation error.', validation);
}

/** Private reviews are seen by their author and community moderators only (null: no condition). */
export function visibleReview(ctx: Context, p: SqlParams['p'], alias = 'r'): string | null {
  if (ctx.actor.kind === 'system') return null;
  if (ctx.actor.kind === 'user' && isCommunityMod(ctx.actor.moderatorRoles)) return null;
  const viewer = memberId(ctx);
  return viewer === null ? `NOT ${alias}.private` : `(NOT ${alias}.private OR ${alias}.user_id = ${p(viewer)})`;
}

// ReviewSort over a review (alias prefix), the newest first among equals. CREATED_AT is AniList's deprecated ID.
const orderMap = (a: string): Record<string, string> => ({
  ID: `${a}.id`,
  ID_DESC: `${a}.id DESC`,
  CREATED_AT: `${a}.id`,
  CREATED_AT_DESC: `${a}.id DESC`,
  SCORE: `${a}.score`,
  SCORE_DESC: `${a}.score DESC`,
  RATING: `${a}.rating`,
  RATING_DESC: `${a}.rating DESC`,
  UPDATED_AT: `${a}.updated_at`,
  UPDATED_AT_DESC: `${a}.updated_at DESC`,
});
export const reviewOrder = (sort: SortArg, alias: string, fallback: readonly string[]) =>
  orderFrom(orderMap(alias), sort?.length ? sort : fallback, `${alias}.id DESC`);

/** Every column but the body, which is most of a review's bytes and which cards do not show. */
const columns = (a: string, withBody: boolean) =>
  withBody
    ? `${a}.*`
    : ['id', 'user_id', 'media_id', 'media_type', 'summary', 'score', 'private', 'rating', 'rating_amount', 'created_at', 'updated_at']
        .map((c) => `${a}.${c}`)
        .join(', ');

/**
 * A page of reviews (Page.reviews, Query.Review): the newest first unless sorted; adult media's only for those who show
 * them; bodies only when asked for.
 */
export async function findReviews(
  ctx: Context,
  f: ReviewFilter,
  offset: number,
  limit: number,
  options: SliceOptions & { body?: boolean },
): Promise<Slice<ReviewRow>> {
  const adult = await adultCondition(ctx, 'r.media_id');
  return fetchSlice<ReviewRow>(
    ctx.db,
    (p) => {
      const c = [visibleReview(ctx, p)].filter((x): x is string => x !== null);
      if (f.id != null) c.push(`r.id = ${p(f.id)}`);
      if (f.mediaId != null) c.push(`r.media_id = ${p(f.mediaId)}`);
      if (f.userId != null) c.push(`r.user_id = ${p(f.userId)}`);
      if (f.mediaType) c.push(`r.media_type = ${p(f.mediaType)}`);
      if (adult) c.push(adult);
      const where = c.length ? `WHERE ${c.join(' AND ')}` : '';
      return {
        select: columns('r', options.body ?? true),
        from: `FROM ${T.reviews} r ${where}`,
        orderBy: reviewOrder(f.sort, 'r', ['ID_DESC']),
      };
    },
    offset,
    limit,
    options,
  );
}

/**
 * Media.reviews: every page of media's reviews a turn asks (the tabs' count and the overview's preview, ADR 72), in one
 * statement; the most helpful first unless sorted. A page that shows no review (a count) reads none.
 */
export const reviewsOfMedia = (ctx: Context, body: boolean) =>
  ctx.loaders.get<ChildPageAsk, ConnectionPage<ReviewRow>>(
    `reviews:media:${body}`,
    (asks) => {
      const params: unknown[] = [];
      const visible = visibleReview(ctx, (v) => `$${params.push(v) + 1}`);
      return childPagesAtOnce<ReviewRow>(ctx.db, {
        // By media ids (ADR 57): the index on media_id whichever they are.
        inner: `${GENERIC_PLAN} SELECT ${columns('r', body)}, r.media_id AS __parent FROM ${T.reviews} r WHERE r.media_id = ANY($1::int[]) ${visible ? `AND ${visible}` : ''}`,
        params,
        asks,
      });
    },
    { cacheKeyFn: childPageKey },
  );

/** A page of a media's reviews for reviewsOfMedia, in the sort asked (the most helpful first by default). */
export const reviewPageAsk = (mediaId: number, sort: SortArg, window: PageWindow, rows: boolean): ChildPageAsk => ({
  parent: mediaId,
  orderBy: reviewOrder(sort, 'x', ['RATING_DESC']),
  window,
  rows,
});
