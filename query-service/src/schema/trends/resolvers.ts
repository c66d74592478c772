import { notFound } from '../../http/errors.ts';
import { mediaById } from '../byId.ts';
import { pageList } from '../page/resolvers.ts';
import type { Resolvers } from '../resolverTypes.ts';
import { findTrends } from './queries.ts';

export const trendResolvers: Resolvers = {
  Query: {
    MediaTrend: async (_r, a, ctx) => {
      const { rows } = await findTrends(ctx, a, 0, 1);
      if (!rows[0]) throw notFound();
      return rows[0];
    },
  },
  Page: {
    mediaTrends: (state, a, ctx) => pageList(state, (w) => findTrends(ctx, a, w.offset, w.perPage)),
  },
  MediaTrend: {
    mediaId: (t) => t.media_id,
    averageScore: (t) => t.average_score,
    inProgress: (t) => t.in_progress,
    media: (t, _a, ctx) => mediaById(ctx).load(t.media_id),
  },
};
