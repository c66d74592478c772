import type { MediaListStatus } from '@tsuzuki/events';
import type { RecordedEvent } from '@tsuzuki/event-store';
import { scoreBucket } from '@tsuzuki/events/scores';

// A media's counters of its members' list entries and favourites. They only ever move by deltas that the
// events carry (MediaListEntrySaved has `before`, MediaListEntryDeleted what it removed), so a batch adds its
// deltas without reading an entry, and any batch boundaries give the same sums. The media and trends read
// models both keep them (rm_<name>.media_statistics), each in its own schema.

export const STATUS_COLUMN: Readonly<Record<MediaListStatus, CountColumn>> = {
  CURRENT: 'current',
  PLANNING: 'planning',
  COMPLETED: 'completed',
  DROPPED: 'dropped',
  PAUSED: 'paused',
  REPEATING: 'repeating',
};
export const SCORE_BUCKETS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;

export const COUNT_COLUMNS = [
  'current',
  'planning',
  'completed',
  'dropped',
  'paused',
  'repeating',
  'score_10',
  'score_20',
  'score_30',
  'score_40',
  'score_50',
  'score_60',
  'score_70',
  'score_80',
  'score_90',
  'score_100',
  /** Sum of the raw scores of scored entries (their count is the sum of the score_* buckets). */
  'score_sum',
  /** Members who made it a favourite (FavouriteAdded minus FavouriteRemoved, kinds ANIME and MANGA). */
  'favourites',
] as const;
export type CountColumn = (typeof COUNT_COLUMNS)[number];
export type Counts = Record<CountColumn, number>;

const SCORE_COLUMN: Readonly<Record<number, CountColumn>> = Object.fromEntries(SCORE_BUCKETS.map((b) => [b, `score_${b}` as CountColumn]));
/** The column of a score bar (10..100): the same string every time, so no name is built per event. */
export const scoreColumn = (bucket: number) => SCORE_COLUMN[bucket]!;

// A literal and plain loops: a catch-up makes a delta per list event, where Object.fromEntries, every() and their
// closures showed in its profile.
export function zeroCounts(): Counts {
  return {
    current: 0,
    planning: 0,
    completed: 0,
    dropped: 0,
    paused: 0,
    repeating: 0,
    score_10: 0,
    score_20: 0,
    score_30: 0,
    score_40: 0,
    score_50: 0,
    score_60: 0,
    score_70: 0,
    score_80: 0,
    score_90: 0,
    score_100: 0,
    score_sum: 0,
    favourites: 0,
  };
}

/** Adds `delta` into `into` (in place) and returns it. */
export function addCounts(into: Counts, delta: Counts): Counts {
  for (let i = 0; i < COUNT_COLUMNS.length; i++) {
    const c = COUNT_COLUMNS[i]!;
    into[c] += delta[c];
  }
  return into;
}

export function isZero(counts: Counts): boolean {
  for (let i = 0; i < COUNT_COLUMNS.length; i++) if (counts[COUNT_COLUMNS[i]!] !== 0) return false;
  return true;
}

function countEntry(delta: Counts, status: MediaListStatus, score: number, sign: 1 | -1) {
  delta[STATUS_COLUMN[status]] += sign;
  const bucket = scoreBucket(score);
  if (bucket === null) return;
  delta[scoreColumn(bucket)] += sign;
  delta.score_sum += sign * score;
}

const MEDIA_FAVOURITE_KINDS = new Set(['ANIME', 'MANGA']);

/**
 * The media an event concerns and how it moves that media's counts, or null for events that move none (a
 * favourite of a character). A save that changes neither status nor score moves nothing (all zeros).
 */
export function countChange(event: RecordedEvent): { mediaId: number; delta: Counts } | null {
  const mediaId = concernedMedia(event);
  if (mediaId === null) return null;
  const delta = zeroCounts();
  addCountChange(delta, event);
  return { mediaId, delta };
}

/** The media whose counts a list event or a favourite of a media concerns (countChange), or null. */
function concernedMedia(event: RecordedEvent): number | null {
  switch (event.type) {
    case 'MediaListEntrySaved':
    case 'MediaListEntryDeleted':
      return event.data.mediaId;
    case 'FavouriteAdded':
    case 'FavouriteRemoved': {
      const { kind, itemId } = event.data;
      return MEDIA_FAVOURITE_KINDS.has(kind) ? itemId : null;
    }
    default:
      return null;
  }
}

/**
 * Whether an entry going from (beforeStatus, beforeScore) to (status, score) moves its media's counts (a null status:
 * no entry): a save that changes neither status nor score (progress, notes...) moves nothing.
 */
export const movesCounts = (beforeStatus: MediaListStatus | null, beforeScore: number, status: MediaListStatus | null, score: number) =>
  !(status === beforeStatus && (status === null || score === beforeScore));

/** Adds an entry's move from (beforeStatus, beforeScore) to (status, score) into `into`, in place. */
export function addEntryMove(
  into: Counts,
  beforeStatus: MediaListStatus | null,
  beforeScore: number,
  status: MediaListStatus | null,
  score: number,
): void {
  if (beforeStatus !== null) countEntry(into, beforeStatus, beforeScore, -1);
  if (status !== null) countEntry(into, status, score, 1);
}

/**
 * The media whose counts the event moves, or null: what countChange names when its delta is not all zeros. With
 * addCountChange, a path that makes no delta for the many events that move nothing.
 */
export function movedMedia(event: RecordedEvent): number | null {
  if (event.type === 'MediaListEntrySaved') {
    const { mediaId, before, changes } = event.data;
    return movesCounts(before.status, before.score, changes.status ?? before.status, changes.score ?? before.score) ? mediaId : null;
  }
  return concernedMedia(event);
}

/** Adds how the event moves its media's counts (countChange's delta) into `into`, in place. */
export function addCountChange(into: Counts, event: RecordedEvent): void {
  switch (event.type) {
    case 'MediaListEntrySaved': {
      const { before, changes } = event.data;
      addEntryMove(into, before.status, before.score, changes.status ?? before.status, changes.score ?? before.score);
      return;
    }
    case 'MediaListEntryDeleted': {
      const { status, score } = event.data;
      countEntry(into, status, score, -1);
      return;
    }
    case 'FavouriteAdded':
    case 'FavouriteRemoved':
      if (MEDIA_FAVOURITE_KINDS.has(event.data.kind)) into.favourites += event.type === 'FavouriteAdded' ? 1 : -1;
      return;
    default:
  }
}
