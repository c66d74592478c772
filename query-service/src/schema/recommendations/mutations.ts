import type { ProjectionName } from '@tsuzuki/events';
import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { badInput, notFound } from '../../http/errors.ts';
import type { Resolvers } from '../resolverTypes.ts';
import { viewerId } from '../users/viewer.ts';
import { findRecommendations, parseRecommendationFilter } from './recommendationQuery.ts';
import type { RecommendationRow } from './rows.ts';

const RECOMMENDATION_READS: ProjectionName[] = ['recommendations'];

const int = (value: unknown, field: string): number => {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw badInput('Validation error.', { [field]: ['Required'] });
  return value;
};

/** The command-service keys an entry by its pair of media: an id sent alone is looked up here. */
async function entryById(ctx: Context, id: number): Promise<RecommendationRow> {
  const { rows } = await ctx.db.query<RecommendationRow>(`SELECT * FROM ${T.recommendations} WHERE id = $1`, [id]);
  if (!rows[0]) throw notFound();
  return rows[0];
}

export const recommendationMutationResolvers: Resolvers = {
  Mutation: {
    SaveRecommendation: async (_r, a, ctx) => {
      viewerId(ctx);
      const byId = a.id != null ? await entryById(ctx, int(a.id, 'id')) : null;
      const mediaId = a.mediaId != null ? int(a.mediaId, 'mediaId') : byId?.media_id;
      const other =
        a.mediaRecommendationId != null
          ? int(a.mediaRecommendationId, 'mediaRecommendationId')
          : byId
            ? byId.media_id === mediaId
              ? byId.media_recommendation_id
              : byId.media_id
            : undefined;
      if (mediaId === undefined || other === undefined) {
        throw badInput('Validation error.', { [mediaId === undefined ? 'mediaId' : 'mediaRecommendationId']: ['Required'] });
      }
      const payload = {
        mediaId,
        mediaRecommendationId: other,
        ...(a.rating != null ? { rating: a.rating } : {}),
        ...(byId ? { recommendationId: byId.id } : {}),
        ...(typeof a.new === 'boolean' ? { new: a.new } : {}),
      };
      await ctx.commands.send('SaveRecommendation', payload, { projections: RECOMMENDATION_READS });
      // Seen from the media it was saved on. A NO_RATING of a pair without an entry leaves none: null.
      const { rows } = await findRecommendations(ctx, parseRecommendationFilter({ mediaId, mediaRecommendationId: other }), 0, 1, {
        total: false,
      });
      return rows[0] ?? null;
    },
    DeleteRecommendation: async (_r, a, ctx) => {
      viewerId(ctx);
      const entry = await entryById(ctx, int(a.id, 'id'));
      const payload = { recommendationId: entry.id, mediaId: entry.media_id, mediaRecommendationId: entry.media_recommendation_id };
      await ctx.commands.send('DeleteRecommendation', payload, { projections: RECOMMENDATION_READS });
      return { deleted: true };
    },
  },
};
