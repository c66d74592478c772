import type { EventData } from '@tsuzuki/events';
import type { MediaDraft } from './draft.ts';
import { rng } from './random.ts';

export type StatisticsData = EventData<'MediaStatisticsImported'>;
type ListStatus = StatisticsData['statusDistribution'][number]['status'];

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

/**
 * Baseline statistics as if carried over from an import source: bell-shaped scores, a long tail of popularity
 * (recent TV series and airing shows draw more), and distributions that add up to the popularity.
 */
export function mediaStatistics(draft: MediaDraft): StatisticsData {
  const r = rng('statistics', draft.id);
  const year = draft.seasonYear ?? draft.startDate.year ?? 2000;
  let reach = draft.type === 'MANGA' ? 0.5 : 1;
  if (year >= 2010) reach *= 2.5;
  else if (year < 1990) reach *= 0.25;
  if (draft.format === 'TV') reach *= 1.6;
  if (draft.format === 'TV_SHORT' || draft.format === 'MUSIC' || draft.format === 'SPECIAL') reach *= 0.35;
  if (draft.status === 'NOT_YET_RELEASED') reach *= 0.3;
  if (draft.isAdult) reach *= 0.2;
  // Shows carried by many streaming services are the ones people watch.
  reach *= 1 + draft.externalLinks.filter((l) => l.type === 'STREAMING').length / 3;
  const raw = r.longTail(150, 0.9, 50_000_000) * reach;
  // A soft ceiling: the most popular titles approach, never share, 1.5 million.
  const popularity = Math.round(raw / (1 + raw / 1_500_000));
  const unreleased = draft.status === 'NOT_YET_RELEASED';
  const average = unreleased ? null : Math.round(Math.max(35, Math.min(90, r.normal(64, 8) + Math.log10(popularity + 1) * 1.2 - 3)));
  const mean = average === null ? null : Math.max(35, Math.min(90, average + r.int(-2, 3)));
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
  const scored = mean === null ? 0 : Math.round((popularity - planning) * 0.6);
  const buckets = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
  const bell = buckets.map((s) => Math.exp(-((s - (mean ?? 60)) ** 2) / (2 * 15 ** 2)));
  const bellTotal = bell.reduce((a, b) => a + b, 0);
  const scoreDistribution = scored === 0 ? [] : buckets.map((score, i) => ({ score, amount: Math.round((scored * bell[i]!) / bellTotal) }));
  return {
    mediaId: draft.id,
    averageScore: average,
    meanScore: mean,
    popularity,
    favourites,
    trending,
    statusDistribution,
    scoreDistribution,
  };
}
