import { notFound } from '../../http/errors.ts';
import { mediaById, userById } from '../byId.ts';
import { mapPage } from '../models.ts';
import { NESTED_MAX, pageWindow } from '../page/paging.ts';
import { pageList } from '../page/resolvers.ts';
import { mergeResolvers, type Resolvers } from '../resolverTypes.ts';
import { viewerRecommendationRatings } from './loaders.ts';
import { recommendationMutationResolvers } from './mutations.ts';
import { findRecommendations, parseRecommendationFilter, recommendationsOfMedia } from './recommendationQuery.ts';

const recommendationQueryResolvers: Resolvers = {
  Query: {
    Recommendation: async (_r, a, ctx) => {
      const { rows } = await findRecommendations(ctx, parseRecommendationFilter(a), 0, 1, { total: false });
      if (!rows[0]) throw notFound();
      return rows[0];
    },
  },
  Page: {
    recommendations: (state, a, ctx) =>
      pageList(state, (w, options) => findRecommendations(ctx, parseRecommendationFilter(a), w.offset, w.perPage, options)),
  },
  Media: {
    recommendations: async (m, a, ctx) =>
      mapPage(await recommendationsOfMedia(ctx, a.sort, pageWindow(a.page, a.perPage, NESTED_MAX)).load(m.id), (r) => ({ node: r })),
  },
  Recommendation: {
    userRating: (r, _a, ctx) => viewerRecommendationRatings(ctx).load(r.id),
    media: (r, _a, ctx) => mediaById(ctx).load(r.__media),
    mediaRecommendation: (r, _a, ctx) => mediaById(ctx).load(r.__other),
    user: (r, _a, ctx) => userById(ctx).load(r.user_id),
  },
};

/** Recommendations: Query.Recommendation, Page.recommendations, Media.recommendations, the type and its mutations. */
export const recommendationResolvers = mergeResolvers(recommendationQueryResolvers, recommendationMutationResolvers);
