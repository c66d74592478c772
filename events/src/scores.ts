// Scores in the five formats of spec/core.md §3 and §5, and the 0-100 raw score every list entry stores. One
// module for the command-service (a member's score in their format becomes raw), the query-service
// (`score(format:)`), the projections (distributions) and the client (the editor's controls).
import type { SCORE_FORMATS } from './catalogue/users.ts';

export type ScoreFormat = (typeof SCORE_FORMATS)[number];

/** The highest score of each format (core §5): 100, 10 (steps of 0.5 in the editor), 10, 5 stars, 3 smileys. */
export const MAX_SCORE: Readonly<Record<ScoreFormat, number>> = {
  POINT_100: 100,
  POINT_10_DECIMAL: 10,
  POINT_10: 10,
  POINT_5: 5,
  POINT_3: 3,
};

/** The raw score of each smiley of POINT_3 (:( :| :)). */
const SMILEY_RAW = [0, 35, 60, 85] as const;

/** Whether `score` is a score of `format`: within 0 and the maximum, whole except POINT_10_DECIMAL (tenths). */
export function isScoreOf(score: number, format: ScoreFormat): boolean {
  if (!Number.isFinite(score) || score < 0 || score > MAX_SCORE[format]) return false;
  return format === 'POINT_10_DECIMAL' ? Math.abs(score * 10 - Math.round(score * 10)) < 1e-9 : Number.isInteger(score);
}

/** A score given in `format` on the 0-100 scale. */
export function scoreToRaw(score: number, format: ScoreFormat): number {
  switch (format) {
    case 'POINT_100':
      return Math.round(score);
    case 'POINT_10_DECIMAL':
      return Math.round(score * 10);
    case 'POINT_10':
      return Math.round(score) * 10;
    case 'POINT_5':
      return Math.round(score) * 20;
    case 'POINT_3':
      return SMILEY_RAW[Math.max(0, Math.min(3, Math.round(score)))]!;
  }
}

/** A raw score shown in `format`; any raw score above 0 shows as at least the format's lowest mark. */
export function scoreFromRaw(raw: number, format: ScoreFormat): number {
  if (raw <= 0) return 0;
  switch (format) {
    case 'POINT_100':
      return Math.round(raw);
    case 'POINT_10_DECIMAL':
      return Math.round(raw) / 10;
    case 'POINT_10':
      return Math.max(1, Math.round(raw / 10));
    case 'POINT_5':
      return Math.max(1, Math.round(raw / 20));
    case 'POINT_3':
      return raw <= 35 ? 1 : raw <= 60 ? 2 : 3;
  }
}

/**
 * With advanced scoring on, the score is the average of the non-zero advanced scores (core §4), whole for
 * POINT_100 and with one decimal for POINT_10_DECIMAL: both are the mean rounded on the raw scale (80 and 70
 * give 75, shown as 75 or 7.5).
 */
export function advancedScoreAverage(scores: readonly number[]): number {
  const given = scores.filter((s) => s > 0);
  if (given.length === 0) return 0;
  return Math.round(given.reduce((a, b) => a + b, 0) / given.length);
}

/** Advanced scoring is offered only for POINT_10_DECIMAL and POINT_100 (core §5). */
export const advancedScoringAllowed = (format: ScoreFormat) => format === 'POINT_100' || format === 'POINT_10_DECIMAL';

/** The bar of a media's score distribution a raw score falls in: 10, 20, ... 100 (0 is no score). */
export function scoreBucket(raw: number): number | null {
  if (raw <= 0) return null;
  return Math.min(100, Math.max(10, Math.round(raw / 10) * 10));
}
