// The payloads of a member's list and favourites commands (command-service/src/lists, favourites).
import { z } from 'zod';
import { FuzzyDate, Id, LIST_LIMITS, MEDIA_LIST_STATUSES, Rewatch } from '../catalogue/index.ts';

/** A date as clients send it: any part may be missing or null (null everywhere clears the date). */
const DateInput = z
  .object({
    year: z.number().int().min(1800).max(2200).nullable().optional(),
    month: z.number().int().min(1).max(12).nullable().optional(),
    day: z.number().int().min(1).max(31).nullable().optional(),
  })
  .transform((d) => ({ year: d.year ?? null, month: d.month ?? null, day: d.day ?? null }));

/** The fields a save may set, as AniList's SaveMediaListEntry takes them (score in the member's own format). */
const EntryInput = {
  status: z.enum(MEDIA_LIST_STATUSES).optional(),
  score: z.number().min(0).max(100).optional(),
  scoreRaw: z.number().int().min(0).max(100).optional(),
  progress: z.number().int().min(0).max(LIST_LIMITS.progress).optional(),
  progressVolumes: z.number().int().min(0).max(LIST_LIMITS.progress).optional(),
  repeat: z.number().int().min(0).max(LIST_LIMITS.repeat).optional(),
  priority: z.number().int().min(0).max(LIST_LIMITS.priority).optional(),
  private: z.boolean().optional(),
  notes: z
    .string()
    .max(LIST_LIMITS.notes, `Notes must be at most ${LIST_LIMITS.notes} characters.`)
    .nullable()
    .optional()
    .transform((n) => (n === null ? '' : n)),
  hiddenFromStatusLists: z.boolean().optional(),
  /** Values in the order of the member's advanced scoring labels. */
  advancedScores: z.array(z.number().min(0).max(100)).max(LIST_LIMITS.advancedScores).optional(),
  startedAt: DateInput.nullable()
    .optional()
    .transform((d) => (d === null ? { year: null, month: null, day: null } : d)),
  completedAt: DateInput.nullable()
    .optional()
    .transform((d) => (d === null ? { year: null, month: null, day: null } : d)),
};

// Own-account payloads may leave the user id out: the target is the actor. The system actor names the user.
const own = { userId: Id.optional() };

export const SaveMediaListEntryPayload = z
  .object({
    ...own,
    id: Id.optional(),
    mediaId: Id.optional(),
    ...EntryInput,
    customLists: z.array(z.string().trim().min(1).max(LIST_LIMITS.customListName)).max(LIST_LIMITS.customLists).optional(),
    /** The entry revision the client's form was filled from: a save over a change made since is refused. */
    basedOnRevision: z.number().int().min(0).optional(),
  })
  .superRefine((p, ctx) => {
    if (p.id === undefined && p.mediaId === undefined)
      ctx.addIssue({ code: 'custom', path: ['mediaId'], message: 'A list entry id or a media id is required.' });
  });

export const UpdateMediaListEntriesPayload = z.object({ ...own, ids: z.array(Id).min(1).max(500), ...EntryInput });

export const DeleteMediaListEntryPayload = z.object({ ...own, id: Id });

export const ImportedEntry = z.object({
  mediaId: Id,
  status: z.enum(MEDIA_LIST_STATUSES),
  scoreRaw: z.number().int().min(0).max(100),
  progress: z.number().int().min(0).max(LIST_LIMITS.progress),
  progressVolumes: z.number().int().min(0).max(LIST_LIMITS.progress),
  repeat: z.number().int().min(0).max(LIST_LIMITS.repeat),
  priority: z.number().int().min(0).max(LIST_LIMITS.priority),
  notes: z.string(),
  startedAt: FuzzyDate,
  completedAt: FuzzyDate,
  // What an AniList file says besides (a MyAnimeList file has none of these: the entry keeps its own).
  private: z.boolean().optional(),
  hiddenFromStatusLists: z.boolean().optional(),
  /** Names of the member's custom lists of the media's type; names the member lacks are left out. */
  customLists: z.array(z.string().min(1).max(LIST_LIMITS.customListName)).max(LIST_LIMITS.customLists).optional(),
  /** Raw 0-100 by label. */
  advancedScores: z
    .record(z.string().min(1).max(LIST_LIMITS.customListName), z.number().int().min(0).max(100))
    .refine((r) => Object.keys(r).length <= LIST_LIMITS.advancedScores, 'Too many advanced scores.')
    .optional(),
  /** Finished rewatches, oldest first: those past the entry's own are added, in order. */
  rewatches: z.array(Rewatch).max(LIST_LIMITS.repeat).optional(),
  /** The start of the rewatch under way (status REPEATING). */
  rewatchStartedAt: FuzzyDate.nullable().optional(),
});
export type ImportedEntry = z.infer<typeof ImportedEntry>;

export const ImportMediaListPayload = z.object({
  ...own,
  source: z.enum(['MYANIMELIST', 'ANILIST']),
  fileHash: z.string().regex(/^[0-9a-f]{64}$/),
  entries: z.array(ImportedEntry).max(LIST_LIMITS.importEntries),
});

const favouriteIds = z.array(Id).max(1000).optional();
const favouriteOrder = z.array(z.number().int().min(0).max(100000)).max(1000).optional();

export const ToggleFavouritePayload = z.object({
  ...own,
  animeId: Id.nullish(),
  mangaId: Id.nullish(),
  characterId: Id.nullish(),
  staffId: Id.nullish(),
  studioId: Id.nullish(),
});
export const UpdateFavouriteOrderPayload = z.object({
  ...own,
  animeIds: favouriteIds,
  mangaIds: favouriteIds,
  characterIds: favouriteIds,
  staffIds: favouriteIds,
  studioIds: favouriteIds,
  animeOrder: favouriteOrder,
  mangaOrder: favouriteOrder,
  characterOrder: favouriteOrder,
  staffOrder: favouriteOrder,
  studioOrder: favouriteOrder,
});
