import type { RecommendationRating } from '@tsuzuki/events';
import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { indexBy } from '../../loaders.ts';
import { memberId } from '../lists/access.ts';
import { recommendationRating } from './rows.ts';

/** The viewer's rating of each recommendation, one statement for every entry in the response. */
export const viewerRecommendationRatings = (ctx: Context) =>
  ctx.loaders.get<number, RecommendationRating>('recommendations:rating', async (ids) => {
    const viewer = memberId(ctx);
    if (viewer === null) return ids.map(() => 'NO_RATING');
    const { rows } = await ctx.db.query<{ recommendation_id: number; rating: number }>(
      `SELECT recommendation_id, rating FROM ${T.recommendationRatings} WHERE user_id = $1 AND recommendation_id = ANY($2::int[])`,
      [viewer, ids],
    );
    return indexBy(ids, rows, (r) => r.recommendation_id).map((r) => recommendationRating(r?.rating));
  });
