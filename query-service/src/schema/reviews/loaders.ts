import type { ReviewRating } from '@tsuzuki/events';
import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { indexBy } from '../../loaders.ts';
import { memberId } from '../lists/access.ts';
import { reviewRating } from './rows.ts';

/** The viewer's vote on each review, one statement for every review in the response. */
export const viewerReviewVotes = (ctx: Context) =>
  ctx.loaders.get<number, ReviewRating>('reviews:vote', async (ids) => {
    const viewer = memberId(ctx);
    if (viewer === null) return ids.map(() => 'NO_VOTE');
    const { rows } = await ctx.db.query<{ review_id: number; rating: number }>(
      `SELECT review_id, rating FROM ${T.reviewVotes} WHERE user_id = $1 AND review_id = ANY($2::int[])`,
      [viewer, ids],
    );
    return indexBy(ids, rows, (r) => r.review_id).map((r) => reviewRating(r?.rating));
  });

/** Bodies of reviews a list fetched without them (a card's body(asHtml) or a client that shows it in full). */
export const reviewBodies = (ctx: Context) =>
  ctx.loaders.get<number, string>('reviews:body', async (ids) => {
    const { rows } = await ctx.db.query<{ id: number; body: string }>(`SELECT id, body FROM ${T.reviews} WHERE id = ANY($1::int[])`, [ids]);
    return indexBy(ids, rows, (r) => r.id).map((r) => r?.body ?? '');
  });
