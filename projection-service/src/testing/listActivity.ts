import type { EventOf, MediaListEntryFields, MediaListStatus } from '@tsuzuki/events';

// Members' list activity as the command path writes it (MediaListEntrySaved with a true `before`,
// MediaListEntryDeleted with what it removed), generated without the command-service: for the statistics tests
// (thousands of random edits) and the list catch-up benchmark (a million events). Popularity is skewed: a few
// titles are on most lists, as on real sites.

/** What a member's list stream holds here: saves and removals. */
type ListEvent = EventOf<'MediaListEntrySaved' | 'MediaListEntryDeleted'>;

export interface ListedMedia {
  id: number;
  type: 'ANIME' | 'MANGA';
}

interface Entry {
  entryId: number;
  media: ListedMedia;
  status: MediaListStatus;
  score: number;
  progress: number;
  private: boolean;
}

const NO_DATE = { year: null, month: null, day: null };
const DATE = { year: 2024, month: 5, day: 17 };
const WITH_PROGRESS = new Set<MediaListStatus>(['CURRENT', 'REPEATING']);

/** mulberry32: a small seeded generator, so that a test's log is the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks indexes 0..n-1 with weight 1/(i+1)^exponent (Zipf): index 0 the most often. */
export function skewedPicker(n: number, exponent: number, random: () => number): () => number {
  const cdf = new Float64Array(n);
  let total = 0;
  for (let i = 0; i < n; i++) cdf[i] = total += 1 / Math.pow(i + 1, exponent);
  return () => {
    const x = random() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

export class ListActivity {
  private readonly random: () => number;
  private readonly pickMedia: () => number;
  private readonly lists = new Map<number, Entry[]>();
  private nextEntryId: number;
  private nextActivityId: number;

  constructor(
    private readonly media: readonly ListedMedia[],
    seed = 1,
    options: { skew?: number; firstId?: number } = {},
  ) {
    this.random = seededRandom(seed);
    this.pickMedia = skewedPicker(media.length, options.skew ?? 0.9, this.random);
    this.nextEntryId = options.firstId ?? 1;
    this.nextActivityId = options.firstId ?? 1;
  }

  /** The member's entries as they stand after every event generated so far. */
  entriesOf(userId: number): readonly Readonly<Entry>[] {
    return this.lists.get(userId) ?? [];
  }

  /** One list event of `userId`: mostly progress on a title under way, else a new title, a rating or a removal. */
  next(userId: number): ListEvent {
    const list = this.lists.get(userId) ?? [];
    this.lists.set(userId, list);
    const r = this.random();
    if (list.length > 0 && r < 0.05) return this.remove(userId, list);
    if (list.length > 0 && r < 0.6) return this.change(userId, list[Math.floor(this.random() * list.length)]!);
    const media = this.media[this.pickMedia()]!;
    const listed = list.find((e) => e.media.id === media.id);
    return listed ? this.change(userId, listed) : this.add(userId, list, media);
  }

  private score(media: ListedMedia): number {
    if (this.random() < 0.4) return 0;
    // Each title has its own level; members scatter around it, some in tens (POINT_10), some finer.
    const level = 55 + ((media.id * 7919) % 35);
    const raw = Math.max(10, Math.min(100, Math.round(level + (this.random() + this.random() + this.random() - 1.5) * 25)));
    return this.random() < 0.5 ? Math.max(10, Math.round(raw / 10) * 10) : raw;
  }

  private activity(entry: Entry, status: string, progress: string | null) {
    return entry.private ? null : { activityId: this.nextActivityId++, merged: false, status, progress };
  }

  private add(userId: number, list: Entry[], media: ListedMedia): ListEvent {
    const status: MediaListStatus = this.random() < 0.35 ? 'PLANNING' : this.random() < 0.6 ? 'CURRENT' : 'COMPLETED';
    const entry: Entry = {
      entryId: this.nextEntryId++,
      media,
      status,
      score: status === 'COMPLETED' ? this.score(media) : 0,
      progress: status === 'CURRENT' ? 1 + Math.floor(this.random() * 5) : status === 'COMPLETED' ? 12 : 0,
      private: this.random() < 0.05,
    };
    list.push(entry);
    const watch = media.type === 'ANIME' ? 'watch' : 'read';
    return {
      type: 'MediaListEntrySaved',
      data: {
        userId,
        entryId: entry.entryId,
        mediaId: media.id,
        mediaType: media.type,
        created: true,
        changes: {
          status,
          score: entry.score,
          progress: entry.progress,
          progressVolumes: 0,
          repeat: 0,
          priority: 0,
          private: entry.private,
          notes: this.random() < 0.1 ? 'Recommended by a friend, the second season is better.' : '',
          hiddenFromStatusLists: false,
          customLists: this.random() < 0.1 ? ['Favourites of the year'] : [],
          advancedScores: {},
          startedAt: status === 'PLANNING' ? NO_DATE : DATE,
          completedAt: status === 'COMPLETED' ? DATE : NO_DATE,
        },
        before: { status: null, score: 0 },
        activity: this.activity(
          entry,
          status === 'PLANNING' ? `plans to ${watch}` : status === 'COMPLETED' ? 'completed' : `${watch}ed episode`,
          status === 'CURRENT' ? String(entry.progress) : null,
        ),
      },
    };
  }

  private change(userId: number, entry: Entry): ListEvent {
    const before = { status: entry.status, score: entry.score };
    const changes: Partial<MediaListEntryFields> = {};
    const r = this.random();
    let rewatch: { started: typeof DATE } | undefined;
    if (WITH_PROGRESS.has(entry.status) && r < 0.55) {
      changes.progress = entry.progress += 1;
    } else if (entry.status === 'PLANNING' && r < 0.7) {
      changes.status = entry.status = 'CURRENT';
      changes.progress = entry.progress = 1;
      changes.startedAt = DATE;
    } else if (WITH_PROGRESS.has(entry.status) && r < 0.8) {
      changes.status = entry.status = 'COMPLETED';
      changes.completedAt = DATE;
      const score = this.score(entry.media);
      if (score !== entry.score) changes.score = entry.score = score;
    } else if (entry.status === 'COMPLETED' && r < 0.75) {
      changes.score = entry.score = this.score(entry.media);
    } else if (entry.status === 'COMPLETED' && r < 0.8) {
      changes.status = entry.status = 'REPEATING';
      changes.progress = entry.progress = 0;
      rewatch = { started: DATE };
    } else {
      const status = (['DROPPED', 'PAUSED', 'CURRENT'] as const)[Math.floor(this.random() * 3)]!;
      if (status !== entry.status) changes.status = entry.status = status;
      else changes.notes = 'Paused until the dub is out.';
    }
    const progress = WITH_PROGRESS.has(entry.status) ? String(entry.progress) : null;
    return {
      type: 'MediaListEntrySaved',
      data: {
        userId,
        entryId: entry.entryId,
        mediaId: entry.media.id,
        mediaType: entry.media.type,
        created: false,
        changes,
        before,
        ...(rewatch ? { rewatch } : {}),
        activity: this.activity(entry, entry.status === 'COMPLETED' ? 'completed' : 'watched episode', progress),
      },
    };
  }

  private remove(userId: number, list: Entry[]): ListEvent {
    const [entry] = list.splice(Math.floor(this.random() * list.length), 1);
    const { entryId, media, status, score } = entry!;
    return { type: 'MediaListEntryDeleted', data: { userId, entryId, mediaId: media.id, mediaType: media.type, status, score } };
  }
}

type Status = MediaListEntryFields['status'];
const entryId = (userId: number, mediaId: number) => userId * 100_000 + mediaId;

/** A new entry (id from user and media) with every field, as the decider writes it. */
export const entryCreated = (
  userId: number,
  mediaId: number,
  status: Status,
  score = 0,
  type: 'ANIME' | 'MANGA' = 'ANIME',
): EventOf<'MediaListEntrySaved'> => ({
  type: 'MediaListEntrySaved',
  data: {
    userId,
    entryId: entryId(userId, mediaId),
    mediaId,
    mediaType: type,
    created: true,
    before: { status: null, score: 0 },
    activity: null,
    changes: {
      status,
      score,
      progress: 0,
      progressVolumes: 0,
      repeat: 0,
      priority: 0,
      private: false,
      notes: '',
      hiddenFromStatusLists: false,
      customLists: [],
      advancedScores: {},
      startedAt: NO_DATE,
      completedAt: NO_DATE,
    },
  },
});

export const entryChanged = (
  userId: number,
  mediaId: number,
  changes: Partial<MediaListEntryFields>,
  before: { status: Status; score: number },
): EventOf<'MediaListEntrySaved'> => ({
  type: 'MediaListEntrySaved',
  data: { userId, entryId: entryId(userId, mediaId), mediaId, mediaType: 'ANIME', created: false, changes, before, activity: null },
});

export const entryDeleted = (userId: number, mediaId: number, status: Status, score = 0): EventOf<'MediaListEntryDeleted'> => ({
  type: 'MediaListEntryDeleted',
  data: { userId, entryId: entryId(userId, mediaId), mediaId, mediaType: 'ANIME', status, score },
});
