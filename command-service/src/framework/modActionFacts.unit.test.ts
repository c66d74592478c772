import { describe, expect, it } from 'vitest';
import { newEvent, type Actor, type DomainEvent } from '@tsuzuki/events';
import { roleModActions } from '../accounts/user/modActions.ts';
import { evolveUser, initialUserState } from '../accounts/user/user.ts';
import { mediaCommands } from '../catalogue/media/index.ts';
import { commentModActions } from '../forum/comments/modActions.ts';
import { commentTreeAggregate } from '../forum/comments/tree.ts';
import { threadModActions } from '../forum/thread/modActions.ts';
import { threadAggregate } from '../forum/thread/thread.ts';
import { recommendationCommands } from '../recommendations/index.ts';
import { reviewModActions } from '../reviews/modActions.ts';
import { evolveReview, initialReviewState } from '../reviews/review.ts';
import type { AnyCommand, RegisteredCommand } from './command.ts';
import { metadata } from './testing.ts';

// Which decided events each spec reports as mod actions (ADR 19): a moderator acting on another member's content,
// and the powers only moderators have (locks, sticky, roles) even on their own. Pure: events in, facts out.
const user = (id: number, moderatorRoles: string[] = []): Actor => ({ kind: 'user', id, moderatorRoles, donatorTier: 0 });
const author = user(1);
const mod = user(9, ['COMMUNITY']);
const cmd = <C>(type: string, ids: Record<string, number>, actor: Actor, payload: object = {}) =>
  ({ type, payload, metadata: metadata(ids, actor) }) as C;
const fold = <S>(evolve: (s: S, e: DomainEvent) => S, initial: S, ...events: DomainEvent[]) => events.reduce(evolve, initial);
const factsOf = (spec: RegisteredCommand, command: AnyCommand, events: DomainEvent[], state: unknown = undefined) =>
  spec.modAction!(command, events, state, undefined);

describe('mod actions of the forum', () => {
  const content = { title: 'Openings', body: 'Share yours.', categories: [7], mediaCategories: [] };
  const thread = threadAggregate.fold(threadAggregate.initialState, [
    newEvent('ThreadCreated', { threadId: 30, userId: 1, ...content, isSticky: false, isLocked: false }),
  ]);
  const about = { threadId: 30, ownerId: 1 };

  it("records a moderator editing or deleting another member's thread, not the author", () => {
    const edited = [newEvent('ThreadEdited', { ...about, editorId: 9, ...content, title: 'Openings (no spoilers)' })];
    expect(threadModActions(cmd('SaveThread', { threadId: 30 }, mod), edited, thread)).toEqual([
      {
        action: 'THREAD_EDIT',
        objectType: 'THREAD',
        objectId: 30,
        subjectUserId: 1,
        data: { before: { ...content, body: 'Share yours.' }, after: { ...content, title: 'Openings (no spoilers)' } },
      },
    ]);
    expect(threadModActions(cmd('SaveThread', { threadId: 30 }, author), edited, thread)).toEqual([]);
    const deleted = [newEvent('ThreadDeleted', { ...about, deletedBy: 9 })];
    expect(threadModActions(cmd('DeleteThread', { threadId: 30 }, mod), deleted, thread)).toMatchObject([
      { action: 'THREAD_DELETE', data: { title: 'Openings' } },
    ]);
  });

  it("records every sticky and lock change, a new thread's included", () => {
    const changes = [
      newEvent('ThreadStickyChanged', { ...about, isSticky: true, by: 9 }),
      newEvent('ThreadLockChanged', { ...about, isLocked: false, by: 9 }),
    ];
    expect(threadModActions(cmd('SaveThread', { threadId: 30 }, mod), changes, thread).map((f) => f.action)).toEqual([
      'THREAD_STICKY',
      'THREAD_UNLOCK',
    ]);
    const created = [newEvent('ThreadCreated', { threadId: 31, userId: 9, ...content, isSticky: true, isLocked: true })];
    expect(
      threadModActions(cmd('SaveThread', { threadId: 31 }, mod), created, threadAggregate.initialState).map((f) => [
        f.action,
        f.subjectUserId,
      ]),
    ).toEqual([
      ['THREAD_STICKY', 9],
      ['THREAD_LOCK', 9],
    ]);
  });

  it("records comment tree locks, and edits and deletions of others' comments with what they said", () => {
    const tree = { threadId: 30, rootCommentId: 70 };
    const state = commentTreeAggregate.fold(commentTreeAggregate.initialState, [
      newEvent('ThreadCommentPosted', {
        ...tree,
        commentId: 70,
        parentCommentId: null,
        parentUserId: null,
        userId: 1,
        comment: 'First!',
        mentions: [],
      }),
      newEvent('ThreadCommentPosted', {
        ...tree,
        commentId: 71,
        parentCommentId: 70,
        parentUserId: 1,
        userId: 2,
        comment: 'Rude',
        mentions: [],
      }),
    ]);
    const ids = { rootCommentId: 70 };
    expect(
      commentModActions(
        cmd('SaveThreadComment', ids, mod),
        [newEvent('ThreadCommentLockChanged', { ...tree, isLocked: true, by: 9 })],
        state,
      ),
    ).toEqual([{ action: 'COMMENT_TREE_LOCK', objectType: 'THREAD_COMMENT', objectId: 70, subjectUserId: 1, data: { threadId: 30 } }]);
    expect(
      commentModActions(
        cmd('SaveThreadComment', ids, mod),
        [newEvent('ThreadCommentEdited', { ...tree, commentId: 71, editorId: 9, comment: 'Polite', mentions: [] })],
        state,
      ),
    ).toEqual([
      {
        action: 'COMMENT_EDIT',
        objectType: 'THREAD_COMMENT',
        objectId: 71,
        subjectUserId: 2,
        data: { threadId: 30, before: 'Rude', after: 'Polite' },
      },
    ]);
    const deleted = [newEvent('ThreadCommentDeleted', { ...tree, commentId: 70, commentIds: [70, 71], userId: 1, deletedBy: 9 })];
    expect(commentModActions(cmd('DeleteThreadComment', ids, mod), deleted, state)).toEqual([
      {
        action: 'COMMENT_DELETE',
        objectType: 'THREAD_COMMENT',
        objectId: 70,
        subjectUserId: 1,
        data: { threadId: 30, comment: 'First!', replies: 1 },
      },
    ]);
    expect(commentModActions(cmd('DeleteThreadComment', ids, author), deleted, state)).toEqual([]);
  });
});

describe('mod actions of reviews, recommendations, the catalogue and roles', () => {
  it("records a moderator editing (the fields changed) or deleting another member's review", () => {
    const review = { reviewId: 5, mediaId: 101 };
    const state = fold(
      evolveReview,
      initialReviewState,
      newEvent('ReviewWritten', {
        ...review,
        userId: 1,
        mediaType: 'ANIME',
        summary: 'Great',
        body: 'Long body',
        score: 80,
        private: false,
      }),
    );
    const edited = [
      newEvent('ReviewEdited', { ...review, authorId: 1, editorId: 9, summary: 'Great', body: 'Shorter', score: 80, private: false }),
    ];
    expect(reviewModActions(cmd('SaveReview', { reviewId: 5 }, mod), edited, state)).toEqual([
      {
        action: 'REVIEW_EDIT',
        objectType: 'REVIEW',
        objectId: 5,
        subjectUserId: 1,
        data: { mediaId: 101, before: { body: 'Long body' }, after: { body: 'Shorter' } },
      },
    ]);
    expect(reviewModActions(cmd('SaveReview', { reviewId: 5 }, author), edited, state)).toEqual([]);
    expect(
      reviewModActions(
        cmd('DeleteReview', { reviewId: 5 }, mod),
        [newEvent('ReviewDeleted', { ...review, authorId: 1, deletedBy: 9 })],
        state,
      ),
    ).toMatchObject([{ action: 'REVIEW_DELETE', data: { summary: 'Great', body: 'Long body' } }]);
  });

  it("records a moderator removing another member's recommendation", () => {
    const spec = recommendationCommands.find((c) => c.type === 'DeleteRecommendation')!;
    const deleted = (by: number) => [
      newEvent('RecommendationDeleted', { recommendationId: 4, mediaId: 101, mediaRecommendationId: 102, userId: 1, deletedBy: by }),
    ];
    expect(factsOf(spec, cmd('DeleteRecommendation', { pair: 1 }, mod), deleted(9))).toEqual([
      {
        action: 'RECOMMENDATION_DELETE',
        objectType: 'RECOMMENDATION',
        objectId: 4,
        subjectUserId: 1,
        data: { mediaId: 101, mediaRecommendationId: 102 },
      },
    ]);
    expect(factsOf(spec, cmd('DeleteRecommendation', { pair: 1 }, author), deleted(1))).toEqual([]);
  });

  it("records a data moderator's media edit with the fields it changed", () => {
    const spec = mediaCommands.find((c) => c.type === 'UpdateMedia')!;
    const updated = [newEvent('MediaUpdated', { mediaId: 101, changes: { episodes: 13, description: 'New' } })];
    expect(factsOf(spec, cmd('UpdateMedia', { mediaId: 101 }, user(9, ['ANIME_DATA'])), updated)).toEqual([
      {
        action: 'MEDIA_EDIT',
        objectType: 'MEDIA',
        objectId: 101,
        subjectUserId: null,
        data: { fields: ['description', 'episodes'] },
      },
    ]);
  });

  it('records each role an admin grants or revokes', () => {
    const state = fold(
      evolveUser,
      initialUserState,
      newEvent('UserSignedUp', { userId: 2, name: 'Ren' }),
      newEvent('UserRolesChanged', { userId: 2, moderatorRoles: ['DEVELOPER', 'COMMUNITY'] }),
    );
    const events = [newEvent('UserRolesChanged', { userId: 2, moderatorRoles: ['COMMUNITY', 'RETIRED'] })];
    expect(
      roleModActions(cmd('SetModeratorRoles', { userId: 2 }, user(3, ['ADMIN'])), events, state).map((f) => [f.action, f.data!.role]),
    ).toEqual([
      ['ROLE_GRANT', 'RETIRED'],
      ['ROLE_REVOKE', 'DEVELOPER'],
    ]);
  });
});
