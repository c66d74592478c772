// Status and score distributions of the overview and stats pages (core §2, §9).
export interface StatusAmount {
  readonly status?: string | null;
  readonly amount?: number | null;
}

export interface StatusSegment {
  readonly status: string;
  readonly amount: number;
  /** Share of the bar, 0–100. */
  readonly percent: number;
}

/** Status bars show the top 5 statuses in the legend and 6 segments in the bar (core §9). */
export const STATUS_LEGEND_SIZE = 5;
export const STATUS_BAR_SIZE = 6;

export function statusSegments(
  distribution: readonly (StatusAmount | null | undefined)[] | null | undefined,
  size = STATUS_BAR_SIZE,
): StatusSegment[] {
  const rows = (distribution ?? [])
    .filter((row): row is StatusAmount & { status: string } => !!row?.status && (row.amount ?? 0) > 0)
    .sort((a, b) => (b.amount ?? 0) - (a.amount ?? 0))
    .slice(0, size);
  const total = rows.reduce((sum, row) => sum + (row.amount ?? 0), 0);
  return rows.map((row) => ({ status: row.status, amount: row.amount ?? 0, percent: total ? ((row.amount ?? 0) / total) * 100 : 0 }));
}

/** The legend: the 5 biggest statuses. */
export function statusLegend(distribution: readonly (StatusAmount | null | undefined)[] | null | undefined): StatusSegment[] {
  return statusSegments(distribution).slice(0, STATUS_LEGEND_SIZE);
}

export function listStatusLabel(status: string, type: string | null | undefined): string {
  const manga = type === 'MANGA';
  switch (status) {
    case 'CURRENT':
      return manga ? 'Reading' : 'Watching';
    case 'PLANNING':
      return manga ? 'Plan to read' : 'Plan to watch';
    case 'COMPLETED':
      return 'Completed';
    case 'REPEATING':
      return manga ? 'Rereading' : 'Rewatching';
    case 'PAUSED':
      return 'Paused';
    case 'DROPPED':
      return 'Dropped';
    default:
      return status;
  }
}

export interface ScoreAmount {
  readonly score?: number | null;
  readonly amount?: number | null;
}

export interface ScoreBar {
  readonly score: number;
  readonly amount: number;
  /** Height relative to the tallest bar, 0–100. */
  readonly height: number;
}

/** Ten bars, 10 to 100, missing scores as zero; heights relative to the largest amount. */
export function scoreBars(distribution: readonly (ScoreAmount | null | undefined)[] | null | undefined): ScoreBar[] {
  const amounts = new Map<number, number>();
  for (const row of distribution ?? []) if (row?.score != null) amounts.set(row.score, row.amount ?? 0);
  const max = Math.max(0, ...amounts.values());
  return Array.from({ length: 10 }, (_, index) => {
    const score = (index + 1) * 10;
    const amount = amounts.get(score) ?? 0;
    return { score, amount, height: max ? (amount / max) * 100 : 0 };
  });
}

/** Stats graphs are limited to the last 24 points (core §9); points arrive in any order and are sorted by key. */
export function lastPoints<T>(points: readonly T[], key: (point: T) => number, limit = 24): T[] {
  return [...points].sort((a, b) => key(a) - key(b)).slice(-limit);
}
