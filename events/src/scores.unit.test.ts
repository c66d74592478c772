import { describe, expect, it } from 'vitest';
import { advancedScoreAverage, isScoreOf, scoreBucket, scoreFromRaw, scoreToRaw } from './scores.ts';

describe('score formats', () => {
  it('converts each format to the raw 0-100 score and back', () => {
    expect(scoreToRaw(85, 'POINT_100')).toBe(85);
    expect(scoreToRaw(7.5, 'POINT_10_DECIMAL')).toBe(75);
    expect(scoreToRaw(8, 'POINT_10')).toBe(80);
    expect(scoreToRaw(4, 'POINT_5')).toBe(80);
    expect([1, 2, 3].map((s) => scoreToRaw(s, 'POINT_3'))).toEqual([35, 60, 85]);
    expect(scoreFromRaw(75, 'POINT_10_DECIMAL')).toBe(7.5);
    expect(scoreFromRaw(75, 'POINT_10')).toBe(8);
    expect(scoreFromRaw(75, 'POINT_5')).toBe(4);
    expect([35, 60, 85, 100].map((r) => scoreFromRaw(r, 'POINT_3'))).toEqual([1, 2, 3, 3]);
    for (const format of ['POINT_100', 'POINT_10_DECIMAL', 'POINT_10', 'POINT_5', 'POINT_3'] as const)
      expect(scoreFromRaw(0, format)).toBe(0);
  });

  it('shows a small raw score as the lowest mark of a coarse format rather than as no score', () => {
    expect(scoreFromRaw(4, 'POINT_10')).toBe(1);
    expect(scoreFromRaw(4, 'POINT_5')).toBe(1);
    expect(scoreFromRaw(4, 'POINT_3')).toBe(1);
  });

  it('knows the scores of each format (core §5)', () => {
    expect(isScoreOf(100, 'POINT_100')).toBe(true);
    expect(isScoreOf(101, 'POINT_100')).toBe(false);
    expect(isScoreOf(7.5, 'POINT_10_DECIMAL')).toBe(true);
    expect(isScoreOf(7.25, 'POINT_10_DECIMAL')).toBe(false);
    expect(isScoreOf(7.5, 'POINT_10')).toBe(false);
    expect(isScoreOf(6, 'POINT_5')).toBe(false);
    expect(isScoreOf(-1, 'POINT_3')).toBe(false);
  });

  it('averages the non-zero advanced scores (80 and 70 → 75) and buckets scores for distributions', () => {
    expect(advancedScoreAverage([80, 0, 70])).toBe(75);
    expect(advancedScoreAverage([0, 0])).toBe(0);
    expect(scoreBucket(0)).toBeNull();
    expect([1, 14, 15, 85, 100].map(scoreBucket)).toEqual([10, 10, 20, 90, 100]);
  });
});
