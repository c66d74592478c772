import { describe, expect, it } from 'vitest';
import {
  countsAfterVote,
  draftIsValid,
  draftProblems,
  EMPTY_DRAFT,
  likedText,
  nextVote,
  reviewEditorPath,
  reviewRights,
  reviewScoreFormat,
  reviewScoreText,
  SCORE_MESSAGE,
  shownReviewScore,
  type ReviewDraft,
} from './reviewRules.ts';

const body = (length: number) => 'a'.repeat(length);
const valid: ReviewDraft = { body: body(2201), summary: 'A summary of just enough length', score: '80', private: false };

describe('the review editor (social §5)', () => {
  it('starts empty with score 50 and private off, breaking the length rules with the spec messages', () => {
    expect(EMPTY_DRAFT).toEqual({ body: '', summary: '', score: '50', private: false });
    expect(draftProblems(EMPTY_DRAFT)).toEqual({
      body: 'Review must be greater than 2200 characters',
      summary: 'Summary must be less than 120 characters and greater than 20 characters',
    });
    expect(draftIsValid(EMPTY_DRAFT)).toBe(false);
  });

  it('wants a body longer than 2200 characters, not counting surrounding space', () => {
    expect(draftProblems({ ...valid, body: body(2200) }).body).toBeDefined();
    expect(draftProblems({ ...valid, body: `  ${body(2200)}\n\n` }).body).toBeDefined();
    expect(draftProblems({ ...valid, body: body(2201) }).body).toBeUndefined();
  });

  it('wants a summary longer than 20 and shorter than 120 characters', () => {
    expect(draftProblems({ ...valid, summary: body(20) }).summary).toBeDefined();
    expect(draftProblems({ ...valid, summary: body(21) }).summary).toBeUndefined();
    expect(draftProblems({ ...valid, summary: body(119) }).summary).toBeUndefined();
    expect(draftProblems({ ...valid, summary: body(120) }).summary).toBeDefined();
    expect(draftProblems({ ...valid, summary: ` ${body(20)} ` }).summary).toBeDefined();
  });

  it('takes a whole score from 0 to 100 only', () => {
    for (const score of ['0', '50', '100']) expect(draftProblems({ ...valid, score })).toEqual({});
    for (const score of ['101', '-1', '', '7.5', 'abc']) expect(draftProblems({ ...valid, score }).score).toBe(SCORE_MESSAGE);
  });

  it('lets Save show only when every rule passes', () => {
    expect(draftIsValid(valid)).toBe(true);
    expect(draftIsValid({ ...valid, private: true })).toBe(true);
    expect(draftIsValid({ ...valid, summary: 'too short' })).toBe(false);
  });
});

describe('review votes (social §4)', () => {
  it('take the current vote back with NO_VOTE, and switch to the other thumb', () => {
    expect(nextVote('NO_VOTE', 'UP_VOTE')).toBe('UP_VOTE');
    expect(nextVote(null, 'DOWN_VOTE')).toBe('DOWN_VOTE');
    expect(nextVote('UP_VOTE', 'UP_VOTE')).toBe('NO_VOTE');
    expect(nextVote('DOWN_VOTE', 'DOWN_VOTE')).toBe('NO_VOTE');
    expect(nextVote('UP_VOTE', 'DOWN_VOTE')).toBe('DOWN_VOTE');
  });

  it('move the liked and total counts by the difference', () => {
    const counts = { rating: 3, ratingAmount: 5 };
    expect(countsAfterVote(counts, 'NO_VOTE', 'UP_VOTE')).toEqual({ rating: 4, ratingAmount: 6 });
    expect(countsAfterVote(counts, 'UP_VOTE', 'NO_VOTE')).toEqual({ rating: 2, ratingAmount: 4 });
    expect(countsAfterVote(counts, 'UP_VOTE', 'DOWN_VOTE')).toEqual({ rating: 2, ratingAmount: 5 });
    expect(countsAfterVote(counts, undefined, 'DOWN_VOTE')).toEqual({ rating: 3, ratingAmount: 6 });
    expect(countsAfterVote({ rating: 0, ratingAmount: 0 }, 'UP_VOTE', 'NO_VOTE')).toEqual({ rating: 0, ratingAmount: 0 });
    expect(likedText(4, 6)).toBe('4 out of 6 users liked this review');
  });
});

describe('who sees which review control (social §5, §6)', () => {
  const member = { id: 1, moderatorRoles: [] };
  const mod = { id: 9, moderatorRoles: ['COMMUNITY'] };
  const retired = { id: 9, moderatorRoles: ['COMMUNITY', 'RETIRED'] };
  const dataMod = { id: 9, moderatorRoles: ['ANIME_DATA'] };

  it('gives guests nothing', () => {
    expect(reviewRights(null, 1)).toEqual({ canRate: false, canEdit: false, canDelete: false, canReport: false });
  });

  it('lets the author edit and delete, never report or vote on their own', () => {
    expect(reviewRights(member, 1)).toEqual({ canRate: false, canEdit: true, canDelete: true, canReport: false });
  });

  it('lets other members vote and report', () => {
    expect(reviewRights(member, 2)).toEqual({ canRate: true, canEdit: false, canDelete: false, canReport: true });
    expect(reviewRights(dataMod, 2)).toEqual({ canRate: true, canEdit: false, canDelete: false, canReport: true });
    expect(reviewRights(retired, 2)).toEqual({ canRate: true, canEdit: false, canDelete: false, canReport: true });
  });

  it('shows community moderators Edit and Delete instead of Report', () => {
    expect(reviewRights(mod, 2)).toEqual({ canRate: true, canEdit: true, canDelete: true, canReport: false });
    expect(reviewRights({ id: 9, moderatorRoles: ['ADMIN'] }, 2).canReport).toBe(false);
  });

  it("sends a moderator to the editor with the author's id", () => {
    expect(reviewEditorPath(21, 1, 1)).toBe('/review/editor/21');
    expect(reviewEditorPath(21, 1, 9)).toBe('/review/editor/21/1');
  });
});

describe("a review's score in the viewer's format", () => {
  const text = (raw: number, format: string | null) => reviewScoreText(shownReviewScore(raw, reviewScoreFormat(format)));

  it('shows each list format, and the 0-100 scale to guests', () => {
    expect(text(75, 'POINT_100')).toBe('75/100');
    expect(text(75, 'POINT_10_DECIMAL')).toBe('7.5/10');
    expect(text(75, 'POINT_10')).toBe('8/10');
    expect(text(75, 'POINT_5')).toBe('4/5 stars');
    expect(text(20, 'POINT_5')).toBe('1/5 star');
    expect(text(85, 'POINT_3')).toBe(':)');
    expect(text(50, 'POINT_3')).toBe(':|');
    expect(text(30, 'POINT_3')).toBe(':(');
    expect(text(75, null)).toBe('75/100');
    expect(text(75, 'NONSENSE')).toBe('75/100');
  });

  it('shows a score of 0 as the bottom of the scale', () => {
    expect(text(0, 'POINT_100')).toBe('0/100');
    expect(text(0, 'POINT_5')).toBe('0/5 stars');
    expect(text(0, 'POINT_3')).toBe(':(');
  });
});
