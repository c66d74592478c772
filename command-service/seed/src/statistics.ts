import type { EventData } from '@tsuzuki/events';
import type { MediaDraft } from './draft.ts';
import { rng } from './random.ts';

export type StatisticsData = EventData<'MediaStatisticsImported'>;
type ListStatus = StatisticsData['statusDistribution'][number]['status'];

/** The site's weighted score (projection-service media/figures.ts, ADR 14): scores pulled toward 60 as if 25 more gave it. */
const PRIOR_SCORE = 60;
const PRIOR_WEIGHT = 25;

/** Share of list entries per status, by release status: nobody has completed what has not aired. */
const STATUS_SHARES: Record<string, [ListStatus, number][]> = {
  FINISHED: [
    ['COMPLETED', 55],
    ['PLANNING', 24],
    ['CURRENT', 5],
    ['DROPPED', 7],
    ['PAUSED', 7],
    ['REPEATING', 2],
  ],
  RELEASING: [
    ['CURRENT', 52],
    ['PLANNING', 34],
    ['PAUSED', 5],
    ['DROPPED', 7],
    ['COMPLETED', 1],
    ['REPEATING', 1],
  ],
  NOT_YET_RELEASED: [['PLANNING', 100]],
  HIATUS: [
    ['CURRENT', 40],
    ['PLANNING', 30],
    ['PAUSED', 18],
    ['DROPPED', 8],
    ['COMPLETED', 4],
  ],
  CANCELLED: [
    ['COMPLETED', 30],
    ['PLANNING', 30],
    ['DROPPED', 25],
    ['PAUSED', 15],
  ],
};

/** Streaming and broadcast sites bangumi-data lists for a real anime: the open signal of how well known it is. */
export const streamingSites = (draft: Pick<MediaDraft, 'externalLinks'>): number =>
  draft.externalLinks.filter((l) => l.type === 'STREAMING').length;

/** What a title's prominence is measured against: its year's and its franchise's real anime. */
export interface ProminenceContext {
  /** Per year, the site count nine in ten real anime of that year stay below: sites were fewer in earlier years. */
  yearTop: Map<number, number>;
  /** Per franchise of real anime, the most (year-relative) sites of an entry, and how many TV or web seasons it has. */
  franchises: Map<string, { sites: number; seasons: number }>;
}

/** The site count a title of the latest years reaches at the ninetieth percentile: the scale prominence is told on. */
const REFERENCE_TOP = 9;

export function prominenceContext(drafts: readonly MediaDraft[]): ProminenceContext {
  const real = drafts.filter((d) => d.real);
  const byYear = new Map<number, number[]>();
  for (const d of real) {
    const year = d.seasonYear ?? 0;
    (byYear.get(year) ?? byYear.set(year, []).get(year)!).push(streamingSites(d));
  }
  const yearTop = new Map([...byYear].map(([year, counts]) => [year, counts.sort((a, b) => a - b)[Math.floor(counts.length * 0.9)]!]));
  const context: ProminenceContext = { yearTop, franchises: new Map() };
  for (const d of real) {
    const f = context.franchises.get(d.franchise) ?? { sites: 0, seasons: 0 };
    f.sites = Math.max(f.sites, relativeSites(d, context));
    if (d.format === 'TV' || d.format === 'ONA') f.seasons++;
    context.franchises.set(d.franchise, f);
  }
  return context;
}

/** A real anime's sites against its year's: a 2013 title on ten sites was as widespread as a 2025 one on fourteen. */
const relativeSites = (d: MediaDraft, context: ProminenceContext) =>
  streamingSites(d) - (context.yearTop.get(d.seasonYear ?? 0) ?? REFERENCE_TOP) + REFERENCE_TOP;

/**
 * How well known a title is, on the scale of bangumi-data's site counts (0 to about 20): a real anime by its own
 * year-relative sites and its franchise's best entry's, plus a little for every doubling of the franchise's seasons
 * (sequels are made of what people watch); the source manga of a real franchise by the franchise's; a fictional title
 * by a draw that stays below the best-known real ones.
 */
export function prominence(draft: MediaDraft, context: ProminenceContext): number {
  const franchise = context.franchises.get(draft.franchise);
  const depth = franchise ? Math.min(5, 1.2 * Math.log2(Math.max(1, franchise.seasons))) : 0;
  if (draft.real) return 0.6 * relativeSites(draft, context) + 0.4 * franchise!.sites + depth;
  if (franchise) return 0.8 * franchise.sites + depth;
  return Math.min(12, 2 + rng('prominence', draft.franchise).longTail(1, 1.4, 10));
}

/**
 * Baseline statistics as if carried over from an import source: popularity grows with the title's prominence
 * (so the titles a fan knows lead), bell-shaped scores whose mean and weighted average are the distribution's own,
 * and status amounts that add up to the popularity.
 */
export function mediaStatistics(draft: MediaDraft, context: ProminenceContext): StatisticsData {
  const r = rng('statistics', draft.id);
  const year = draft.seasonYear ?? draft.startDate.year ?? 2000;
  let reach = draft.type === 'MANGA' ? 0.5 : 1;
  if (year >= 2010) reach *= 1.5;
  else if (year < 1990) reach *= 0.4;
  if (draft.format === 'TV') reach *= 1.6;
  if (draft.format === 'OVA') reach *= 0.5;
  if (draft.format === 'TV_SHORT' || draft.format === 'MUSIC' || draft.format === 'SPECIAL') reach *= 0.35;
  if (draft.status === 'NOT_YET_RELEASED') reach *= 0.3;
  if (draft.isAdult) reach *= 0.2;
  // About ten times the members per three more sites, with a spread that lets neighbours trade places (bounded: a
  // generator's rare extreme draw must not make an obscure title the most popular).
  const spread = Math.max(-2, Math.min(2, r.normal(0, 1)));
  const raw = 200 * Math.exp(0.34 * prominence(draft, context)) * reach * Math.exp(0.45 * spread);
  // A soft ceiling: the most popular titles approach, never share, 1.5 million.
  const popularity = Math.max(20, Math.round(raw / (1 + raw / 1_500_000)));
  const unreleased = draft.status === 'NOT_YET_RELEASED';
  // Where the scores centre: better-known titles score a little higher.
  const centre = unreleased ? null : Math.max(35, Math.min(90, r.normal(64, 8) + Math.log10(popularity + 1) * 1.2 - 3));
  const average = centre === null ? null : Math.round(centre);
  const liking = average === null ? 0.01 : Math.pow((average - 30) / 60, 3) * 0.08;
  const favourites = Math.round(popularity * liking * (0.5 + r.float()));
  const trending =
    draft.status === 'RELEASING'
      ? Math.round(Math.sqrt(popularity) * (0.5 + r.float() * 1.5)) + r.int(5, 40)
      : unreleased
        ? Math.round(Math.sqrt(popularity) * 0.4)
        : r.int(0, 8);

  const shares = STATUS_SHARES[draft.status] ?? STATUS_SHARES.FINISHED!;
  const weights = shares.map(([status, w]) => [status, w * (0.75 + r.float() * 0.5)] as const);
  const total = weights.reduce((s, [, w]) => s + w, 0);
  const statusDistribution = weights.map(([status, w]) => ({ status, amount: Math.round((popularity * w) / total) }));
  const drift = popularity - statusDistribution.reduce((s, e) => s + e.amount, 0);
  statusDistribution[0]!.amount = Math.max(0, statusDistribution[0]!.amount + drift);

  const planning = statusDistribution.find((s) => s.status === 'PLANNING')?.amount ?? 0;
  const scored = centre === null ? 0 : Math.round((popularity - planning) * 0.6);
  const buckets = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
  const bell = buckets.map((s) => Math.exp(-((s - (centre ?? 60)) ** 2) / (2 * 15 ** 2)));
  const bellTotal = bell.reduce((a, b) => a + b, 0);
  const scoreDistribution = scored === 0 ? [] : buckets.map((score, i) => ({ score, amount: Math.round((scored * bell[i]!) / bellTotal) }));
  // The mean and the weighted score are the distribution's own (the weighted one as the site computes it, ADR 14).
  const counted = scoreDistribution.reduce((n, s) => n + s.amount, 0);
  const sum = scoreDistribution.reduce((n, s) => n + s.score * s.amount, 0);
  return {
    mediaId: draft.id,
    averageScore: counted ? Math.round((PRIOR_SCORE * PRIOR_WEIGHT + sum) / (PRIOR_WEIGHT + counted)) : null,
    meanScore: counted ? Math.round(sum / counted) : null,
    popularity,
    favourites,
    trending,
    statusDistribution,
    scoreDistribution,
  };
}
