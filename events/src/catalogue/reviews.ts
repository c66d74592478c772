import { z } from 'zod';
import { defineEvent } from './define.ts';
import { Id } from './shapes.ts';
import { MEDIA_TYPES } from './vocabulary.ts';
import { REVIEW_LIMITS, REVIEW_RATINGS } from '../reviewRules.ts';

// Reviews and recommendations (social §2-§5, ADR 16). A review and its votes are one stream, `review-<id>`; a
// member has at most one review per media (a reservation of the command-service holds the pair). A pair of media
// has one recommendation entry at a time, in the stream `recommendation-<lower id>_<higher id>`, whose rating is
// the sum of the members' votes; it keeps the direction it was first recommended in.

// The rules of social §5 live in a module without schemas so that the client's editor can share them.
export { REVIEW_LIMITS, REVIEW_MESSAGES, REVIEW_RATINGS, type ReviewRating } from '../reviewRules.ts';

export const RECOMMENDATION_RATINGS = ['RATE_UP', 'RATE_DOWN', 'NO_RATING'] as const;
export type RecommendationRating = (typeof RECOMMENDATION_RATINGS)[number];

const ReviewContent = {
  summary: z.string().max(REVIEW_LIMITS.summaryMaxExclusive),
  body: z.string().max(REVIEW_LIMITS.bodyMax),
  score: z.number().int().min(0).max(100),
  private: z.boolean(),
};

/** A member reviewed a media (their first review of it). */
export const ReviewWritten = defineEvent(
  'ReviewWritten',
  1,
  ['reviews', 'sitestats'],
  z.object({
    reviewId: Id,
    userId: Id,
    mediaId: Id,
    mediaType: z.enum(MEDIA_TYPES),
    ...ReviewContent,
  }),
);

/** Facts of the review every later event carries, so that a read model never needs its first event. */
const About = { reviewId: Id, authorId: Id, mediaId: Id };

/** The whole review as it now reads, rewritten by its author or a community moderator (`editorId`). */
export const ReviewEdited = defineEvent('ReviewEdited', 1, ['reviews'], z.object({ ...About, editorId: Id, ...ReviewContent }));

export const ReviewDeleted = defineEvent('ReviewDeleted', 1, ['reviews', 'sitestats'], z.object({ ...About, deletedBy: Id }));

/** A member's vote changed from `previous` to `rating`: read models move the counts by the difference. */
export const ReviewRated = defineEvent(
  'ReviewRated',
  1,
  ['reviews'],
  z.object({
    ...About,
    userId: Id,
    rating: z.enum(REVIEW_RATINGS),
    previous: z.enum(REVIEW_RATINGS),
  }),
);

/**
 * A member reported a review to the moderators, with the text as it read when they reported it. Written by the first
 * build's ReportReview command only: reports are now one model, the reported member's UserReported (ADR 21). Kept so
 * that logs from before still read; their rows stay in rm_reviews.review_reports.
 */
export const ReviewReported = defineEvent(
  'ReviewReported',
  1,
  ['reviews'],
  z.object({
    ...About,
    reporterId: Id,
    reason: z.string().trim().min(1).max(REVIEW_LIMITS.reasonMax),
    summary: ReviewContent.summary,
    body: ReviewContent.body,
  }),
);

/** The pair as first recommended: `mediaId`'s page recommended `mediaRecommendationId`. */
const Pair = { recommendationId: Id, mediaId: Id, mediaRecommendationId: Id };

/** A pair of media got its recommendation entry; the author's up vote follows as a RecommendationRated. */
export const RecommendationAdded = defineEvent('RecommendationAdded', 1, ['recommendations'], z.object({ ...Pair, userId: Id }));

export const RecommendationRated = defineEvent(
  'RecommendationRated',
  1,
  ['recommendations'],
  z.object({
    ...Pair,
    userId: Id,
    rating: z.enum(RECOMMENDATION_RATINGS),
    previous: z.enum(RECOMMENDATION_RATINGS),
  }),
);

/** Removed by its author or a community moderator, with every vote on it; the pair may be recommended afresh. */
export const RecommendationDeleted = defineEvent(
  'RecommendationDeleted',
  1,
  ['recommendations'],
  z.object({
    ...Pair,
    /** The recommendation's author. */
    userId: Id,
    deletedBy: Id,
  }),
);
