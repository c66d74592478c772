import type { MediaListStatus, MediaType } from '@tsuzuki/events';
import type { RecordedEvent } from '@tsuzuki/event-store';
import { scoreBucket } from '@tsuzuki/events/scores';
import type { SiteSubject } from './subjects.ts';

// A batch of events folded into the deltas of rm_sitestats, in memory. Each contribution is keyed by the day of the
// event that makes it, what a batch reads first (which entities exist) is the state the events before it left, and
// the active members are sets (bitmaps ORed together), so any batch boundaries give the same rows.

const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The UTC day (yyyy-mm-dd) of an event's occurredAt. */
export function dayOf(event: RecordedEvent): string {
  const at = event.metadata.occurredAt;
  // The command handlers write toISOString() (UTC, "Z"): its first ten characters are the day. Parsing a date per
  // event was a tenth of a rebuild's time.
  if (at.length === 24 && at[10] === 'T' && at[23] === 'Z' && ISO_DAY.test(at)) return at.slice(0, 10);
  const ms = Date.parse(at);
  if (Number.isNaN(ms)) throw new Error(`Event ${event.stream}@${event.streamPosition} has no valid occurredAt`);
  return new Date(ms).toISOString().slice(0, 10);
}

const MEDIA_SUBJECT: Record<MediaType, SiteSubject> = { ANIME: 'anime', MANGA: 'manga' };

/** The entity an event adds, or null. */
export function addedEntity(event: RecordedEvent): { subject: SiteSubject; id: number } | null {
  switch (event.type) {
    case 'UserSignedUp':
      return { subject: 'users', id: event.data.userId };
    case 'MediaAdded': {
      const d = event.data;
      return { subject: MEDIA_SUBJECT[d.type], id: d.mediaId };
    }
    case 'CharacterAdded':
      return { subject: 'characters', id: event.data.characterId };
    case 'StaffAdded':
      return { subject: 'staff', id: event.data.staffId };
    case 'StudioAdded':
      return { subject: 'studios', id: event.data.studioId };
    case 'ReviewWritten':
      return { subject: 'reviews', id: event.data.reviewId };
    default:
      return null;
  }
}

/** The entity an event removes: a media (anime or manga, whichever it is) or a review. */
export function removedEntity(event: RecordedEvent): { subject: 'media' | 'reviews'; id: number } | null {
  switch (event.type) {
    case 'MediaDeleted':
    case 'MediaMerged':
      return { subject: 'media', id: event.data.mediaId };
    case 'ReviewDeleted':
      return { subject: 'reviews', id: event.data.reviewId };
    default:
      return null;
  }
}

export const entityKey = (subject: string, id: number) => `${subject}:${id}`;
const key = (...parts: (string | number)[]) => parts.join('|');

export interface TrendDelta {
  subject: SiteSubject;
  day: string;
  added: number;
  removed: number;
}
export interface ListDayDelta {
  day: string;
  media_type: MediaType;
  changes: number;
  scores_given: number;
  score_sum: number;
}
export interface StatusDelta {
  day: string;
  media_type: MediaType;
  status: MediaListStatus;
  added: number;
  entered: number;
  exited: number;
}
export interface ScoreDelta {
  day: string;
  media_type: MediaType;
  score: number;
  given: number;
}
/** A chunk of a day's active-members bitmap: the hex of its CHUNK_BITS bits, leftmost first (migration.sql). */
export interface MembersDelta {
  day: string;
  media_type: MediaType | 'ALL';
  chunk: number;
  members: string;
}

export interface BatchState {
  /** entityKey(subject, id) of every entity the batch names that exists before it (media under anime or manga). */
  entities: Set<string>;
}

export interface SiteStatsDeltas {
  trends: TrendDelta[];
  listDays: ListDayDelta[];
  statuses: StatusDelta[];
  scores: ScoreDelta[];
  members: MembersDelta[];
  /** Entities to insert and delete (after the batch: an entity added and removed in it is in neither). */
  inserted: { subject: SiteSubject; id: number }[];
  deleted: { subject: SiteSubject; id: number }[];
}

/** What the batch needs to read before folding: the entities it names (media removals by id alone). */
export function batchKeys(events: readonly RecordedEvent[]) {
  const entities = new Map<string, { subject: string; id: number }>();
  const mediaIds = new Set<number>();
  for (const e of events) {
    const added = addedEntity(e);
    if (added) entities.set(entityKey(added.subject, added.id), added);
    const removed = removedEntity(e);
    if (removed?.subject === 'media') mediaIds.add(removed.id);
    else if (removed) entities.set(entityKey(removed.subject, removed.id), removed);
  }
  return { entities: [...entities.values()], mediaIds: [...mediaIds] };
}

export const CHUNK_BITS = 8192;
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** Walks the batch in log order, as if each event were applied alone, and returns the rows' deltas. */
export function foldSiteStats(events: readonly RecordedEvent[], state: BatchState): SiteStatsDeltas {
  const existing = state.entities;
  const present = new Set(existing);
  const trends = new Map<string, TrendDelta>();
  const listDays = new Map<string, ListDayDelta>();
  const statuses = new Map<string, StatusDelta>();
  const scores = new Map<string, ScoreDelta>();
  const members = new Map<string, { day: string; media_type: MediaType | 'ALL'; chunk: number; bits: Uint8Array }>();

  const trend = (subject: SiteSubject, day: string) => {
    const k = key(subject, day);
    return trends.get(k) ?? trends.set(k, { subject, day, added: 0, removed: 0 }).get(k)!;
  };
  const listDay = (day: string, media_type: MediaType) => {
    const k = key(day, media_type);
    return listDays.get(k) ?? listDays.set(k, { day, media_type, changes: 0, scores_given: 0, score_sum: 0 }).get(k)!;
  };
  const status = (day: string, media_type: MediaType, s: MediaListStatus) => {
    const k = key(day, media_type, s);
    return statuses.get(k) ?? statuses.set(k, { day, media_type, status: s, added: 0, entered: 0, exited: 0 }).get(k)!;
  };
  const scoreGiven = (day: string, media_type: MediaType, raw: number) => {
    const bucket = scoreBucket(raw);
    if (bucket === null) return;
    const k = key(day, media_type, bucket);
    (scores.get(k) ?? scores.set(k, { day, media_type, score: bucket, given: 0 }).get(k)!).given += 1;
    const d = listDay(day, media_type);
    d.scores_given += 1;
    d.score_sum += raw;
  };
  const mark = (day: string, media_type: MediaType | 'ALL', userId: number) => {
    const chunk = Math.floor(userId / CHUNK_BITS);
    const k = key(day, media_type, chunk);
    const m = members.get(k) ?? members.set(k, { day, media_type, chunk, bits: new Uint8Array(CHUNK_BITS / 8) }).get(k)!;
    const offset = userId % CHUNK_BITS;
    m.bits[offset >> 3]! |= 0x80 >> (offset & 7);
  };
  /** A list change: one more change that day, and the member active on that list and on either. */
  const listChange = (day: string, userId: number, type: MediaType) => {
    listDay(day, type).changes += 1;
    mark(day, type, userId);
    mark(day, 'ALL', userId);
  };

  for (const e of events) {
    const added = addedEntity(e);
    if (added) {
      const k = entityKey(added.subject, added.id);
      if (!present.has(k)) {
        present.add(k);
        trend(added.subject, dayOf(e)).added += 1;
      }
      continue;
    }
    const removed = removedEntity(e);
    if (removed) {
      const subjects: SiteSubject[] = removed.subject === 'media' ? ['anime', 'manga'] : [removed.subject];
      for (const subject of subjects) {
        if (present.delete(entityKey(subject, removed.id))) trend(subject, dayOf(e)).removed += 1;
      }
      continue;
    }
    if (e.type === 'MediaListEntrySaved') {
      const { userId, mediaType, changes, before } = e.data;
      const day = dayOf(e);
      listChange(day, userId, mediaType);
      const now = changes.status ?? before.status;
      if (before.status === null && now !== null) {
        const s = status(day, mediaType, now);
        s.added += 1;
        s.entered += 1;
      } else if (before.status !== null && now !== null && now !== before.status) {
        status(day, mediaType, before.status).exited += 1;
        status(day, mediaType, now).entered += 1;
      }
      if (changes.score !== undefined && changes.score > 0 && changes.score !== before.score) scoreGiven(day, mediaType, changes.score);
    } else if (e.type === 'MediaListEntryDeleted') {
      const { userId, mediaType, status: was } = e.data;
      const day = dayOf(e);
      listChange(day, userId, mediaType);
      status(day, mediaType, was).exited += 1;
    }
  }

  const split = (k: string) => {
    const i = k.lastIndexOf(':');
    return { subject: k.slice(0, i) as SiteSubject, id: Number(k.slice(i + 1)) };
  };
  return {
    trends: [...trends.values()],
    listDays: [...listDays.values()],
    statuses: [...statuses.values()],
    scores: [...scores.values()],
    members: [...members.values()].map(({ bits, ...m }) => ({ ...m, members: Array.from(bits, (b) => HEX[b]!).join('') })),
    inserted: [...present].filter((k) => !existing.has(k)).map(split),
    deleted: [...existing].filter((k) => !present.has(k)).map(split),
  };
}
