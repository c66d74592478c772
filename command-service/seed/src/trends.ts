// A history of daily points behind each media's statistics, so that trends, the stats page's progressions
// and "trending" have something to show on a freshly seeded site. Carried by the statistics import itself
// (MediaStatisticsImported v2, ADR 0006): one event per media whatever the length of its history.
import type { MediaDraft } from './draft.ts';
import { rng } from './random.ts';
import type { StatisticsData } from './statistics.ts';

type Point = NonNullable<StatisticsData['history']>[number];

const DAY = 86_400;
/** Releasing media get a point a day over this many days; the others one a week. */
const RELEASING_DAYS = 45;
const OTHER_WEEKS = 8;

/** Points before `now` (oldest first), converging on the figures of `stats`, which stand for today. */
export function trendHistory(draft: MediaDraft, stats: StatisticsData, now: Date): Point[] {
  const r = rng('trends', draft.id);
  const today = Math.floor(now.getTime() / 1000 / DAY) * DAY;
  const releasing = draft.status === 'RELEASING';
  const step = releasing ? DAY : 7 * DAY;
  const count = releasing ? RELEASING_DAYS : OTHER_WEEKS;
  // Airing shows gain most of their audience while they air; finished ones barely move.
  const growth = releasing ? 0.35 + r.float() * 0.3 : draft.status === 'NOT_YET_RELEASED' ? 0.4 : 0.03 * r.float();
  const watching = stats.statusDistribution
    .filter((s) => s.status === 'CURRENT' || s.status === 'REPEATING')
    .reduce((n, s) => n + s.amount, 0);
  const points: Point[] = [];
  let trending = stats.trending;
  for (let i = count; i >= 1; i--) {
    const date = today - i * step;
    const share = 1 - growth * (i / count);
    trending = Math.max(0, Math.round(trending * (0.85 + r.float() * 0.3) + r.int(-3, 3)));
    const aired = draft.airingSchedule.filter((a) => a.airingAt <= date + DAY);
    points.push({
      date,
      trending: releasing ? trending : Math.max(0, Math.round(stats.trending * (0.5 + r.float()))),
      averageScore:
        stats.averageScore === null
          ? null
          : Math.max(0, Math.min(100, stats.averageScore + Math.round((r.float() - 0.5) * 6 * (i / count)))),
      popularity: Math.round(stats.popularity * share),
      inProgress: Math.round(watching * share),
      releasing: releasing && (aired.length > 0 || draft.airingSchedule.length === 0),
      episode: releasing && draft.type === 'ANIME' ? (aired.length ? Math.max(...aired.map((a) => a.episode)) : null) : null,
    });
  }
  return points;
}
