import { z } from 'zod';
import { defineEvent } from './define.ts';
import { FuzzyDate, Id, LongText, ShortText, Url } from './shapes.ts';
import {
  CHARACTER_ROLES,
  COUNTRIES,
  EXTERNAL_LINK_TYPES,
  MEDIA_FORMATS,
  MEDIA_RELATIONS,
  MEDIA_SEASONS,
  MEDIA_SOURCES,
  MEDIA_STATUSES,
  MEDIA_TYPES,
} from './vocabulary.ts';

const Count = z.number().int().min(0).max(100000).nullable();

export const MediaTitle = z.object({
  romaji: z.string().trim().min(1).max(500),
  english: z.string().trim().max(500).nullable(),
  native: z.string().trim().max(500).nullable(),
});

export const ExternalLink = z.object({
  id: Id,
  url: Url,
  site: ShortText,
  type: z.enum(EXTERNAL_LINK_TYPES),
  language: z.string().max(50).nullable(),
  color: z.string().max(20).nullable(),
  icon: Url.nullable(),
  notes: z.string().max(500).nullable(),
});

export const StreamingEpisode = z.object({
  title: ShortText,
  thumbnail: Url.nullable(),
  url: Url,
  site: ShortText,
});

/** Everything about a media that an editor or importer can set; stats come from other events. */
export const MediaFields = z.object({
  /**
   * The entry's id on MyAnimeList (AniList's Media.idMal), which third-party clients look media up by. Unique per
   * type. Optional: events written before issue 14 have none (null).
   */
  idMal: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
  title: MediaTitle,
  synonyms: z.array(z.string().trim().min(1).max(500)).max(100),
  description: LongText.nullable(),
  format: z.enum(MEDIA_FORMATS).nullable(),
  status: z.enum(MEDIA_STATUSES).nullable(),
  source: z.enum(MEDIA_SOURCES).nullable(),
  countryOfOrigin: z.enum(COUNTRIES).nullable(),
  isAdult: z.boolean(),
  isLicensed: z.boolean(),
  isLocked: z.boolean(),
  isFavouriteBlocked: z.boolean(),
  isRecommendationBlocked: z.boolean(),
  isReviewBlocked: z.boolean(),
  startDate: FuzzyDate,
  endDate: FuzzyDate,
  season: z.enum(MEDIA_SEASONS).nullable(),
  seasonYear: z.number().int().min(1900).max(2200).nullable(),
  episodes: Count,
  duration: Count,
  chapters: Count,
  volumes: Count,
  genres: z.array(z.string().min(1).max(50)).max(30),
  hashtag: z.string().max(200).nullable(),
  coverImage: z.object({
    extraLarge: Url.nullable(),
    large: Url.nullable(),
    medium: Url.nullable(),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .nullable(),
  }),
  bannerImage: Url.nullable(),
  trailer: z.object({ id: z.string().min(1).max(100), site: z.string().min(1).max(50), thumbnail: Url.nullable() }).nullable(),
  tags: z.array(z.object({ tagId: Id, rank: z.number().int().min(0).max(100), isMediaSpoiler: z.boolean() })).max(200),
  studios: z.array(z.object({ studioId: Id, isMain: z.boolean() })).max(50),
  relations: z.array(z.object({ mediaId: Id, relationType: z.enum(MEDIA_RELATIONS) })).max(200),
  characters: z
    .array(
      z.object({
        characterId: Id,
        role: z.enum(CHARACTER_ROLES),
        voiceActors: z
          .array(z.object({ staffId: Id, roleNotes: z.string().max(200).nullable(), dubGroup: z.string().max(200).nullable() }))
          .max(20),
      }),
    )
    .max(500),
  staff: z.array(z.object({ staffId: Id, role: ShortText })).max(500),
  externalLinks: z.array(ExternalLink).max(100),
  streamingEpisodes: z.array(StreamingEpisode).max(2000),
  /** Episode air times (unix seconds) that make up nextAiringEpisode and the airing schedule. */
  airingSchedule: z.array(z.object({ episode: z.number().int().min(1).max(100000), airingAt: z.number().int().positive() })).max(2000),
});
export type MediaFields = z.infer<typeof MediaFields>;

// The tags projection reads a media's imported tag list (ADR 20); the media projection no longer keeps media tags.
export const MediaAdded = defineEvent(
  'MediaAdded',
  1,
  ['media', 'genres', 'search', 'trends', 'notifications', 'tags', 'edits', 'sitestats', 'mediapages'],
  MediaFields.extend({
    mediaId: Id,
    type: z.enum(MEDIA_TYPES),
    /** The accepted submission of a new entry the media comes from (ADR 22); absent or null otherwise. */
    submissionId: Id.nullable().optional(),
  }),
);

/**
 * A correction of some fields; fields absent from `changes` keep their value. Since issue 12 (ADR 22) an edit also
 * carries what the changed fields held before (the revision history's diff), the editor's reason (members with the
 * media on their list are told when there is one) and the accepted submission it comes from. Events written before
 * have none of the three: they are optional rather than a new version, which older events simply lack.
 */
export const MediaUpdated = defineEvent(
  'MediaUpdated',
  1,
  ['media', 'genres', 'search', 'trends', 'tags', 'notifications', 'edits', 'mediapages'],
  z.object({
    mediaId: Id,
    changes: MediaFields.partial().refine((c) => Object.keys(c).length > 0, 'at least one field must change'),
    before: MediaFields.partial().optional(),
    reason: z.string().trim().max(500).nullable().optional(),
    submissionId: Id.nullable().optional(),
  }),
);

/** One day of a media's figures, as an import source recorded it (the material of Media.trends). */
export const MediaTrendPoint = z.object({
  /** Unix seconds; the read model keeps one point per UTC day. */
  date: z.number().int().min(0),
  trending: z.number().int().min(0),
  averageScore: z.number().int().min(0).max(100).nullable(),
  popularity: z.number().int().min(0),
  /** List entries watching or reading at the time. */
  inProgress: z.number().int().min(0),
  releasing: z.boolean(),
  /** The latest episode aired by then, for releasing anime. */
  episode: z.number().int().min(0).nullable(),
});

const MediaStatisticsV2 = z.object({
  mediaId: Id,
  averageScore: z.number().int().min(0).max(100).nullable(),
  meanScore: z.number().int().min(0).max(100).nullable(),
  popularity: z.number().int().min(0),
  favourites: z.number().int().min(0),
  trending: z.number().int().min(0),
  statusDistribution: z.array(
    z.object({ status: z.enum(['CURRENT', 'PLANNING', 'COMPLETED', 'DROPPED', 'PAUSED', 'REPEATING']), amount: z.number().int().min(0) }),
  ),
  scoreDistribution: z.array(z.object({ score: z.number().int().min(10).max(100), amount: z.number().int().min(0) })),
  /** v2: when the source measured these figures (unix seconds); null = at import time (the event's time). */
  recordedAt: z.number().int().min(0).nullable().optional(),
  /** v2: earlier daily points from the source, oldest first; one event carries a media's whole history. */
  history: z.array(MediaTrendPoint).max(400).optional(),
});

/**
 * Statistics carried over from the source the catalogue was imported from (the baseline before list
 * events). v2 (ADR 0006) adds when they were measured and the source's history of daily points.
 */
export const MediaStatisticsImported = defineEvent('MediaStatisticsImported', 2, ['media', 'trends', 'mediastats'], MediaStatisticsV2, {
  1: (data) => ({ ...(data as object), recordedAt: null, history: [] }),
});
