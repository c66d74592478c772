import { groupedCount } from '../../../format/numbers.ts';
import { daysWatched } from '../overview/statsPreview.ts';
import type { StatsType } from './statsPages.ts';

// Figures of the statistics pages (social §2, §3, §9): the totals, and what a chart plots in each of its modes.

export interface Totals {
  readonly count: number;
  readonly meanScore: number;
  readonly standardDeviation: number;
  readonly minutesWatched: number;
  readonly episodesWatched: number;
  readonly chaptersRead: number;
  readonly volumesRead: number;
}

export interface Figure {
  readonly label: string;
  readonly value: string;
}

/** Scores and deviations as the API gives them (two decimals at most), without trailing zeros: 5.6, 72.35. */
export const scoreFigure = (value: number): string => String(Math.round(value * 100) / 100);

/** A mean score of 0 means nothing was scored: a dash, not a zero. */
export const meanFigure = (value: number): string => (value > 0 ? scoreFigure(value) : '–');

/** Days with one decimal, like the profile's preview: 83,911 minutes are 58.3 days. */
export const daysFigure = (minutes: number): string => daysWatched(minutes).toFixed(1);

export function statsTotals(type: StatsType, totals: Totals): Figure[] {
  const shared = [
    { label: 'Mean Score', value: meanFigure(totals.meanScore) },
    { label: 'Standard Deviation', value: scoreFigure(totals.standardDeviation) },
  ];
  if (type === 'anime') {
    return [
      { label: 'Total Anime', value: groupedCount(totals.count) },
      { label: 'Episodes Watched', value: groupedCount(totals.episodesWatched) },
      { label: 'Days Watched', value: daysFigure(totals.minutesWatched) },
      ...shared,
    ];
  }
  return [
    { label: 'Total Manga', value: groupedCount(totals.count) },
    { label: 'Chapters Read', value: groupedCount(totals.chaptersRead) },
    { label: 'Volumes Read', value: groupedCount(totals.volumesRead) },
    ...shared,
  ];
}

/** "9 days 21 hours", "5 hours", "40 minutes": the time a card's titles took, whole units, largest two. */
export function timeWatchedLabel(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  const days = Math.floor(whole / (24 * 60));
  const hours = Math.floor((whole % (24 * 60)) / 60);
  const unit = (amount: number, name: string) => `${amount} ${name}${amount === 1 ? '' : 's'}`;
  if (days > 0) return hours > 0 ? `${unit(days, 'day')} ${unit(hours, 'hour')}` : unit(days, 'day');
  if (hours > 0) return unit(hours, 'hour');
  return unit(whole, 'minute');
}

/** What a chart plots: titles, time (hours watched for anime, chapters read for manga) or the mean score. */
export type ChartMode = 'count' | 'time' | 'meanScore';

export interface ModeRow {
  readonly count: number;
  readonly meanScore: number;
  readonly minutesWatched: number;
  readonly chaptersRead: number;
}

export function modeLabel(mode: ChartMode, type: StatsType): string {
  if (mode === 'count') return 'Titles';
  if (mode === 'meanScore') return 'Mean Score';
  return type === 'anime' ? 'Hours' : 'Chapters';
}

export function modeValue(row: ModeRow, mode: ChartMode, type: StatsType): number {
  if (mode === 'count') return row.count;
  if (mode === 'meanScore') return row.meanScore;
  return type === 'anime' ? Math.round(row.minutesWatched / 60) : row.chaptersRead;
}

/** How a plotted value reads: counts grouped by thousands, scores with their decimals. */
export const modeFormat =
  (mode: ChartMode) =>
  (value: number): string =>
    mode === 'meanScore' ? scoreFigure(value) : groupedCount(value);

/** Stats graphs show at most the last 24 points (core §9, social §9). */
export const STATS_GRAPH_POINTS = 24;

/** The last `limit` points by key (years): the points arrive in any order. */
export function lastPoints<T>(points: readonly T[], key: (point: T) => number, limit = STATS_GRAPH_POINTS): T[] {
  return [...points].sort((a, b) => key(a) - key(b)).slice(-limit);
}

/** Length buckets ("1", "2-6", ..., "101+") in order of their first number. */
export const byLengthBucket = (a: string, b: string): number => parseInt(a, 10) - parseInt(b, 10);

/** A breakdown's rows with their key (format, year, length...) picked out; rows without one are no point of a chart. */
export function keyedRows<R, K>(
  rows: readonly (R | null | undefined)[] | null | undefined,
  key: (row: R) => K | null | undefined,
): (R & { key: K })[] {
  return (rows ?? []).flatMap((row) => {
    if (row == null) return [];
    const value = key(row);
    return value == null ? [] : [{ ...row, key: value }];
  });
}
