import type { ScoreFormat } from '../lists/rules/score.ts';

// The bars of the Score chart: every step of the owner's score format, so that an unused score shows as an empty
// bar (the API lists the scores used, in the owner's format: tens for POINT_100, whole points for the others).

const range = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

export function scoreSteps(format: ScoreFormat): number[] {
  if (format === 'POINT_100') return range(10, 100, 10);
  if (format === 'POINT_5') return range(1, 5);
  if (format === 'POINT_3') return range(1, 3);
  return range(1, 10);
}

/** The steps with any score the answer holds outside them (a format changed meanwhile), in order. */
export const scoreBarsOf = (format: ScoreFormat, used: readonly number[]): number[] =>
  [...new Set([...scoreSteps(format), ...used])].sort((a, b) => a - b);

const SMILEYS: Record<number, string> = { 1: ':(', 2: ':|', 3: ':)' };

/** A score step as its format shows it: smileys for POINT_3, stars for POINT_5, the number otherwise. */
export function scoreStepLabel(score: number, format: ScoreFormat): string {
  if (format === 'POINT_3') return SMILEYS[score] ?? String(score);
  if (format === 'POINT_5') return `${score}★`;
  return String(score);
}
