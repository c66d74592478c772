// The profile's activity history heatmap (social §2, §3, §9): one cell per UTC day, weeks as columns, the
// oldest week filled back to its first weekday so that every row is one weekday.

export interface HistoryDay {
  readonly date?: number | null;
  readonly amount?: number | null;
  readonly level?: number | null;
}

export interface HeatCell {
  /** The day's start, in seconds (UTC), as the API gives it. */
  readonly date: number;
  readonly amount: number;
  /** 0 for a quiet day; 1-10 against the member's busiest day. */
  readonly level: number;
}

const DAY = 86_400;
/** About half a year of days, counting today (social §9: about 182 days plus the weekday offset). */
export const HISTORY_SPAN = 182;

/** The start (seconds, UTC) of the day that holds `nowMs`. */
export const utcDayStart = (nowMs: number): number => Math.floor(nowMs / 1000 / DAY) * DAY;

/**
 * Weeks (Sunday first) from the week holding the span's first day to today. The last week stops at today; the
 * first starts up to six days before the span, which is the weekday offset.
 */
export function heatmapWeeks(
  history: readonly (HistoryDay | null | undefined)[] | null | undefined,
  nowMs: number,
  span = HISTORY_SPAN,
): HeatCell[][] {
  const byDate = new Map<number, HistoryDay>();
  for (const day of history ?? []) if (day?.date != null) byDate.set(day.date, day);
  const today = utcDayStart(nowMs);
  const first = today - (span - 1) * DAY;
  const offset = new Date(first * 1000).getUTCDay();
  const weeks: HeatCell[][] = [];
  for (let date = first - offset * DAY, index = 0; date <= today; date += DAY, index++) {
    const day = byDate.get(date);
    const amount = day?.amount ?? 0;
    if (index % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]!.push({ date, amount, level: amount > 0 ? Math.min(10, Math.max(1, day?.level ?? 1)) : 0 });
  }
  return weeks;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });

/** The cell's tooltip and accessible name: "3 activities on Mar 4, 2026". */
export function heatCellLabel(cell: HeatCell): string {
  return `${cell.amount} ${cell.amount === 1 ? 'activity' : 'activities'} on ${DATE_FORMAT.format(new Date(cell.date * 1000))}`;
}
