import type { Context } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { mediaById } from '../byId.ts';
import { pageList, type PageState } from '../page/resolvers.ts';
import type { LegacyResolvers as Resolvers } from '../resolverTypes.ts';
import { findTrends, type TrendRow } from './queries.ts';

export const trendResolvers: Resolvers = {
  Query: {
    MediaTrend: async (_r: unknown, a: Record<string, unknown>, ctx: Context) => {
      const { rows } = await findTrends(ctx, a, 0, 1);
      if (!rows[0]) throw notFound();
      return rows[0];
    },
  },
  Page: {
    mediaTrends: (state: PageState, a: Record<string, unknown>, ctx: Context) =>
      pageList(state, (w) => findTrends(ctx, a, w.offset, w.perPage)),
  },
  MediaTrend: {
    mediaId: (t: TrendRow) => t.media_id,
    averageScore: (t: TrendRow) => t.average_score,
    inProgress: (t: TrendRow) => t.in_progress,
    media: (t: TrendRow, _a: unknown, ctx: Context) => mediaById(ctx).load(t.media_id),
  },
};
