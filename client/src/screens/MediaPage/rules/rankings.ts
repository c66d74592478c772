import { formatLabel } from '../../../format/labels.ts';
import { seasonLabel } from '../../../format/season.ts';

export interface Ranking {
  readonly rank: number;
  readonly type: string;
  readonly context: string;
  readonly allTime?: boolean | null;
  readonly season?: string | null;
  readonly year?: number | null;
  /** The format the rank is within (TV, MOVIE...); null for a rank among all formats. */
  readonly format?: string | null;
}

/** Rankings shown in the sidebar preview (core §2). */
export const RANKING_PREVIEW_SIZE = 2;

/**
 * "#3 Highest Rated All Time", "#12 Most Popular Spring 2019", "#40 Highest Rated TV All Time": the context
 * capitalised, the format for a rank within one format (else two ranks read the same), then the period. The server's
 * context of an all-time rank already ends in "all time"; it is cut and put back after the format.
 */
export function rankingLabel(ranking: Ranking): string {
  const context = ranking.context.replace(/\s*all time$/i, '').replace(/\b\w/g, (letter) => letter.toUpperCase());
  const format = ranking.format ? formatLabel(ranking.format, true) : '';
  const period = ranking.allTime
    ? 'All Time'
    : [ranking.season ? seasonLabel(ranking.season) : '', ranking.year ?? ''].filter(Boolean).join(' ');
  return [`#${ranking.rank}`, context, format, period].filter(Boolean).join(' ');
}

/** The preview: the best rated and the best popular line first (all-time before yearly and seasonal). */
export function rankingPreview<R extends Ranking>(
  rankings: readonly (R | null | undefined)[] | null | undefined,
  size = RANKING_PREVIEW_SIZE,
): R[] {
  const all = (rankings ?? []).filter((ranking): ranking is R => !!ranking);
  const best = (type: string) =>
    all.filter((ranking) => ranking.type === type).sort((a, b) => Number(!!b.allTime) - Number(!!a.allTime) || a.rank - b.rank)[0];
  const picked = [best('RATED'), best('POPULAR')].filter((ranking): ranking is R => !!ranking);
  const rest = all.filter((ranking) => !picked.includes(ranking));
  return [...picked, ...rest].slice(0, size);
}
