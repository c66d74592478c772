import { advancedScoreAverage, MAX_SCORE, scoreFromRaw, type ScoreFormat } from '@tsuzuki/events/scores';

// The editor's score control per score format (core §4, §5).
export type ScoreControl =
  | { readonly kind: 'number'; readonly max: number; readonly step: number }
  | { readonly kind: 'stars'; readonly count: 5 }
  | { readonly kind: 'smileys'; readonly count: 3 };

/** Above 5 a number input from 0 (POINT_10_DECIMAL in steps of 0.5); 5 stars; 3 smileys. */
export function scoreControl(format: ScoreFormat): ScoreControl {
  if (format === 'POINT_5') return { kind: 'stars', count: 5 };
  if (format === 'POINT_3') return { kind: 'smileys', count: 3 };
  return { kind: 'number', max: MAX_SCORE[format], step: format === 'POINT_10_DECIMAL' ? 0.5 : 1 };
}

/** Clicking the star or smiley already chosen resets the score to 0. */
export function pickScore(current: number, clicked: number): number {
  return current === clicked ? 0 : clicked;
}

/** A typed score within 0 and the format's maximum, whole except POINT_10_DECIMAL (tenths). */
export function clampScore(value: number, format: ScoreFormat): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  const max = MAX_SCORE[format];
  const bounded = Math.min(value, max);
  return format === 'POINT_10_DECIMAL' ? Math.round(bounded * 10) / 10 : Math.round(bounded);
}

/** Advanced scores are each 0-100 in steps of 1. */
export function clampAdvancedScore(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(100, Math.round(value));
}

/** The score with advanced scoring: the average of the non-zero advanced scores, shown in the member's format. */
export function advancedAverageScore(scores: readonly number[], format: ScoreFormat): number {
  return scoreFromRaw(advancedScoreAverage(scores), format);
}

export const SMILEY_LABELS = ['Disliked', 'Neutral', 'Liked'] as const;
