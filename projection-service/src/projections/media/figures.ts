import { MEDIA_LIST_STATUSES, type EventData, type MediaListStatus } from '@tsuzuki/events';
import { SCORE_BUCKETS, STATUS_COLUMN, scoreColumn, type Counts } from './listCounts.ts';

type Imported = EventData<'MediaStatisticsImported'>;

/** The figures an import of statistics brought (its history aside): what a media shows before members keep lists. */
export type Baseline = Pick<
  Imported,
  'averageScore' | 'meanScore' | 'popularity' | 'favourites' | 'statusDistribution' | 'scoreDistribution'
>;

export const baselineOf = (data: Imported): Baseline => ({
  averageScore: data.averageScore,
  meanScore: data.meanScore,
  popularity: data.popularity,
  favourites: data.favourites,
  statusDistribution: data.statusDistribution,
  scoreDistribution: data.scoreDistribution,
});

/** A media's row of media_statistics: the list counters and the last imported figures (null: none). */
export interface StatisticsState {
  counts: Counts;
  imported: Baseline | null;
}

/**
 * Whose figures a media shows. IMPORTED: the statistics last imported for it, as imported, until members keep
 * lists on the site. LISTS: from the first list event of the log on, every media's figures are its members'
 * list entries alone (a media nobody listed has none), so that all media are compared on the same basis and the
 * rankings, distributions and trending are the site's own (ADR 14). Members' favourites count in both.
 */
export type FigureSource = 'IMPORTED' | 'LISTS';

/**
 * averageScore (AniList's "Weighted" score) is a Bayesian average: the members' scores pulled toward PRIOR_SCORE
 * as if PRIOR_WEIGHT more members had scored that, so a title with a single 100 shows 62 and ranks below one
 * that hundreds scored 80. meanScore is the plain mean of the non-zero scores.
 */
export const PRIOR_SCORE = 60;
export const PRIOR_WEIGHT = 25;

export interface Figures {
  popularity: number;
  favourites: number;
  averageScore: number | null;
  meanScore: number | null;
  /** Statuses with at least one entry, in MEDIA_LIST_STATUSES order. */
  statusDistribution: { status: MediaListStatus; amount: number }[];
  /** Score bars 10 to 100 with at least one score. */
  scoreDistribution: { score: number; amount: number }[];
  /** Entries watching or reading: CURRENT + REPEATING. */
  inProgress: number;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const amountOf = <K extends string, T extends Record<K, unknown> & { amount: number }>(
  rows: readonly T[] | undefined,
  key: K,
  value: unknown,
) => sum((rows ?? []).filter((r) => r[key] === value).map((r) => r.amount));

export function mediaFigures({ counts, imported }: StatisticsState, source: FigureSource): Figures {
  if (source === 'IMPORTED') return importedFigures(imported, counts.favourites);
  const statuses = MEDIA_LIST_STATUSES.map((status) => ({ status, amount: counts[STATUS_COLUMN[status]] }));
  const scores = SCORE_BUCKETS.map((score) => ({ score, amount: counts[scoreColumn(score)] }));
  const scored = sum(scores.map((s) => s.amount));
  return {
    popularity: sum(statuses.map((s) => s.amount)),
    favourites: counts.favourites,
    averageScore: scored > 0 ? Math.round((PRIOR_SCORE * PRIOR_WEIGHT + counts.score_sum) / (PRIOR_WEIGHT + scored)) : null,
    meanScore: scored > 0 ? Math.round(counts.score_sum / scored) : null,
    statusDistribution: statuses.filter((s) => s.amount > 0),
    scoreDistribution: scores.filter((s) => s.amount > 0),
    inProgress: counts.current + counts.repeating,
  };
}

/** The import's figures (none: empty), in the distributions' canonical order, plus the members' favourites. */
function importedFigures(imported: Baseline | null, memberFavourites: number): Figures {
  const statuses = MEDIA_LIST_STATUSES.map((status) => ({ status, amount: amountOf(imported?.statusDistribution, 'status', status) }));
  return {
    popularity: imported?.popularity ?? 0,
    favourites: Math.max(0, (imported?.favourites ?? 0) + memberFavourites),
    averageScore: imported?.averageScore ?? null,
    meanScore: imported?.meanScore ?? null,
    statusDistribution: statuses.filter((s) => s.amount > 0),
    scoreDistribution: SCORE_BUCKETS.map((score) => ({ score, amount: amountOf(imported?.scoreDistribution, 'score', score) })).filter(
      (s) => s.amount > 0,
    ),
    inProgress: sum(statuses.filter((s) => s.status === 'CURRENT' || s.status === 'REPEATING').map((s) => s.amount)),
  };
}
