import { scoreFromRaw, type ScoreFormat } from '@tsuzuki/events/scores';

export type { ScoreFormat };

const FORMATS: readonly ScoreFormat[] = ['POINT_100', 'POINT_10_DECIMAL', 'POINT_10', 'POINT_5', 'POINT_3'];

/** The owner's score format, or the site default when unknown. */
export const asScoreFormat = (format: string | null | undefined): ScoreFormat =>
  FORMATS.includes(format as ScoreFormat) ? (format as ScoreFormat) : 'POINT_10_DECIMAL';

export type ShownScore =
  | { readonly kind: 'number'; readonly text: string }
  | { readonly kind: 'stars'; readonly stars: number }
  | { readonly kind: 'smiley'; readonly mood: 'frown' | 'meh' | 'smile' };

/**
 * A score given in `format` (MediaList.score answers in the list owner's format) as that format shows it
 * (core §3, §5): a number, stars, or a smiley; null when unscored.
 */
export function shownScore(score: number | null | undefined, format: ScoreFormat): ShownScore | null {
  if (!score || score <= 0) return null;
  if (format === 'POINT_5') return { kind: 'stars', stars: Math.round(score) };
  if (format === 'POINT_3') return { kind: 'smiley', mood: score <= 1 ? 'frown' : score <= 2 ? 'meh' : 'smile' };
  return { kind: 'number', text: String(score) };
}

/** A raw 0-100 score shown in `format` (the comparison page shows both lists in the viewer's format). */
export const shownRawScore = (raw: number | null | undefined, format: ScoreFormat): ShownScore | null =>
  raw ? shownScore(scoreFromRaw(raw, format), format) : null;

/** The same score as plain text ("8.5", "4 stars", ":)"), for labels. */
export function scoreText(shown: ShownScore | null): string {
  if (!shown) return '';
  if (shown.kind === 'number') return shown.text;
  if (shown.kind === 'stars') return `${shown.stars} ${shown.stars === 1 ? 'star' : 'stars'}`;
  return shown.mood === 'smile' ? ':)' : shown.mood === 'meh' ? ':|' : ':(';
}
