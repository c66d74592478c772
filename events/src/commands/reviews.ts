// The payloads of review and recommendation commands (command-service/src/reviews, recommendations).
import { z } from 'zod';
import { Id, RECOMMENDATION_RATINGS } from '../catalogue/index.ts';
import { REVIEW_LIMITS, REVIEW_MESSAGES, REVIEW_RATINGS } from '../reviewRules.ts';

// Loose bounds only: the decider checks the spec's rules and answers with its messages (social §5).
export const SaveReviewPayload = z.object({
  /** Absent: a new review (the query-service passes the id of the member's review of the media when there is one). */
  reviewId: Id.optional(),
  mediaId: Id.optional(),
  body: z.string().max(REVIEW_LIMITS.bodyMax, `Review must be at most ${REVIEW_LIMITS.bodyMax} characters`).optional(),
  summary: z.string().max(1000, REVIEW_MESSAGES.summary).optional(),
  score: z.number().int().optional(),
  private: z.boolean().optional(),
});
export const ReviewTargetPayload = z.object({ reviewId: Id });
export const RateReviewPayload = z.object({ reviewId: Id, rating: z.enum(REVIEW_RATINGS) });

/**
 * The command-service names a command's stream from one number: a pair of media travels as lower id × PAIR_BASE +
 * higher id, computed from the payload (never sent). Media ids stay far below the base.
 */
export const PAIR_BASE = 2 ** 22;
export const pairCode = (a: number, b: number) => Math.min(a, b) * PAIR_BASE + Math.max(a, b);
/** What a recommendation command answers for a media id past PAIR_BASE (no media has one). */
export const RECOMMENDED_MEDIA_NOT_FOUND = 'Media not found.';

const MediaId = Id.refine((id) => id < PAIR_BASE, RECOMMENDED_MEDIA_NOT_FOUND);
const pair = <S extends z.ZodObject<{ mediaId: typeof MediaId; mediaRecommendationId: typeof MediaId }>>(schema: S) =>
  schema.transform((p) => ({ ...p, pair: pairCode(p.mediaId, p.mediaRecommendationId) }));

/**
 * `recommendationId`: the entry the member saw, when they rate it by id (the query-service reads its pair): if the
 * pair's entry was deleted and recommended afresh since, the vote is not moved onto the new one. `new` (social §7):
 * true when the member adds the pair (it starts rated up, social §4), false when they only rate its entry.
 */
export const SaveRecommendationPayload = pair(
  z.object({
    mediaId: MediaId,
    mediaRecommendationId: MediaId,
    rating: z.enum(RECOMMENDATION_RATINGS).default('RATE_UP'),
    recommendationId: Id.optional(),
    new: z.boolean().optional(),
  }),
);
export const DeleteRecommendationPayload = pair(z.object({ recommendationId: Id, mediaId: MediaId, mediaRecommendationId: MediaId }));
