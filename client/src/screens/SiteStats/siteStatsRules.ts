import { showsXLabel } from '../../components/Charts/chartScale.ts';

// /site-stats (social §2, §9): the view in the URL, and the figures and chart points the page draws from the
// SiteStatistics trends. The API answers newest day first; charts run oldest to newest over the last 24 points.

export type SiteStatsType = 'ANIME' | 'MANGA';

/** social §9: stats graphs show at most the last 24 points. */
export const GRAPH_POINTS = 24;

export interface SiteStatsView {
  readonly type: SiteStatsType;
  /** yyyymmdd, or null for today. */
  readonly asOf: number | null;
}

/** ?type=manga shows manga (anything else anime); ?asOf=yyyy-mm-dd or yyyymmdd asks for a past day. */
export function parseSiteStatsView(search: URLSearchParams): SiteStatsView {
  const type = search.get('type')?.toLowerCase() === 'manga' ? 'MANGA' : 'ANIME';
  return { type, asOf: fuzzyDateOf(search.get('asOf')) };
}

/** The URL's search of a view: type only for manga, asOf as yyyy-mm-dd. */
export function siteStatsSearch(view: SiteStatsView): string {
  const params = new URLSearchParams();
  if (view.type === 'MANGA') params.set('type', 'manga');
  if (view.asOf != null) params.set('asOf', isoDayOf(view.asOf));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** "2026-11-20" or "20261120" → 20261120; anything else null. */
export function fuzzyDateOf(value: string | null | undefined): number | null {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const [, y, m, d] = match;
  const day = `${y}-${m}-${d}`;
  const parsed = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) return null;
  return Number(`${y}${m}${d}`);
}

/** 20261120 → "2026-11-20" (a date input's value). */
export const isoDayOf = (fuzzy: number): string => {
  const text = String(fuzzy).padStart(8, '0');
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
};

/** Today's UTC day as yyyy-mm-dd (the days of the statistics are UTC days). */
export const utcToday = (now = Date.now()): string => new Date(now).toISOString().slice(0, 10);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day's unix seconds (its UTC start) as a chart label: "Nov 20". */
export function dayLabel(seconds: number): string {
  const date = new Date(seconds * 1000);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/**
 * The x axis under daily points, short enough for 12 labels side by side: the day of the month, with the month's
 * name at the first label shown and wherever the month changed since the label shown before.
 */
export function axisDayLabels(dates: readonly number[]): string[] {
  let shownMonth = -1;
  return dates.map((seconds, index) => {
    if (!showsXLabel(index, dates.length)) return '';
    const date = new Date(seconds * 1000);
    const month = date.getUTCFullYear() * 12 + date.getUTCMonth();
    const text = month === shownMonth ? String(date.getUTCDate()) : dayLabel(seconds);
    shownMonth = month;
    return text;
  });
}

/** A day's unix seconds as a heading: "Nov 20, 2026". */
export const longDayLabel = (seconds: number): string => `${dayLabel(seconds)}, ${new Date(seconds * 1000).getUTCFullYear()}`;

interface Dated {
  readonly date: number;
}

/** The nodes present, oldest first, at most the last 24 (the API gives them newest first). */
export function chronological<N extends Dated>(nodes: readonly (N | null | undefined)[] | null | undefined): N[] {
  return (nodes ?? [])
    .filter((node): node is N => node != null)
    .sort((a, b) => a.date - b.date)
    .slice(-GRAPH_POINTS);
}

export interface Point {
  readonly label: string;
  readonly value: number;
  /** The day's unix seconds. */
  readonly date: number;
}

/** Chart points of one figure of the nodes, oldest to newest, labelled by day. */
export function trendPoints<N extends Dated>(
  nodes: readonly (N | null | undefined)[] | null | undefined,
  value: (node: N) => number,
): Point[] {
  return chronological(nodes).map((node) => ({ label: dayLabel(node.date), value: value(node), date: node.date }));
}

export interface Latest {
  readonly count: number;
  readonly change: number;
}

/** The newest node's count and change; zero when the subject has none yet. */
export function latestTrend(
  nodes: readonly ({ date: number; count: number; change: number } | null | undefined)[] | null | undefined,
): Latest {
  const newest = chronological(nodes).at(-1);
  return { count: newest?.count ?? 0, change: newest?.change ?? 0 };
}

/** A change with its sign: "+12", "-3", "0". */
export const signedChange = (change: number): string =>
  change > 0 ? `+${groupDigits(change)}` : change < 0 ? `-${groupDigits(-change)}` : '0';

const groupDigits = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Scores given over the days shown, per 10-point bar (10..100), every bar present. */
export function scoreTotals(
  days: readonly { scores: readonly { score: number | null | undefined; amount: number | null | undefined }[] }[],
): { label: string; value: number }[] {
  const sums = new Map<number, number>();
  for (let score = 10; score <= 100; score += 10) sums.set(score, 0);
  for (const day of days) {
    for (const { score, amount } of day.scores) {
      if (score != null && sums.has(score)) sums.set(score, sums.get(score)! + (amount ?? 0));
    }
  }
  return [...sums].map(([score, amount]) => ({ label: String(score), value: amount }));
}
