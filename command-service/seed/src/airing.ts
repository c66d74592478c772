// Release status and episode air times, always relative to a `now` passed in, so the demo is true on the day
// it is seeded while tests stay reproducible with a fixed date.
import type { FuzzyDate, MediaSeason, MediaStatus } from '@tsuzuki/events';

const DAY = 86_400_000;
/** Japanese broadcast dates: bangumi-data stores UTC instants of JST (UTC+9) air times. */
const JST_OFFSET = 9 * 3_600_000;
/** Airing entries before this window are left out; the schedule is about what airs now and next. */
const HISTORY_WINDOW = 730 * DAY;
const UPCOMING_WHEN_OPEN = 13;
const MAX_SCHEDULE = 2000;

export function jstDate(instant: number): FuzzyDate {
  const d = new Date(instant + JST_OFFSET);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function seasonOf(month: number): MediaSeason {
  if (month <= 3) return 'WINTER';
  if (month <= 6) return 'SPRING';
  if (month <= 9) return 'SUMMER';
  return 'FALL';
}

/** FINISHED once the end has passed; RELEASING from the start until then (or with no end); before it NOT_YET_RELEASED. */
export function releaseStatus(begin: number, end: number | null, now: number, singleRelease: boolean): MediaStatus {
  if (begin > now) return 'NOT_YET_RELEASED';
  if (singleRelease) return 'FINISHED';
  if (end !== null && end <= now) return 'FINISHED';
  return 'RELEASING';
}

export interface Broadcast {
  anchor: number;
  stepMs: number;
}

/** Parses bangumi-data's repeating interval "R/<start>/P7D" (days, weeks or months; P0D means one showing). */
export function parseBroadcast(value: string | undefined): Broadcast | null {
  const m = /^R\/([^/]+)\/P(\d+)([DWM])$/.exec(value ?? '');
  if (!m) return null;
  const anchor = Date.parse(m[1]!);
  const n = Number(m[2]);
  if (!Number.isFinite(anchor) || n === 0) return null;
  const stepMs = m[3] === 'D' ? n * DAY : m[3] === 'W' ? n * 7 * DAY : n * 30 * DAY;
  return { anchor, stepMs };
}

/**
 * Air times of each episode from the broadcast slot. The slot may start after the series did (a long runner
 * moved to a new time), so episode numbers count from the series start.
 */
export function airingSchedule(opts: {
  begin: number;
  broadcast: Broadcast;
  episodes: number | null;
  status: MediaStatus;
  now: number;
}): { episode: number; airingAt: number }[] {
  const { begin, broadcast, episodes, status, now } = opts;
  if (status === 'FINISHED' && episodes === null) return [];
  const firstEpisode = broadcast.anchor > begin ? 1 + Math.round((broadcast.anchor - begin) / broadcast.stepMs) : 1;
  const aired = now >= broadcast.anchor ? Math.floor((now - broadcast.anchor) / broadcast.stepMs) + firstEpisode : firstEpisode - 1;
  const last = episodes ?? aired + UPCOMING_WHEN_OPEN;
  const from = Math.max(firstEpisode, last - MAX_SCHEDULE + 1);
  const out: { episode: number; airingAt: number }[] = [];
  for (let episode = from; episode <= last; episode++) {
    const at = broadcast.anchor + (episode - firstEpisode) * broadcast.stepMs;
    if (at < now - HISTORY_WINDOW) continue;
    out.push({ episode, airingAt: Math.floor(at / 1000) });
  }
  return out;
}

/** Whole weeks between two instants plus one: the episode count of a weekly show. */
export const weeklyEpisodes = (begin: number, end: number) => Math.round((end - begin) / (7 * DAY)) + 1;
