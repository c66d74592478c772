import { z } from 'zod';
import { defineEvent } from './define.ts';
import { FuzzyDate, Id } from './shapes.ts';
import { MEDIA_LIST_STATUSES } from './users.ts';
import { MEDIA_TYPES } from './vocabulary.ts';

// A member's anime and manga lists are one stream per member (`medialist-<userId>`): an import, a custom list
// or a bulk edit is one append, and two tabs editing one entry meet the stream's optimistic concurrency.

export const LIST_LIMITS = {
  progress: 100000,
  repeat: 1000,
  priority: 100,
  notes: 2000,
  customListName: 50,
  customLists: 50,
  advancedScores: 10,
  /** Entries one import may carry (a MyAnimeList export of a heavy user has about 3,000). */
  importEntries: 10000,
} as const;

/** A score on the 0-100 scale every score format converts to and from (events/src/scores.ts). */
export const RawScore = z.number().int().min(0).max(100);

/** One finished rewatch (reread): its own dates and score; the entry's first dates stay as they were. */
export const Rewatch = z.object({
  /** 1 for the first rewatch. */
  number: z.number().int().min(1).max(LIST_LIMITS.repeat),
  startedAt: FuzzyDate,
  completedAt: FuzzyDate,
  score: RawScore,
});
export type Rewatch = z.infer<typeof Rewatch>;

/** Everything a member sets on a list entry. Dates are the first watch's; rewatches keep their own. */
export const MediaListEntryFields = z.object({
  status: z.enum(MEDIA_LIST_STATUSES),
  score: RawScore,
  progress: z.number().int().min(0).max(LIST_LIMITS.progress),
  progressVolumes: z.number().int().min(0).max(LIST_LIMITS.progress),
  repeat: z.number().int().min(0).max(LIST_LIMITS.repeat),
  priority: z.number().int().min(0).max(LIST_LIMITS.priority),
  private: z.boolean(),
  notes: z.string().max(LIST_LIMITS.notes),
  hiddenFromStatusLists: z.boolean(),
  /** Names of the member's custom lists (of the entry's media type) the entry is on. */
  customLists: z.array(z.string().min(1).max(LIST_LIMITS.customListName)).max(LIST_LIMITS.customLists),
  /** Advanced score per label of the member's advanced scoring (0-100 each). */
  advancedScores: z.record(z.string().min(1).max(30), RawScore),
  startedAt: FuzzyDate,
  completedAt: FuzzyDate,
});
export type MediaListEntryFields = z.infer<typeof MediaListEntryFields>;

/** The list activity a save created or merged into (none for private entries and disabled statuses). */
export const ListActivityRecord = z.object({
  activityId: Id,
  /** True when it updates an activity of the same entry made within the member's activity merge time. */
  merged: z.boolean(),
  /** AniList's wording: "watched episode", "completed", "plans to read"... */
  status: z.string().min(1).max(50),
  /** "5", or "3 - 5" once merged; null for statuses without progress. */
  progress: z.string().max(50).nullable(),
});

/**
 * A list entry created or changed. `changes` holds the fields that changed (every field when created), `before`
 * the status and score they replaced (null status: the entry is new), so that counts move by deltas alone.
 */
export const MediaListEntrySaved = defineEvent(
  'MediaListEntrySaved',
  1,
  ['lists', 'media', 'trends', 'activities', 'notifications', 'sitestats', 'mediastats'],
  z.object({
    userId: Id,
    entryId: Id,
    mediaId: Id,
    mediaType: z.enum(MEDIA_TYPES),
    created: z.boolean(),
    changes: MediaListEntryFields.partial(),
    before: z.object({ status: z.enum(MEDIA_LIST_STATUSES).nullable(), score: RawScore }),
    /** A rewatch began (its start date), or one ended (the finished rewatch). */
    rewatch: z.object({ started: FuzzyDate.optional(), finished: Rewatch.optional() }).optional(),
    activity: ListActivityRecord.nullable(),
  }),
);

/** A list entry removed, with what it held (so that counts move back by deltas). */
export const MediaListEntryDeleted = defineEvent(
  'MediaListEntryDeleted',
  1,
  ['lists', 'media', 'trends', 'notifications', 'sitestats', 'mediastats'],
  z.object({
    userId: Id,
    entryId: Id,
    mediaId: Id,
    mediaType: z.enum(MEDIA_TYPES),
    status: z.enum(MEDIA_LIST_STATUSES),
    score: RawScore,
  }),
);

/** The end of an import: its entries are the MediaListEntrySaved events appended with it. */
export const MediaListImported = defineEvent(
  'MediaListImported',
  1,
  ['lists'],
  z.object({
    userId: Id,
    source: z.enum(['MYANIMELIST', 'ANILIST', 'TSUZUKI']),
    /** SHA-256 of the imported file: importing the same file again changes nothing. */
    fileHash: z.string().regex(/^[0-9a-f]{64}$/),
    created: z.number().int().min(0),
    updated: z.number().int().min(0),
    unchanged: z.number().int().min(0),
  }),
);

export const FAVOURITE_KINDS = ['ANIME', 'MANGA', 'CHARACTER', 'STAFF', 'STUDIO'] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];

// A member's favourites are one stream per member (`favourites-<userId>`).
export const FavouriteAdded = defineEvent(
  'FavouriteAdded',
  1,
  ['favourites', 'media', 'characters', 'staff', 'studios', 'mediastats'],
  z.object({
    userId: Id,
    kind: z.enum(FAVOURITE_KINDS),
    itemId: Id,
  }),
);

export const FavouriteRemoved = defineEvent(
  'FavouriteRemoved',
  1,
  ['favourites', 'media', 'characters', 'staff', 'studios', 'mediastats'],
  z.object({
    userId: Id,
    kind: z.enum(FAVOURITE_KINDS),
    itemId: Id,
  }),
);

/** The member's order of one kind of favourites, first to last (favourites not named keep their place after). */
export const FavouritesReordered = defineEvent(
  'FavouritesReordered',
  1,
  ['favourites'],
  z.object({
    userId: Id,
    kind: z.enum(FAVOURITE_KINDS),
    itemIds: z.array(Id).max(1000),
  }),
);
