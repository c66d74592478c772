// The profile overview's statistics preview (social §2, §9): per list, the count, days watched or chapters read,
// and the mean score; only the ones above zero, at most 3.

export interface ListStatistics {
  readonly count?: number | null;
  readonly meanScore?: number | null;
  readonly minutesWatched?: number | null;
  readonly chaptersRead?: number | null;
}

export interface StatFigure {
  readonly label: string;
  readonly value: string;
}

const MINUTES_PER_DAY = 24 * 60;
const PREVIEW_STATS = 3;

/** Days with one decimal: 4,350 minutes are 3.0 days. */
export const daysWatched = (minutes: number): number => Math.round((minutes / MINUTES_PER_DAY) * 10) / 10;

const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

export function statsPreview(type: 'ANIME' | 'MANGA', stats: ListStatistics | null | undefined): StatFigure[] {
  if (!stats) return [];
  const candidates: { label: string; amount: number; value: string }[] =
    type === 'ANIME'
      ? [
          { label: 'Total Anime', amount: stats.count ?? 0, value: String(stats.count ?? 0) },
          {
            label: 'Days Watched',
            amount: daysWatched(stats.minutesWatched ?? 0),
            value: daysWatched(stats.minutesWatched ?? 0).toFixed(1),
          },
        ]
      : [
          { label: 'Total Manga', amount: stats.count ?? 0, value: String(stats.count ?? 0) },
          { label: 'Chapters Read', amount: stats.chaptersRead ?? 0, value: String(stats.chaptersRead ?? 0) },
        ];
  candidates.push({ label: 'Mean Score', amount: stats.meanScore ?? 0, value: oneDecimal(stats.meanScore ?? 0) });
  return candidates
    .filter((figure) => figure.amount > 0)
    .slice(0, PREVIEW_STATS)
    .map(({ label, value }) => ({ label, value }));
}
