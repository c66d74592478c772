import { describe, expect, it } from 'vitest';
import {
  axisDayLabels,
  chronological,
  dayLabel,
  fuzzyDateOf,
  GRAPH_POINTS,
  isoDayOf,
  latestTrend,
  longDayLabel,
  parseSiteStatsView,
  scoreTotals,
  signedChange,
  siteStatsSearch,
  trendPoints,
} from './siteStatsRules.ts';

const DAY = 86_400;
const START = Date.UTC(2026, 10, 1) / 1000; // Nov 1, 2026
/** `n` daily trend nodes newest first, as the API's default DATE_DESC answers them. */
const newestFirst = (n: number) => Array.from({ length: n }, (_, i) => ({ date: START + i * DAY, count: 100 + i, change: i })).reverse();

describe('the view in the URL', () => {
  it('shows anime unless manga is asked for, today unless a real date is', () => {
    expect(parseSiteStatsView(new URLSearchParams(''))).toEqual({ type: 'ANIME', asOf: null });
    expect(parseSiteStatsView(new URLSearchParams('type=manga&asOf=2026-11-20'))).toEqual({ type: 'MANGA', asOf: 20261120 });
    expect(parseSiteStatsView(new URLSearchParams('type=novel&asOf=20261120'))).toEqual({ type: 'ANIME', asOf: 20261120 });
    expect(parseSiteStatsView(new URLSearchParams('asOf=2026-02-30')).asOf).toBeNull();
    expect(parseSiteStatsView(new URLSearchParams('asOf=yesterday')).asOf).toBeNull();
  });

  it('writes the view back, leaving out the defaults', () => {
    expect(siteStatsSearch({ type: 'ANIME', asOf: null })).toBe('');
    expect(siteStatsSearch({ type: 'MANGA', asOf: 20260105 })).toBe('?type=manga&asOf=2026-01-05');
    const view = { type: 'MANGA' as const, asOf: 20260105 };
    expect(parseSiteStatsView(new URLSearchParams(siteStatsSearch(view)))).toEqual(view);
  });

  it('converts between yyyymmdd and a date input value', () => {
    expect(fuzzyDateOf('2024-02-29')).toBe(20240229);
    expect(fuzzyDateOf('2023-02-29')).toBeNull();
    expect(fuzzyDateOf('')).toBeNull();
    expect(isoDayOf(20240229)).toBe('2024-02-29');
  });
});

describe('chart points', () => {
  it('run oldest to newest over at most the last 24 days', () => {
    const nodes = newestFirst(30);
    const points = trendPoints(nodes, (node) => node.count);
    expect(points).toHaveLength(GRAPH_POINTS);
    expect(points[0]).toEqual({ label: 'Nov 7', value: 106, date: START + 6 * DAY });
    expect(points.at(-1)).toEqual({ label: 'Nov 30', value: 129, date: START + 29 * DAY });
  });

  it('skip missing nodes and keep short series whole', () => {
    expect(chronological([null, ...newestFirst(3), undefined]).map((node) => node.count)).toEqual([100, 101, 102]);
    expect(trendPoints(null, () => 0)).toEqual([]);
  });

  it('name the month on the axis only where it starts or changes, among the labels shown', () => {
    const days = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i * DAY);
    expect(axisDayLabels(days(START, 3))).toEqual(['Nov 1', '2', '3']);
    // 24 days from Nov 20: every other label shows, the last kept; Dec 1 is among them and names its month.
    const labels = axisDayLabels(days(Date.UTC(2026, 10, 20) / 1000, 24));
    expect(labels.slice(0, 4)).toEqual(['', 'Nov 21', '', '23']);
    expect(labels.slice(10, 14)).toEqual(['', 'Dec 1', '', '3']);
    expect(labels.at(-1)).toBe('13');
    // From Nov 21 the odd days show: Dec 1 is hidden, so Dec 2 names the month.
    expect(axisDayLabels(days(Date.UTC(2026, 10, 21) / 1000, 24)).slice(8, 12)).toEqual(['', '30', '', 'Dec 2']);
  });

  it('label days in UTC', () => {
    expect(dayLabel(Date.UTC(2026, 0, 31) / 1000)).toBe('Jan 31');
    expect(longDayLabel(Date.UTC(2025, 11, 31) / 1000)).toBe('Dec 31, 2025');
  });
});

describe('totals', () => {
  it('are the newest day’s count and change, zero without days', () => {
    expect(latestTrend(newestFirst(5))).toEqual({ count: 104, change: 4 });
    expect(latestTrend([])).toEqual({ count: 0, change: 0 });
  });

  it('show changes with their sign', () => {
    expect(signedChange(1234)).toBe('+1,234');
    expect(signedChange(-3)).toBe('-3');
    expect(signedChange(0)).toBe('0');
  });
});

describe('scores given', () => {
  it('are summed per 10-point bar over the days, every bar present', () => {
    const totals = scoreTotals([
      {
        scores: [
          { score: 80, amount: 2 },
          { score: 100, amount: 1 },
        ],
      },
      {
        scores: [
          { score: 80, amount: 3 },
          { score: 55, amount: 9 },
          { score: null, amount: 4 },
        ],
      },
    ]);
    expect(totals.map((point) => point.label)).toEqual(['10', '20', '30', '40', '50', '60', '70', '80', '90', '100']);
    expect(totals.find((point) => point.label === '80')?.value).toBe(5);
    expect(totals.find((point) => point.label === '100')?.value).toBe(1);
    expect(totals.reduce((sum, point) => sum + point.value, 0)).toBe(6);
  });
});
