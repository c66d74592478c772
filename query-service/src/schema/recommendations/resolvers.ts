import type { Context } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { mediaById, userById } from '../byId.ts';
import type { MediaRow } from '../media/rows.ts';
import { mapPage } from '../models.ts';
import { NESTED_MAX, pageWindow } from '../page/paging.ts';
import { pageList, type PageState } from '../page/resolvers.ts';
import { mergeResolvers, type LegacyResolvers as Resolvers } from '../resolverTypes.ts';
import { viewerRecommendationRatings } from './loaders.ts';
import { recommendationMutationResolvers } from './mutations.ts';
import { findRecommendations, parseRecommendationFilter, recommendationsOfMedia } from './recommendationQuery.ts';
import type { RecommendationModel } from './rows.ts';

type Args = Record<string, unknown>;

const recommendationQueryResolvers: Resolvers = {
  Query: {
    Recommendation: async (_r: unknown, a: Args, ctx: Context) => {
      const { rows } = await findRecommendations(ctx, parseRecommendationFilter(a), 0, 1, { total: false });
      if (!rows[0]) throw notFound();
      return rows[0];
    },
  },
  Page: {
    recommendations: (state: PageState, a: Args, ctx: Context) =>
      pageList(state, (w, options) => findRecommendations(ctx, parseRecommendationFilter(a), w.offset, w.perPage, options)),
  },
  Media: {
    recommendations: async (m: MediaRow, a: { sort?: string[] | null; page?: number | null; perPage?: number | null }, ctx: Context) =>
      mapPage(await recommendationsOfMedia(ctx, a.sort, pageWindow(a.page, a.perPage, NESTED_MAX)).load(m.id), (r) => ({ node: r })),
  },
  Recommendation: {
    userRating: (r: RecommendationModel, _a: unknown, ctx: Context) => viewerRecommendationRatings(ctx).load(r.id),
    media: (r: RecommendationModel, _a: unknown, ctx: Context) => mediaById(ctx).load(r.__media),
    mediaRecommendation: (r: RecommendationModel, _a: unknown, ctx: Context) => mediaById(ctx).load(r.__other),
    user: (r: RecommendationModel, _a: unknown, ctx: Context) => userById(ctx).load(r.user_id),
  },
};

/** Recommendations: Query.Recommendation, Page.recommendations, Media.recommendations, the type and its mutations. */
export const recommendationResolvers = mergeResolvers(recommendationQueryResolvers, recommendationMutationResolvers);
