import { describe, it } from 'vitest';
import { newEvent, REVIEW_MESSAGES, type Actor } from '@tsuzuki/events';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../errors.ts';
import { metadata, withContext } from '../framework/testing.ts';
import { BLOCK_MESSAGES as B } from '../social/graph/blocks.ts';
import { NO_PARTY, type Party } from '../social/parties.ts';
import type { ReviewCommand } from './commands.ts';
import { reviewDecider, type ReviewContext } from './decide.ts';
import type { MediaFacts } from './mediaFacts.ts';
import { REVIEW_ERRORS as M } from './messages.ts';

const user = (id: number, moderatorRoles: string[] = []): Actor => ({ kind: 'user', id, moderatorRoles, donatorTier: 0 });
const aki = user(1);
const ren = user(2);
const mod = user(9, ['COMMUNITY']);
const retired = user(8, ['RETIRED', 'COMMUNITY']);

function cmd<T extends ReviewCommand['type']>(
  type: T,
  payload: Extract<ReviewCommand, { type: T }>['payload'],
  actor: Actor,
  reviewId = 30,
) {
  return { type, payload, metadata: metadata({ reviewId }, actor) } as Extract<ReviewCommand, { type: T }>;
}

const anime = (facts: Partial<MediaFacts> = {}): ReviewContext => ({
  media: { mediaId: 5, type: 'ANIME', status: 'FINISHED', isReviewBlocked: false, isRecommendationBlocked: false, ...facts },
  parties: new Map(),
});
const none: ReviewContext = { media: null, parties: new Map() };
/** The review's author (1) as the voter meets them. */
const author = (p: Partial<Party>): ReviewContext => ({ media: null, parties: new Map([[1, { ...NO_PARTY, exists: true, ...p }]]) });

const body = 'A long look at the show. '.repeat(90); // 2250 characters
const summary = 'Quiet, patient and worth every minute';
const content = { summary, body, score: 80, private: false };
const written = newEvent('ReviewWritten', { reviewId: 30, userId: 1, mediaId: 5, mediaType: 'ANIME', ...content });
const about = { reviewId: 30, authorId: 1, mediaId: 5 };
const hidden = newEvent('ReviewEdited', { ...about, editorId: 1, ...content, private: true });

describe('SaveReview: a new review', () => {
  const save = (p: Partial<Extract<ReviewCommand, { type: 'SaveReview' }>['payload']> = {}, actor = aki) =>
    cmd('SaveReview', { mediaId: 5, body, summary, score: 80, ...p }, actor);

  it("writes the review with the media's type, score 50 and public by default", () => {
    withContext(reviewDecider, anime())
      .when(save({ score: undefined }))
      .then([
        newEvent('ReviewWritten', { reviewId: 30, userId: 1, mediaId: 5, mediaType: 'ANIME', summary, body, score: 50, private: false }),
      ]);
    withContext(reviewDecider, anime({ type: 'MANGA' }))
      .when(save({ private: true }))
      .then([newEvent('ReviewWritten', { reviewId: 30, userId: 1, mediaId: 5, mediaType: 'MANGA', ...content, private: true })]);
  });

  it("wants a body longer than 2200 characters, with the spec's message", () => {
    withContext(reviewDecider, anime())
      .when(save({ body: 'x'.repeat(2200) }))
      .thenThrows(new ValidationError({}, REVIEW_MESSAGES.body));
    withContext(reviewDecider, anime())
      .when(save({ body: `${'x'.repeat(2200)}   ` }))
      .thenThrows(new ValidationError({}, REVIEW_MESSAGES.body));
    withContext(reviewDecider, anime())
      .when(save({ body: 'x'.repeat(2201) }))
      .then([newEvent('ReviewWritten', { reviewId: 30, userId: 1, mediaId: 5, mediaType: 'ANIME', ...content, body: 'x'.repeat(2201) })]);
  });

  it('wants a summary longer than 20 and shorter than 120 characters', () => {
    for (const s of ['x'.repeat(20), 'x'.repeat(120), '']) {
      withContext(reviewDecider, anime())
        .when(save({ summary: s }))
        .thenThrows(new ValidationError({}, REVIEW_MESSAGES.summary));
    }
    for (const s of ['x'.repeat(21), 'x'.repeat(119)]) {
      withContext(reviewDecider, anime())
        .when(save({ summary: s }))
        .then([newEvent('ReviewWritten', { reviewId: 30, userId: 1, mediaId: 5, mediaType: 'ANIME', ...content, summary: s })]);
    }
  });

  it('wants a score from 0 to 100', () => {
    withContext(reviewDecider, anime())
      .when(save({ score: 101 }))
      .thenThrows(new ValidationError({}, M.score));
    withContext(reviewDecider, anime())
      .when(save({ score: -1 }))
      .thenThrows(new ValidationError({}, M.score));
    withContext(reviewDecider, anime())
      .when(save({ score: 0 }))
      .then([newEvent('ReviewWritten', { reviewId: 30, userId: 1, mediaId: 5, mediaType: 'ANIME', ...content, score: 0 })]);
  });

  it("names the body's rule first when several fail, and lists them all by field", () => {
    withContext(reviewDecider, anime())
      .when(save({ body: 'short', summary: 'short' }))
      .thenThrows(new ValidationError({}, REVIEW_MESSAGES.body));
  });

  it('refuses a missing media, a review-blocked one and one not yet released', () => {
    withContext(reviewDecider, none).when(save()).thenThrows(new NotFoundError(M.mediaNotFound));
    withContext(reviewDecider, anime())
      .when(save({ mediaId: undefined }))
      .thenThrows(new ValidationError({}, M.mediaRequired));
    withContext(reviewDecider, anime({ isReviewBlocked: true }))
      .when(save())
      .thenThrows(new ForbiddenError(M.blocked));
    withContext(reviewDecider, anime({ status: 'NOT_YET_RELEASED' }))
      .when(save())
      .thenThrows(new ForbiddenError(M.unreleased));
  });

  it('refuses guests', () => {
    withContext(reviewDecider, anime())
      .when(save({}, { kind: 'guest' }))
      .thenThrows(new UnauthorizedError());
  });
});

describe('SaveReview: an edit', () => {
  const edit = (actor: Actor, p: Partial<Extract<ReviewCommand, { type: 'SaveReview' }>['payload']> = {}) =>
    cmd('SaveReview', { reviewId: 30, score: 65, ...p }, actor);

  it('lets the author change what they send and keeps the rest', () => {
    withContext(reviewDecider, none, written)
      .when(edit(aki))
      .then([newEvent('ReviewEdited', { ...about, editorId: 1, ...content, score: 65 })]);
    withContext(reviewDecider, none, written)
      .when(edit(aki, { score: 80 }))
      .then([]);
  });

  it("lets community moderators edit anyone's review, nobody else (a retired moderator neither)", () => {
    withContext(reviewDecider, none, written)
      .when(edit(mod))
      .then([newEvent('ReviewEdited', { ...about, editorId: 9, ...content, score: 65 })]);
    withContext(reviewDecider, none, written).when(edit(ren)).thenThrows(new ForbiddenError(M.notYours));
    withContext(reviewDecider, none, written).when(edit(retired)).thenThrows(new ForbiddenError(M.notYours));
  });

  it('checks the edited review by the same rules, and keeps it on its media', () => {
    withContext(reviewDecider, none, written)
      .when(edit(aki, { summary: 'too short' }))
      .thenThrows(new ValidationError({}, REVIEW_MESSAGES.summary));
    withContext(reviewDecider, none, written)
      .when(edit(aki, { mediaId: 6 }))
      .thenThrows(new ValidationError({}, M.otherMedia));
  });

  it('finds no review that was never written or was deleted, and hides a private one from other members', () => {
    withContext(reviewDecider, none).when(edit(aki)).thenThrows(new NotFoundError(M.notFound));
    const deleted = newEvent('ReviewDeleted', { ...about, deletedBy: 1 });
    withContext(reviewDecider, anime(), written, deleted)
      .when(cmd('SaveReview', { mediaId: 5, body, summary }, aki))
      .thenThrows(new NotFoundError(M.notFound));
    withContext(reviewDecider, none, written, hidden).when(edit(ren)).thenThrows(new NotFoundError(M.notFound));
  });
});

describe('DeleteReview', () => {
  const del = (actor: Actor) => cmd('DeleteReview', { reviewId: 30 }, actor);

  it("deletes one's own review; community moderators delete any; others are refused", () => {
    withContext(reviewDecider, none, written)
      .when(del(aki))
      .then([newEvent('ReviewDeleted', { ...about, deletedBy: 1 })]);
    withContext(reviewDecider, none, written, hidden)
      .when(del(mod))
      .then([newEvent('ReviewDeleted', { ...about, deletedBy: 9 })]);
    withContext(reviewDecider, none, written).when(del(ren)).thenThrows(new ForbiddenError(M.notYours));
    withContext(reviewDecider, none, written, newEvent('ReviewDeleted', { ...about, deletedBy: 1 }))
      .when(del(aki))
      .thenThrows(new NotFoundError(M.notFound));
  });
});

describe('RateReview', () => {
  const rate = (rating: 'UP_VOTE' | 'DOWN_VOTE' | 'NO_VOTE', actor = ren) => cmd('RateReview', { reviewId: 30, rating }, actor);
  const voted = (rating: 'UP_VOTE' | 'DOWN_VOTE' | 'NO_VOTE', previous: 'UP_VOTE' | 'DOWN_VOTE' | 'NO_VOTE', userId = 2) =>
    newEvent('ReviewRated', { ...about, userId, rating, previous });

  it('records the vote given, with the one it replaces', () => {
    withContext(reviewDecider, none, written)
      .when(rate('UP_VOTE'))
      .then([voted('UP_VOTE', 'NO_VOTE')]);
    withContext(reviewDecider, none, written, voted('UP_VOTE', 'NO_VOTE'))
      .when(rate('DOWN_VOTE'))
      .then([voted('DOWN_VOTE', 'UP_VOTE')]);
    withContext(reviewDecider, none, written, voted('UP_VOTE', 'NO_VOTE'))
      .when(rate('NO_VOTE'))
      .then([voted('NO_VOTE', 'UP_VOTE')]);
  });

  it('changes nothing when the vote is the one standing', () => {
    withContext(reviewDecider, none, written, voted('UP_VOTE', 'NO_VOTE')).when(rate('UP_VOTE')).then([]);
    withContext(reviewDecider, none, written).when(rate('NO_VOTE')).then([]);
  });

  it("refuses a vote on one's own review, on a private review of another, and from guests", () => {
    withContext(reviewDecider, none, written).when(rate('UP_VOTE', aki)).thenThrows(new ForbiddenError(M.rateOwn));
    withContext(reviewDecider, none, written, hidden).when(rate('UP_VOTE')).thenThrows(new NotFoundError(M.notFound));
    withContext(reviewDecider, none, written, hidden)
      .when(rate('UP_VOTE', mod))
      .then([voted('UP_VOTE', 'NO_VOTE', 9)]);
    withContext(reviewDecider, none, written)
      .when(rate('UP_VOTE', { kind: 'guest' }))
      .thenThrows(new UnauthorizedError());
  });
});

// Issue 20: a block stands between two members whoever made it; nothing the one does reaches the other (ADR 26).
describe('RateReview across a block', () => {
  const rate = (rating: 'UP_VOTE' | 'DOWN_VOTE' | 'NO_VOTE') => cmd('RateReview', { reviewId: 30, rating }, ren);

  it("a blocked member cannot rate the blocker's review", () => {
    withContext(reviewDecider, author({ blocksActor: true }), written)
      .when(rate('UP_VOTE'))
      .thenThrows(new ForbiddenError(B.blocked));
    withContext(reviewDecider, author({ blocksActor: true }), written)
      .when(rate('DOWN_VOTE'))
      .thenThrows(new ForbiddenError(B.blocked));
  });

  it('the blocker cannot rate the review of the member they blocked either', () => {
    withContext(reviewDecider, author({ blockedByActor: true }), written)
      .when(rate('DOWN_VOTE'))
      .thenThrows(new ForbiddenError(B.blocking));
  });

  it('takes back a vote given before the block', () => {
    const up = newEvent('ReviewRated', { ...about, userId: 2, rating: 'UP_VOTE', previous: 'NO_VOTE' });
    withContext(reviewDecider, author({ blocksActor: true }), written, up)
      .when(rate('NO_VOTE'))
      .then([newEvent('ReviewRated', { ...about, userId: 2, rating: 'NO_VOTE', previous: 'UP_VOTE' })]);
  });
});
