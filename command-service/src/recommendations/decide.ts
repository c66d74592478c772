import { newEvent, type Actor, type DomainEvent, type RecommendationRating } from '@tsuzuki/events';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../errors.ts';
import type { Decider } from '../framework/command.ts';
import { mayModerateCommunity } from '../framework/permissions.ts';
import type { MediaFacts } from '../reviews/mediaFacts.ts';
import type { RecommendationCommand } from './commands.ts';
import { RECOMMENDATION_ERRORS as M } from './messages.ts';
import { evolveRecommendation, initialRecommendationState, type Recommendation, type RecommendationState } from './recommendation.ts';

/** The two media a save names, as their streams tell (absent: no such media). */
export interface RecommendationContext {
  media: ReadonlyMap<number, MediaFacts>;
}

type Member = Extract<Actor, { kind: 'user' }>;
type Save = Extract<RecommendationCommand, { type: 'SaveRecommendation' }>;

function member(actor: Actor): Member {
  if (actor.kind !== 'user') throw new UnauthorizedError();
  return actor;
}

/** The entry the command names: the pair's current one, and (when an id is given) the one the member saw. */
function current(state: RecommendationState, recommendationId: number | undefined): Recommendation | null {
  const entry = state.current;
  if (recommendationId !== undefined && entry?.recommendationId !== recommendationId) throw new NotFoundError(M.notFound);
  return entry;
}

/** Both media exist, differ, are of one type, and neither refuses recommendations. */
function checkPair(command: Save, context: RecommendationContext): void {
  const { mediaId, mediaRecommendationId } = command.payload;
  if (mediaId === mediaRecommendationId) throw new ValidationError({ mediaRecommendationId: [M.itself] }, M.itself);
  const a = context.media.get(mediaId);
  const b = context.media.get(mediaRecommendationId);
  if (!a || !b) throw new NotFoundError(M.mediaNotFound);
  if (a.type !== b.type) throw new ValidationError({ mediaRecommendationId: [M.otherType] }, M.otherType);
  if (a.isRecommendationBlocked || b.isRecommendationBlocked) throw new ForbiddenError(M.blocked);
}

/**
 * A member's rating of the pair. The first up vote on a pair without an entry creates it, by that member; a rating
 * equal to the member's standing one changes nothing (the client sends NO_RATING to take a vote back). `new` says
 * which the member meant: true adds the pair (rated up; an entry already there gets their up vote, one entry a pair),
 * false only rates the pair's entry, so a vote on an entry deleted meanwhile does not recommend the pair afresh.
 */
function save(command: Save, state: RecommendationState, context: RecommendationContext): DomainEvent[] {
  const actor = member(command.metadata.actor);
  const { mediaId, mediaRecommendationId, rating, recommendationId } = command.payload;
  checkPair(command, context);
  if (command.payload.new === true) {
    if (rating !== 'RATE_UP') throw new ValidationError({ rating: [M.startsUp] }, M.startsUp);
    if (recommendationId !== undefined) throw new ValidationError({ id: [M.newHasNoId] }, M.newHasNoId);
  }
  const entry = current(state, recommendationId);
  if (!entry) {
    if (command.payload.new === false) throw new NotFoundError(M.notFound);
    if (rating === 'NO_RATING') return [];
    if (rating === 'RATE_DOWN') throw new ValidationError({ rating: [M.startsUp] }, M.startsUp);
    const fresh = command.metadata.pools.recommendation?.[0];
    if (fresh === undefined) throw new Error('SaveRecommendation needs a recommendation id');
    const pair = { recommendationId: fresh, mediaId, mediaRecommendationId };
    return [
      newEvent('RecommendationAdded', { ...pair, userId: actor.id }),
      newEvent('RecommendationRated', { ...pair, userId: actor.id, rating: 'RATE_UP', previous: 'NO_RATING' }),
    ];
  }
  const previous: RecommendationRating = entry.ratings.get(actor.id) ?? 'NO_RATING';
  if (previous === rating) return [];
  const pair = { recommendationId: entry.recommendationId, mediaId: entry.mediaId, mediaRecommendationId: entry.mediaRecommendationId };
  return [newEvent('RecommendationRated', { ...pair, userId: actor.id, rating, previous })];
}

/** Community moderators remove any recommendation (social §6); its author may take back their own. */
function remove(state: RecommendationState, actor: Member, recommendationId: number): DomainEvent[] {
  const entry = current(state, recommendationId);
  if (!entry) throw new NotFoundError(M.notFound);
  if (entry.authorId !== actor.id && !mayModerateCommunity(actor)) throw new ForbiddenError(M.notYours);
  return [
    newEvent('RecommendationDeleted', {
      recommendationId,
      mediaId: entry.mediaId,
      mediaRecommendationId: entry.mediaRecommendationId,
      userId: entry.authorId,
      deletedBy: actor.id,
    }),
  ];
}

export const recommendationDecider: Decider<RecommendationCommand, RecommendationState, RecommendationContext> = {
  initialState: initialRecommendationState,
  evolve: evolveRecommendation,
  decide(command, state, context) {
    switch (command.type) {
      case 'SaveRecommendation':
        return save(command, state, context);
      case 'DeleteRecommendation':
        return remove(state, member(command.metadata.actor), command.payload.recommendationId);
      default: {
        const unhandled: never = command;
        throw new Error(`Unhandled command ${(unhandled as RecommendationCommand).type}`);
      }
    }
  },
};
