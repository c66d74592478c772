import type { ProjectionName } from '@tsuzuki/events';
import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { badInput, notFound } from '../../http/errors.ts';
import type { Resolvers } from '../resolverTypes.ts';
import { sendReport } from '../moderation/memberResolvers.ts';
import { viewerId } from '../users/viewer.ts';
import { findReviews, parseReviewFilter } from './reviewQuery.ts';

const REVIEW_READS: ProjectionName[] = ['reviews'];

const int = (value: unknown, field: string): number => {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw badInput('Validation error.', { [field]: ['Required'] });
  return value;
};

/** The review as it now stands, for a mutation's answer. */
async function answer(ctx: Context, reviewId: number) {
  const { rows } = await findReviews(ctx, parseReviewFilter({ id: reviewId }), 0, 1, { total: false });
  if (!rows[0]) throw notFound();
  return rows[0];
}

/**
 * A member has one review per media: SaveReview without an id edits theirs, as AniList's does. The read model says
 * which it is; the command-service's reservation of the pair refuses a second one written meanwhile.
 */
async function ownReviewOf(ctx: Context, userId: number, mediaId: number): Promise<number | undefined> {
  const { rows } = await ctx.db.query<{ id: number }>(`SELECT id FROM ${T.reviews} WHERE user_id = $1 AND media_id = $2`, [
    userId,
    mediaId,
  ]);
  return rows[0]?.id;
}

export const reviewMutationResolvers: Resolvers = {
  Mutation: {
    SaveReview: async (_r, a, ctx) => {
      const userId = viewerId(ctx);
      const mediaId = a.mediaId == null ? undefined : int(a.mediaId, 'mediaId');
      const reviewId = a.id != null ? int(a.id, 'id') : mediaId !== undefined ? await ownReviewOf(ctx, userId, mediaId) : undefined;
      const payload = {
        ...(reviewId !== undefined ? { reviewId } : {}),
        ...(mediaId !== undefined ? { mediaId } : {}),
        ...(typeof a.body === 'string' ? { body: a.body } : {}),
        ...(typeof a.summary === 'string' ? { summary: a.summary } : {}),
        ...(a.score != null ? { score: int(a.score, 'score') } : {}),
        ...(typeof a.private === 'boolean' ? { private: a.private } : {}),
      };
      const { ids } = await ctx.commands.send('SaveReview', payload, { projections: REVIEW_READS });
      return answer(ctx, ids.reviewId!);
    },
    DeleteReview: async (_r, a, ctx) => {
      viewerId(ctx);
      await ctx.commands.send('DeleteReview', { reviewId: int(a.id, 'id') }, { projections: REVIEW_READS });
      return { deleted: true };
    },
    RateReview: async (_r, a, ctx) => {
      viewerId(ctx);
      const reviewId = int(a.reviewId, 'reviewId');
      await ctx.commands.send('RateReview', { reviewId, rating: a.rating ?? 'NO_VOTE' }, { projections: REVIEW_READS });
      return answer(ctx, reviewId);
    },
    // A report of the review's author, with the review's link and summary (one report model, ADR 21).
    ReportReview: async (_r, a, ctx) => {
      viewerId(ctx);
      const reviewId = int(a.reviewId, 'reviewId');
      await sendReport(ctx, { objectType: 'REVIEW', objectId: reviewId, reason: typeof a.reason === 'string' ? a.reason : '' }, true);
      return answer(ctx, reviewId);
    },
  },
};
