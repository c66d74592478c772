import type { EventData, MediaListStatus, RecordedEvent } from '@tsuzuki/events';
import { scoreBucket } from '@tsuzuki/events/scores';

// A media's counters of its members' list entries and favourites. They only ever move by deltas that the
// events carry (MediaListEntrySaved has `before`, MediaListEntryDeleted what it removed), so a batch adds its
// deltas without reading an entry, and any batch boundaries give the same sums. The media and trends read
// models both keep them (rm_<name>.media_statistics), each in its own schema.

export const STATUS_COLUMN: Readonly<Record<MediaListStatus, CountColumn>> = {
  CURRENT: 'current', PLANNING: 'planning', COMPLETED: 'completed', DROPPED: 'dropped', PAUSED: 'paused', REPEATING: 'repeating',
};
export const SCORE_BUCKETS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;

export const COUNT_COLUMNS = [
  'current', 'planning', 'completed', 'dropped', 'paused', 'repeating',
  'score_10', 'score_20', 'score_30', 'score_40', 'score_50', 'score_60', 'score_70', 'score_80', 'score_90', 'score_100',
  /** Sum of the raw scores of scored entries (their count is the sum of the score_* buckets). */
  'score_sum',
  /** Members who made it a favourite (FavouriteAdded minus FavouriteRemoved, kinds ANIME and MANGA). */
  'favourites',
] as const;
export type CountColumn = (typeof COUNT_COLUMNS)[number];
export type Counts = Record<CountColumn, number>;

export const scoreColumn = (bucket: number) => `score_${bucket}` as CountColumn;

export function zeroCounts(): Counts {
  return Object.fromEntries(COUNT_COLUMNS.map((c) => [c, 0])) as Counts;
}

/** Adds `delta` into `into` (in place) and returns it. */
export function addCounts(into: Counts, delta: Counts): Counts {
  for (const c of COUNT_COLUMNS) into[c] += delta[c];
  return into;
}

export const isZero = (counts: Counts) => COUNT_COLUMNS.every((c) => counts[c] === 0);

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
  const delta = zeroCounts();
  switch (event.type) {
    case 'MediaListEntrySaved': {
      const { mediaId, before, changes } = event.data as EventData<'MediaListEntrySaved'>;
      if (before.status !== null) countEntry(delta, before.status, before.score, -1);
      const status = changes.status ?? before.status;
      if (status !== null) countEntry(delta, status, changes.score ?? before.score, 1);
      return { mediaId, delta };
    }
    case 'MediaListEntryDeleted': {
      const { mediaId, status, score } = event.data as EventData<'MediaListEntryDeleted'>;
      countEntry(delta, status, score, -1);
      return { mediaId, delta };
    }
    case 'FavouriteAdded':
    case 'FavouriteRemoved': {
      const { kind, itemId } = event.data as EventData<'FavouriteAdded'>;
      if (!MEDIA_FAVOURITE_KINDS.has(kind)) return null;
      delta.favourites = event.type === 'FavouriteAdded' ? 1 : -1;
      return { mediaId: itemId, delta };
    }
    default:
      return null;
  }
}
