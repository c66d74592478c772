import type { MediaListStatus } from '../catalogue/users.ts';
import type { MediaType } from '../catalogue/vocabulary.ts';

// The automatic changes a new status brings to a list entry (core §4), one copy for the command-service (which
// applies them to a save) and the list editor (which shows them as soon as the status is picked).

/**
 * Which dates a save's start and finish dates are. While rewatching, and when a rewatch is being completed, they
 * are the rewatch's own, and the entry's first dates stay as they were; otherwise they are the entry's.
 */
export type DateMode = 'first' | 'rewatch';

export function dateMode(was: MediaListStatus | null, now: MediaListStatus): DateMode {
  return now === 'REPEATING' || (was === 'REPEATING' && now === 'COMPLETED') ? 'rewatch' : 'first';
}

/** What the rules need to know of the media: its episode (anime) or chapter (manga) count and volume count. */
export interface ListTotals {
  readonly type: MediaType;
  /** Episodes or chapters; null when not known. */
  readonly total: number | null;
  readonly volumes: number | null;
}

export interface StatusChange {
  /** The status saved before (null: a new entry). */
  readonly was: MediaListStatus | null;
  readonly now: MediaListStatus;
  readonly media: ListTotals;
  /**
   * What the member has set themselves, which no rule overrides: progress and volumes changed in this save; a start
   * and a finish date present (of the dates `dateMode(was, now)` names).
   */
  readonly set: { readonly progress: boolean; readonly progressVolumes: boolean; readonly start: boolean; readonly finish: boolean };
}

/** The values a status change fills in; a field left out keeps what it has. Dates are in the caller's own form. */
export interface StatusFills<D> {
  progress?: number;
  progressVolumes?: number;
  /** The start date (the rewatch's under dateMode 'rewatch'). */
  start?: D;
  /** The finish date (the rewatch's under dateMode 'rewatch'). */
  finish?: D;
}

/**
 * Watching with no start date starts today; Completed with no finish date finishes today and fills progress (and
 * a manga's volumes) to the total; Rewatching starts a rewatch today from progress 0. Nothing when the status
 * stays what it was.
 */
export function statusFills<D>(change: StatusChange, today: D): StatusFills<D> {
  const { was, now, media, set } = change;
  const fills: StatusFills<D> = {};
  if (now === was) return fills;
  if (now === 'CURRENT' && !set.start) fills.start = today;
  if (now === 'COMPLETED') {
    if (!set.finish) fills.finish = today;
    if (!set.progress && media.total !== null) fills.progress = media.total;
    if (!set.progressVolumes && media.type === 'MANGA' && media.volumes !== null) fills.progressVolumes = media.volumes;
  }
  if (now === 'REPEATING') {
    if (!set.start) fills.start = today;
    if (!set.progress) fills.progress = 0;
  }
  return fills;
}
