export type ScoreMood = 'smile' | 'meh' | 'frown';
export type ScoreColour = 'green' | 'orange' | 'red';

/** Card score icon (core §4): above 74 smile, above 59 meh, otherwise frown. */
export function scoreMood(score: number): ScoreMood {
  if (score > 74) return 'smile';
  if (score > 59) return 'meh';
  return 'frown';
}

export function moodColour(mood: ScoreMood): ScoreColour {
  return mood === 'smile' ? 'green' : mood === 'meh' ? 'orange' : 'red';
}

/** Media page and profile colours (core §4): green at 66 or more, orange at 33 or more, otherwise red. */
export function scoreColour(score: number): ScoreColour {
  if (score >= 66) return 'green';
  if (score >= 33) return 'orange';
  return 'red';
}

export function scorePercent(score: number | null | undefined): string | null {
  return score == null ? null : `${score}%`;
}
