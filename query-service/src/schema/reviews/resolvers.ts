import { notFound } from '../../http/errors.ts';
import { mediaById, userById } from '../byId.ts';
import { mapPage } from '../models.ts';
import { pageList } from '../page/resolvers.ts';
import { selects } from '../page/selection.ts';
import { NESTED_MAX, pageWindow } from '../page/paging.ts';
import { mergeResolvers, type Resolvers } from '../resolverTypes.ts';
import { markdownField } from '../social/markdown.ts';
import { SITE_URL } from '../text.ts';
import { reviewBodies, viewerReviewVotes } from './loaders.ts';
import { reviewMutationResolvers } from './mutations.ts';
import { findReviews, parseReviewFilter, reviewPageAsk, reviewsOfMedia } from './reviewQuery.ts';

const reviewQueryResolvers: Resolvers = {
  Query: {
    Review: async (_r, a, ctx) => {
      const { rows } = await findReviews(ctx, parseReviewFilter(a), 0, 1, { total: false });
      if (!rows[0]) throw notFound();
      return rows[0];
    },
  },
  Page: {
    reviews: (state, a, ctx, info) =>
      pageList(state, (w, options) =>
        findReviews(ctx, parseReviewFilter(a), w.offset, w.perPage, { ...options, body: selects(info, [], ['body']) }),
      ),
  },
  Media: {
    // AniList's `limit` is the page size of clients that predate perPage.
    reviews: async (m, a, ctx, info) => {
      const body = selects(info, ['nodes'], ['body']) || selects(info, ['edges', 'node'], ['body']);
      const ask = reviewPageAsk(m.id, a.sort, pageWindow(a.page, a.perPage ?? a.limit, NESTED_MAX), selects(info, [], ['nodes', 'edges']));
      return mapPage(await reviewsOfMedia(ctx, body).load(ask), (r) => ({ node: r }));
    },
  },
  Review: {
    userId: (r) => r.user_id,
    mediaId: (r) => r.media_id,
    mediaType: (r) => r.media_type,
    body: async (r, args, ctx) => markdownField(r.body ?? (await reviewBodies(ctx).load(r.id)), args.asHtml),
    ratingAmount: (r) => r.rating_amount,
    userRating: (r, _a, ctx) => viewerReviewVotes(ctx).load(r.id),
    siteUrl: (r) => `${SITE_URL}/review/${r.id}`,
    createdAt: (r) => r.created_at,
    updatedAt: (r) => r.updated_at,
    user: (r, _a, ctx) => userById(ctx).load(r.user_id),
    media: (r, _a, ctx) => mediaById(ctx).load(r.media_id),
  },
};

/** Reviews: Query.Review, Page.reviews, Media.reviews, the Review type and its mutations (schema/reviews/typeDefs.ts). */
export const reviewResolvers = mergeResolvers(reviewQueryResolvers, reviewMutationResolvers);
