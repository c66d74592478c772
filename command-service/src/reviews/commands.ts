import { z } from 'zod';
import { Id, REVIEW_LIMITS, REVIEW_RATINGS, reviewStream, type DomainEvent } from '@tsuzuki/events';
import { defineCommand, type Command, type ContextReader } from '../framework/command.ts';
import { requireMember } from '../framework/permissions.ts';
import { readParties } from '../social/parties.ts';
import { reviewDecider, type ReviewContext } from './decide.ts';
import { readMediaFacts } from './mediaFacts.ts';
import { REVIEW_ERRORS as M } from './messages.ts';
import { reviewModActions } from './modActions.ts';
import type { ReviewState } from './review.ts';

// Loose bounds only: the decider checks the spec's rules and answers with its messages (social §5).
export const SaveReviewPayload = z.object({
  /** Absent: a new review (the query-service passes the id of the member's review of the media when there is one). */
  reviewId: Id.optional(),
  mediaId: Id.optional(),
  body: z.string().max(REVIEW_LIMITS.bodyMax, `Review must be at most ${REVIEW_LIMITS.bodyMax} characters`).optional(),
  summary: z.string().max(1000, M.summary).optional(),
  score: z.number().int().optional(),
  private: z.boolean().optional(),
});
export const ReviewTargetPayload = z.object({ reviewId: Id });
export const RateReviewPayload = z.object({ reviewId: Id, rating: z.enum(REVIEW_RATINGS) });

type Ids = { reviewId: number };
type C<T extends string, P extends z.ZodType> = Command<T, z.infer<P>, Ids>;
export type ReviewCommand =
  | C<'SaveReview', typeof SaveReviewPayload>
  | C<'DeleteReview', typeof ReviewTargetPayload>
  | C<'RateReview', typeof RateReviewPayload>;

/** Who holds a member's review of a media: one review per member and media, across review streams. */
export const REVIEW_SCOPE = 'review';
export const reviewKey = (userId: number, mediaId: number) => `${userId}:${mediaId}`;

const common = {
  stream: reviewStream,
  decider: reviewDecider,
  authorise: requireMember,
  context: async (command: ReviewCommand, read: ContextReader, state: ReviewState): Promise<ReviewContext> => {
    const actorId = command.metadata.actor.kind === 'user' ? command.metadata.actor.id : null;
    // A vote reaches the review's author (their blocks, and the voter's of them, decide).
    const author = state.review?.authorId;
    if (command.type === 'RateReview' && author !== undefined && author !== actorId && command.payload.rating !== 'NO_VOTE') {
      return { media: null, parties: await readParties([author], actorId, read) };
    }
    // Only a new review reads its media: an existing one keeps the media (and the type) it was written for.
    if (command.type !== 'SaveReview' || state.review) return { media: null, parties: new Map() };
    const mediaId = command.payload.mediaId;
    return { media: mediaId === undefined ? null : (await readMediaFacts([mediaId], read)).get(mediaId) ?? null, parties: new Map() };
  },
};
const existing = { field: 'reviewId', kind: 'review', allocate: false } as const;

function reviewCommand<T extends ReviewCommand>(type: T['type'], schema: z.ZodType<T['payload']>, extra: object = {}) {
  return defineCommand<T, ReviewState, ReviewContext>({ type, schema, ...common, id: existing, ...extra });
}

export const reviewCommands = [
  reviewCommand('SaveReview', SaveReviewPayload, {
    id: { field: 'reviewId', kind: 'review', allocate: true },
    modAction: reviewModActions,
    // A new review claims the member's pair with its media; an edit claims nothing (its stream holds the pair).
    reserve: (command: Extract<ReviewCommand, { type: 'SaveReview' }>) => {
      const { actor } = command.metadata;
      const { reviewId, mediaId } = command.payload;
      if (reviewId !== undefined || mediaId === undefined || actor.kind !== 'user') return null;
      return { scope: REVIEW_SCOPE, key: reviewKey(actor.id, mediaId), conflict: M.alreadyReviewed };
    },
  }),
  reviewCommand('DeleteReview', ReviewTargetPayload, {
    modAction: reviewModActions,
    // The member may write a new review of the media once this one is gone.
    releases: (_command: ReviewCommand, events: DomainEvent[]) => events.flatMap((e) =>
      e.type === 'ReviewDeleted' ? [{ scope: REVIEW_SCOPE, key: reviewKey(e.data.authorId, e.data.mediaId) }] : []),
  }),
  reviewCommand('RateReview', RateReviewPayload),
  // Reports of reviews are the reported member's (CreateUserReport, moderation/reports, ADR 21).
];
