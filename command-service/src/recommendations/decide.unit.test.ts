import { describe, expect, it } from 'vitest';
import { newEvent, type Actor, type RecommendationRating } from '@tsuzuki/events';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../errors.ts';
import { metadata, withContext } from '../framework/testing.ts';
import type { MediaFacts } from '../reviews/mediaFacts.ts';
import { DeleteRecommendationPayload, pairCode, SaveRecommendationPayload } from '@tsuzuki/events/commands';
import { pairStream, type RecommendationCommand } from './commands.ts';
import { recommendationDecider, type RecommendationContext } from './decide.ts';
import { RECOMMENDATION_ERRORS as M } from './messages.ts';

const user = (id: number, moderatorRoles: string[] = []): Actor => ({ kind: 'user', id, moderatorRoles, donatorTier: 0 });
const aki = user(1);
const ren = user(2);
const mod = user(9, ['LEAD_COMMUNITY']);

const facts = (mediaId: number, extra: Partial<MediaFacts> = {}): MediaFacts => ({
  mediaId,
  type: 'ANIME',
  status: 'FINISHED',
  isReviewBlocked: false,
  isRecommendationBlocked: false,
  ...extra,
});
const ctx = (...media: MediaFacts[]): RecommendationContext => ({ media: new Map(media.map((m) => [m.mediaId, m])) });
const both = ctx(facts(10), facts(20));

function save(
  payload: { mediaId?: number; mediaRecommendationId?: number; rating?: RecommendationRating; recommendationId?: number; new?: boolean },
  actor: Actor,
  fresh = [77],
) {
  const p = SaveRecommendationPayload.parse({ mediaId: 10, mediaRecommendationId: 20, ...payload });
  return {
    type: 'SaveRecommendation',
    payload: p,
    metadata: metadata({ pair: p.pair }, actor, { recommendation: fresh }),
  } as RecommendationCommand;
}
function del(recommendationId: number, actor: Actor) {
  const p = DeleteRecommendationPayload.parse({ recommendationId, mediaId: 20, mediaRecommendationId: 10 });
  return { type: 'DeleteRecommendation', payload: p, metadata: metadata({ pair: p.pair }, actor) } as RecommendationCommand;
}

const pair = { recommendationId: 77, mediaId: 10, mediaRecommendationId: 20 };
const added = newEvent('RecommendationAdded', { ...pair, userId: 1 });
const rated = (userId: number, rating: RecommendationRating, previous: RecommendationRating) =>
  newEvent('RecommendationRated', { ...pair, userId, rating, previous });

describe('the pair a recommendation lives under', () => {
  it('is the same stream whichever way round the pair is named', () => {
    expect(pairStream(pairCode(10, 20))).toBe('recommendation-10_20');
    expect(pairStream(pairCode(20, 10))).toBe('recommendation-10_20');
    expect(SaveRecommendationPayload.parse({ mediaId: 20, mediaRecommendationId: 10 })).toMatchObject({
      pair: pairCode(10, 20),
      rating: 'RATE_UP',
    });
  });
});

describe('SaveRecommendation', () => {
  it('adds a pair without an entry, rated up by its author', () => {
    withContext(recommendationDecider, both)
      .when(save({}, aki))
      .then([added, rated(1, 'RATE_UP', 'NO_RATING')]);
  });

  it("counts another member's rating on the entry, whichever side they name first", () => {
    withContext(recommendationDecider, both, added, rated(1, 'RATE_UP', 'NO_RATING'))
      .when(save({ mediaId: 20, mediaRecommendationId: 10, rating: 'RATE_DOWN' }, ren))
      .then([rated(2, 'RATE_DOWN', 'NO_RATING')]);
  });

  it('records the rating given, and nothing when it is the one standing', () => {
    const history = [added, rated(1, 'RATE_UP', 'NO_RATING')];
    withContext(recommendationDecider, both, ...history)
      .when(save({ rating: 'NO_RATING' }, aki))
      .then([rated(1, 'NO_RATING', 'RATE_UP')]);
    withContext(recommendationDecider, both, ...history)
      .when(save({ rating: 'RATE_UP' }, aki))
      .then([]);
    withContext(recommendationDecider, both, ...history)
      .when(save({ rating: 'RATE_DOWN' }, aki))
      .then([rated(1, 'RATE_DOWN', 'RATE_UP')]);
  });

  it('starts a new entry only with an up vote', () => {
    withContext(recommendationDecider, both)
      .when(save({ rating: 'NO_RATING' }, aki))
      .then([]);
    withContext(recommendationDecider, both)
      .when(save({ rating: 'RATE_DOWN' }, aki))
      .thenThrows(new ValidationError({}, M.startsUp));
  });

  it('adds with new: true, up-votes an entry already there, and creates nothing with new: false (REC-12)', () => {
    withContext(recommendationDecider, both)
      .when(save({ new: true }, aki))
      .then([added, rated(1, 'RATE_UP', 'NO_RATING')]);
    withContext(recommendationDecider, both, added, rated(1, 'RATE_UP', 'NO_RATING'))
      .when(save({ new: true }, ren))
      .then([rated(2, 'RATE_UP', 'NO_RATING')]);
    withContext(recommendationDecider, both)
      .when(save({ new: true, rating: 'NO_RATING' }, aki))
      .thenThrows(new ValidationError({}, M.startsUp));
    withContext(recommendationDecider, both, added)
      .when(save({ new: true, recommendationId: 77 }, aki))
      .thenThrows(new ValidationError({}, M.newHasNoId));
    withContext(recommendationDecider, both)
      .when(save({ new: false }, aki))
      .thenThrows(new NotFoundError(M.notFound));
  });

  it('refuses a media recommended for itself, media of two types, a missing media and a blocked one', () => {
    withContext(recommendationDecider, both)
      .when(save({ mediaRecommendationId: 10 }, aki))
      .thenThrows(new ValidationError({}, M.itself));
    withContext(recommendationDecider, ctx(facts(10), facts(20, { type: 'MANGA' })))
      .when(save({}, aki))
      .thenThrows(new ValidationError({}, M.otherType));
    withContext(recommendationDecider, ctx(facts(10)))
      .when(save({}, aki))
      .thenThrows(new NotFoundError(M.mediaNotFound));
    withContext(recommendationDecider, ctx(facts(10), facts(20, { isRecommendationBlocked: true })))
      .when(save({}, aki))
      .thenThrows(new ForbiddenError(M.blocked));
    withContext(recommendationDecider, ctx(facts(10, { isRecommendationBlocked: true }), facts(20)))
      .when(save({}, aki))
      .thenThrows(new ForbiddenError(M.blocked));
  });

  it("does not move a vote for an entry that was deleted onto the pair's new one", () => {
    const gone = newEvent('RecommendationDeleted', { ...pair, userId: 1, deletedBy: 9 });
    const again = newEvent('RecommendationAdded', { ...pair, recommendationId: 78, userId: 2 });
    withContext(recommendationDecider, both, added, gone, again)
      .when(save({ recommendationId: 77, rating: 'RATE_UP' }, aki))
      .thenThrows(new NotFoundError(M.notFound));
    withContext(recommendationDecider, both, added, gone)
      .when(save({}, ren, [79]))
      .then([
        newEvent('RecommendationAdded', { ...pair, recommendationId: 79, userId: 2 }),
        newEvent('RecommendationRated', { ...pair, recommendationId: 79, userId: 2, rating: 'RATE_UP', previous: 'NO_RATING' }),
      ]);
  });

  it('refuses guests', () => {
    withContext(recommendationDecider, both)
      .when(save({}, { kind: 'guest' }))
      .thenThrows(new UnauthorizedError());
  });
});

describe('DeleteRecommendation', () => {
  const history = [added, rated(1, 'RATE_UP', 'NO_RATING'), rated(2, 'RATE_DOWN', 'NO_RATING')];

  it('lets community moderators and the author remove it, nobody else', () => {
    withContext(recommendationDecider, ctx(), ...history)
      .when(del(77, mod))
      .then([newEvent('RecommendationDeleted', { ...pair, userId: 1, deletedBy: 9 })]);
    withContext(recommendationDecider, ctx(), ...history)
      .when(del(77, aki))
      .then([newEvent('RecommendationDeleted', { ...pair, userId: 1, deletedBy: 1 })]);
    withContext(recommendationDecider, ctx(), ...history)
      .when(del(77, ren))
      .thenThrows(new ForbiddenError(M.notYours));
  });

  it('finds no entry under another id or after its deletion', () => {
    withContext(recommendationDecider, ctx(), ...history)
      .when(del(76, mod))
      .thenThrows(new NotFoundError(M.notFound));
    withContext(recommendationDecider, ctx(), ...history, newEvent('RecommendationDeleted', { ...pair, userId: 1, deletedBy: 9 }))
      .when(del(77, mod))
      .thenThrows(new NotFoundError(M.notFound));
  });
});
