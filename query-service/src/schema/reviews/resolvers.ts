import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { mediaById, userById } from '../byId.ts';
import type { MediaRow } from '../media/rows.ts';
import { mapPage } from '../models.ts';
import { pageList, type PageState } from '../page/resolvers.ts';
import { selects } from '../page/selection.ts';
import { NESTED_MAX, pageWindow } from '../page/paging.ts';
import { mergeResolvers, type LegacyResolvers as Resolvers } from '../resolverTypes.ts';
import { markdownField } from '../social/markdown.ts';
import { SITE_URL } from '../text.ts';
import { reviewBodies, viewerReviewVotes } from './loaders.ts';
import { reviewMutationResolvers } from './mutations.ts';
import { findReviews, parseReviewFilter, reviewsOfMedia } from './reviewQuery.ts';
import type { ReviewRow } from './rows.ts';

type Args = Record<string, unknown>;
type MediaReviewArgs = { limit?: number | null; sort?: string[] | null; page?: number | null; perPage?: number | null };

const reviewQueryResolvers: Resolvers = {
  Query: {
    Review: async (_r: unknown, a: Args, ctx: Context) => {
      const { rows } = await findReviews(ctx, parseReviewFilter(a), 0, 1, { total: false });
      if (!rows[0]) throw notFound();
      return rows[0];
    },
  },
  Page: {
    reviews: (state: PageState, a: Args, ctx: Context, info: GraphQLResolveInfo) => pageList(state, (w, options) =>
      findReviews(ctx, parseReviewFilter(a), w.offset, w.perPage, { ...options, body: selects(info, [], ['body']) })),
  },
  Media: {
    // AniList's `limit` is the page size of clients that predate perPage.
    reviews: async (m: MediaRow, a: MediaReviewArgs, ctx: Context, info: GraphQLResolveInfo) => {
      const body = selects(info, ['nodes'], ['body']) || selects(info, ['edges', 'node'], ['body']);
      return mapPage(await reviewsOfMedia(ctx, a.sort, pageWindow(a.page, a.perPage ?? a.limit, NESTED_MAX), body).load(m.id), (r) => ({ node: r }));
    },
  },
  Review: {
    userId: (r: ReviewRow) => r.user_id,
    mediaId: (r: ReviewRow) => r.media_id,
    mediaType: (r: ReviewRow) => r.media_type,
    body: async (r: ReviewRow, args: { asHtml?: boolean | null }, ctx: Context) =>
      markdownField(r.body ?? (await reviewBodies(ctx).load(r.id)), args.asHtml),
    ratingAmount: (r: ReviewRow) => r.rating_amount,
    userRating: (r: ReviewRow, _a: unknown, ctx: Context) => viewerReviewVotes(ctx).load(r.id),
    siteUrl: (r: ReviewRow) => `${SITE_URL}/review/${r.id}`,
    createdAt: (r: ReviewRow) => r.created_at,
    updatedAt: (r: ReviewRow) => r.updated_at,
    user: (r: ReviewRow, _a: unknown, ctx: Context) => userById(ctx).load(r.user_id),
    media: (r: ReviewRow, _a: unknown, ctx: Context) => mediaById(ctx).load(r.media_id),
  },
};

/** Reviews: Query.Review, Page.reviews, Media.reviews, the Review type and its mutations (schema/reviews/typeDefs.ts). */
export const reviewResolvers = mergeResolvers(reviewQueryResolvers, reviewMutationResolvers);
