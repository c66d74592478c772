import { REVIEW_LIMITS, REVIEW_MESSAGES, type ReviewRating } from '@tsuzuki/events/reviewRules';
import { isCommunityMod } from '@tsuzuki/events/roles';
import { scoreFromRaw, type ScoreFormat } from '@tsuzuki/events/scores';

// Reviews on the client (social §3-§6): the editor's rules, the vote toggle, who sees which control, and the score
// in the viewer's format. The command-service decides the same rules again; these decide what to offer.

export { REVIEW_LIMITS, REVIEW_MESSAGES, type ReviewRating };

export interface ReviewDraft {
  readonly body: string;
  readonly summary: string;
  /** As typed in the number field: it may be empty or out of range while the member types. */
  readonly score: string;
  readonly private: boolean;
}

/** A new review (social §5): empty body and summary, score 50, not private. */
export const EMPTY_DRAFT: ReviewDraft = { body: '', summary: '', score: String(REVIEW_LIMITS.scoreDefault), private: false };

/** The spec gives no sentence for the score; this one names the range of §5. */
export const SCORE_MESSAGE = 'Score must be a whole number from 0 to 100';

export type DraftField = 'body' | 'summary' | 'score';
export type DraftProblems = Partial<Record<DraftField, string>>;

/** The score of a draft, or null when it is not a whole number from 0 to 100. */
export function draftScore(score: string): number | null {
  if (!/^\d{1,3}$/.test(score.trim())) return null;
  const value = Number(score.trim());
  return value <= 100 ? value : null;
}

/** Every rule of social §5 the draft breaks, with the spec's messages; lengths count the trimmed text, as the server does. */
export function draftProblems(draft: ReviewDraft): DraftProblems {
  const problems: DraftProblems = {};
  if (draft.body.trim().length <= REVIEW_LIMITS.bodyMinExclusive) problems.body = REVIEW_MESSAGES.body;
  const summary = draft.summary.trim().length;
  if (summary <= REVIEW_LIMITS.summaryMinExclusive || summary >= REVIEW_LIMITS.summaryMaxExclusive)
    problems.summary = REVIEW_MESSAGES.summary;
  if (draftScore(draft.score) === null) problems.score = SCORE_MESSAGE;
  return problems;
}

/** Save shows only when every rule passes (social §5). */
export const draftIsValid = (draft: ReviewDraft): boolean => Object.keys(draftProblems(draft)).length === 0;

export type CastVote = Exclude<ReviewRating, 'NO_VOTE'>;

/** Pressing the vote one already gave takes it back (social §4); the other thumb replaces it. */
export function nextVote(current: string | null | undefined, pressed: CastVote): ReviewRating {
  return current === pressed ? 'NO_VOTE' : pressed;
}

export interface ReviewCounts {
  /** Up votes. */
  readonly rating: number;
  /** Up and down votes. */
  readonly ratingAmount: number;
}

/** The counts once one member's vote moved from `previous` to `next` (the optimistic update of RateReview). */
export function countsAfterVote(counts: ReviewCounts, previous: string | null | undefined, next: ReviewRating): ReviewCounts {
  const was: ReviewRating = previous === 'UP_VOTE' || previous === 'DOWN_VOTE' ? previous : 'NO_VOTE';
  const up = (vote: ReviewRating) => (vote === 'UP_VOTE' ? 1 : 0);
  const cast = (vote: ReviewRating) => (vote === 'NO_VOTE' ? 0 : 1);
  return {
    rating: Math.max(0, counts.rating + up(next) - up(was)),
    ratingAmount: Math.max(0, counts.ratingAmount + cast(next) - cast(was)),
  };
}

export const likedText = (rating: number, ratingAmount: number): string => `${rating} out of ${ratingAmount} users liked this review`;

export interface ReviewViewer {
  readonly id: number;
  readonly moderatorRoles?: readonly (string | null | undefined)[] | null;
}

export interface ReviewRights {
  readonly canRate: boolean;
  readonly canEdit: boolean;
  readonly canDelete: boolean;
  readonly canReport: boolean;
}

/** Community moderators edit and delete any review (social §6). */
export function isReviewModerator(viewer: ReviewViewer | null): boolean {
  return !!viewer && isCommunityMod((viewer.moderatorRoles ?? []).filter((role): role is string => typeof role === 'string'));
}

const NONE: ReviewRights = { canRate: false, canEdit: false, canDelete: false, canReport: false };

/**
 * Social §5, §6: the author edits and deletes; community moderators edit and delete anyone's and see Edit instead of
 * Report; other members vote and report. Guests do neither. Nobody votes on their own review (the server refuses).
 */
export function reviewRights(viewer: ReviewViewer | null, authorId: number | null | undefined): ReviewRights {
  if (!viewer) return NONE;
  const author = authorId === viewer.id;
  const mod = isReviewModerator(viewer);
  return { canRate: !author, canEdit: author || mod, canDelete: author || mod, canReport: !author && !mod };
}

/** The editor of a review: the author's own address, or with the author's id for a moderator (social §2). */
export function reviewEditorPath(mediaId: number, authorId: number | null | undefined, viewerId: number | null | undefined): string {
  return authorId == null || authorId === viewerId ? `/review/editor/${mediaId}` : `/review/editor/${mediaId}/${authorId}`;
}

const FORMATS: readonly ScoreFormat[] = ['POINT_100', 'POINT_10_DECIMAL', 'POINT_10', 'POINT_5', 'POINT_3'];

/** The viewer's list score format; a guest reads the review's own 0-100 scale. */
export const reviewScoreFormat = (format: string | null | undefined): ScoreFormat =>
  FORMATS.includes(format as ScoreFormat) ? (format as ScoreFormat) : 'POINT_100';

export type ShownReviewScore =
  | { readonly kind: 'number'; readonly value: number; readonly max: 100 | 10 }
  | { readonly kind: 'stars'; readonly stars: number }
  | { readonly kind: 'smiley'; readonly mood: 'frown' | 'meh' | 'smile' };

/** A review's 0-100 score as the viewer's list shows scores: 75/100, 7.5/10, 8/10, 4 stars or a smiley. */
export function shownReviewScore(raw: number, format: ScoreFormat): ShownReviewScore {
  const score = scoreFromRaw(raw, format);
  switch (format) {
    case 'POINT_100':
      return { kind: 'number', value: score, max: 100 };
    case 'POINT_10_DECIMAL':
    case 'POINT_10':
      return { kind: 'number', value: score, max: 10 };
    case 'POINT_5':
      return { kind: 'stars', stars: score };
    case 'POINT_3':
      return { kind: 'smiley', mood: score >= 3 ? 'smile' : score === 2 ? 'meh' : 'frown' };
  }
}

/** The same score as words, for labels and screen readers. */
export function reviewScoreText(shown: ShownReviewScore): string {
  if (shown.kind === 'number') return `${shown.value}/${shown.max}`;
  if (shown.kind === 'stars') return `${shown.stars}/5 ${shown.stars === 1 ? 'star' : 'stars'}`;
  return shown.mood === 'smile' ? ':)' : shown.mood === 'meh' ? ':|' : ':(';
}
