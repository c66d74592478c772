import { newEvent, REVIEW_LIMITS, type Actor, type DomainEvent } from '@tsuzuki/events';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../errors.ts';
import type { Decider } from '../framework/command.ts';
import { mayModerateCommunity } from '../framework/permissions.ts';
import { refuseAcrossBlock } from '../social/graph/blocks.ts';
import type { Party } from '../social/parties.ts';
import type { ReviewCommand } from './commands.ts';
import type { MediaFacts } from './mediaFacts.ts';
import { REVIEW_ERRORS as M } from './messages.ts';
import { evolveReview, initialReviewState, type Review, type ReviewContent, type ReviewState } from './review.ts';

/**
 * What a review decision reads outside the review's stream: the media a new review is for (null: none such), and
 * the author a vote reaches.
 */
export interface ReviewContext {
  media: MediaFacts | null;
  parties: ReadonlyMap<number, Party>;
}

type Member = Extract<Actor, { kind: 'user' }>;

function member(actor: Actor): Member {
  if (actor.kind !== 'user') throw new UnauthorizedError();
  return actor;
}

const isMod = mayModerateCommunity;

/** The review as the actor may act on it: written, not deleted, and (a private one) theirs or a moderator's to see. */
function visible(state: ReviewState, actor: Member): Review {
  const { review } = state;
  if (!review || state.deleted) throw new NotFoundError(M.notFound);
  if (review.private && review.authorId !== actor.id && !isMod(actor)) throw new NotFoundError(M.notFound);
  return review;
}

/** Social §5, every rule at once, so that the editor can show all that is wrong; the first one is the message. */
export function checkContent(c: ReviewContent): void {
  const problems: Record<string, string[]> = {};
  if (c.body.trim().length <= REVIEW_LIMITS.bodyMinExclusive) problems.body = [M.body];
  const summary = c.summary.trim().length;
  if (summary <= REVIEW_LIMITS.summaryMinExclusive || summary >= REVIEW_LIMITS.summaryMaxExclusive) problems.summary = [M.summary];
  if (!(c.score >= 0 && c.score <= 100)) problems.score = [M.score];
  const first = Object.values(problems)[0];
  if (first) throw new ValidationError(problems, first[0]);
}

type Save = Extract<ReviewCommand, { type: 'SaveReview' }>;

function write(command: Save, context: ReviewContext, actor: Member, reviewId: number): DomainEvent[] {
  const p = command.payload;
  if (p.mediaId === undefined) throw new ValidationError({ mediaId: [M.mediaRequired] }, M.mediaRequired);
  const media = context.media;
  if (!media || media.mediaId !== p.mediaId) throw new NotFoundError(M.mediaNotFound);
  if (media.isReviewBlocked) throw new ForbiddenError(M.blocked);
  if (media.status === 'NOT_YET_RELEASED') throw new ForbiddenError(M.unreleased);
  const content = {
    summary: (p.summary ?? '').trim(),
    body: p.body ?? '',
    score: p.score ?? REVIEW_LIMITS.scoreDefault,
    private: p.private ?? false,
  };
  checkContent(content);
  return [newEvent('ReviewWritten', { reviewId, userId: actor.id, mediaId: media.mediaId, mediaType: media.type, ...content })];
}

/** The author rewrites their review, or a community moderator anyone's (/review/editor/{mediaId}/{uId}). */
function edit(command: Save, state: ReviewState, actor: Member, reviewId: number): DomainEvent[] {
  const review = visible(state, actor);
  if (review.authorId !== actor.id && !isMod(actor)) throw new ForbiddenError(M.notYours);
  const p = command.payload;
  if (p.mediaId !== undefined && p.mediaId !== review.mediaId) throw new ValidationError({ mediaId: [M.otherMedia] }, M.otherMedia);
  const content: ReviewContent = {
    summary: (p.summary ?? review.summary).trim(),
    body: p.body ?? review.body,
    score: p.score ?? review.score,
    private: p.private ?? review.private,
  };
  checkContent(content);
  const unchanged = (Object.keys(content) as (keyof ReviewContent)[]).every((k) => content[k] === review[k]);
  if (unchanged) return [];
  return [newEvent('ReviewEdited', { reviewId, authorId: review.authorId, mediaId: review.mediaId, editorId: actor.id, ...content })];
}

function save(command: Save, state: ReviewState, context: ReviewContext): DomainEvent[] {
  const actor = member(command.metadata.actor);
  const reviewId = command.metadata.ids.reviewId;
  if (!state.review && !state.deleted && command.payload.reviewId === undefined) return write(command, context, actor, reviewId);
  return edit(command, state, actor, reviewId);
}

function remove(state: ReviewState, actor: Member, reviewId: number): DomainEvent[] {
  const review = visible(state, actor);
  if (review.authorId !== actor.id && !isMod(actor)) throw new ForbiddenError(M.notYours);
  return [newEvent('ReviewDeleted', { reviewId, authorId: review.authorId, mediaId: review.mediaId, deletedBy: actor.id })];
}

/**
 * The server records the vote given; the client turns a second press of the same vote into NO_VOTE (social §4). No
 * vote on a review across a block (ADR 26); taking one back (NO_VOTE) stays open.
 */
function rate(
  state: ReviewState,
  context: ReviewContext,
  actor: Member,
  reviewId: number,
  rating: 'UP_VOTE' | 'DOWN_VOTE' | 'NO_VOTE',
): DomainEvent[] {
  const review = visible(state, actor);
  if (review.authorId === actor.id) throw new ForbiddenError(M.rateOwn);
  const previous = state.votes.get(actor.id) ?? 'NO_VOTE';
  if (previous === rating) return [];
  if (rating !== 'NO_VOTE') refuseAcrossBlock(actor.id, [review.authorId], context.parties);
  return [newEvent('ReviewRated', { reviewId, authorId: review.authorId, mediaId: review.mediaId, userId: actor.id, rating, previous })];
}

export const reviewDecider: Decider<ReviewCommand, ReviewState, ReviewContext> = {
  initialState: initialReviewState,
  evolve: evolveReview,
  decide(command, state, context) {
    const id = command.metadata.ids.reviewId;
    switch (command.type) {
      case 'SaveReview':
        return save(command, state, context);
      case 'DeleteReview':
        return remove(state, member(command.metadata.actor), id);
      case 'RateReview':
        return rate(state, context, member(command.metadata.actor), id, command.payload.rating);
      default: {
        const unhandled: never = command;
        throw new Error(`Unhandled command ${(unhandled as ReviewCommand).type}`);
      }
    }
  },
};
