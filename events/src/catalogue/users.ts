import { z } from 'zod';
import { defineEvent } from './define.ts';
import { Id, Url } from './shapes.ts';

// Only a user's existence, public name, profile and settings are events. Email addresses, password hashes,
// sessions and verification tokens live in the command-service's own tables (no personal data in the log).

export const USER_TITLE_LANGUAGES = ['ROMAJI', 'ENGLISH', 'NATIVE', 'ROMAJI_STYLISED', 'ENGLISH_STYLISED', 'NATIVE_STYLISED'] as const;
export const USER_STAFF_NAME_LANGUAGES = ['ROMAJI_WESTERN', 'ROMAJI', 'NATIVE'] as const;
export const SCORE_FORMATS = ['POINT_100', 'POINT_10_DECIMAL', 'POINT_10', 'POINT_5', 'POINT_3'] as const;
export const MEDIA_LIST_STATUSES = ['CURRENT', 'PLANNING', 'COMPLETED', 'DROPPED', 'PAUSED', 'REPEATING'] as const;
export type MediaListStatus = (typeof MEDIA_LIST_STATUSES)[number];
export const PROFILE_COLORS = ['blue', 'purple', 'pink', 'orange', 'red', 'green', 'gray'] as const;
export const NOTIFICATION_TYPES = [
  'AIRING',
  'RELATED_MEDIA_ADDITION',
  'FOLLOWING',
  'ACTIVITY_MESSAGE',
  'ACTIVITY_MENTION',
  'ACTIVITY_REPLY',
  'ACTIVITY_REPLY_SUBSCRIBED',
  'ACTIVITY_LIKE',
  'ACTIVITY_REPLY_LIKE',
  'THREAD_COMMENT_MENTION',
  'THREAD_COMMENT_REPLY',
  'THREAD_SUBSCRIBED',
  'THREAD_COMMENT_LIKE',
  'THREAD_LIKE',
  'MEDIA_DATA_CHANGE',
  'MEDIA_MERGE',
  'MEDIA_DELETION',
] as const;
/** Default section order of each list page: the status names as that list labels them (core §4). */
export const DEFAULT_SECTION_ORDER = {
  ANIME: ['Watching', 'Rewatching', 'Completed', 'Paused', 'Dropped', 'Planning'],
  MANGA: ['Reading', 'Rereading', 'Completed', 'Paused', 'Dropped', 'Planning'],
} as const;

export const UserName = z
  .string()
  .trim()
  .min(2, 'Username must be at least 2 characters.')
  .max(20, 'Username must be at most 20 characters.')
  .regex(/^[A-Za-z0-9_]+$/, 'Username may only contain letters, numbers and underscores.');

const ListTypeOptions = z.object({
  sectionOrder: z.array(z.string().min(1).max(50)).max(50),
  splitCompletedSectionByFormat: z.boolean(),
  customLists: z.array(z.string().trim().min(1).max(50)).max(50),
  advancedScoring: z.array(z.string().trim().min(1).max(30)).max(10),
  advancedScoringEnabled: z.boolean(),
});

export const UserOptions = z.object({
  titleLanguage: z.enum(USER_TITLE_LANGUAGES),
  staffNameLanguage: z.enum(USER_STAFF_NAME_LANGUAGES),
  displayAdultContent: z.boolean(),
  airingNotifications: z.boolean(),
  /** A named colour or a #rrggbb hex value. */
  profileColor: z.union([z.enum(PROFILE_COLORS), z.string().regex(/^#[0-9a-fA-F]{6}$/)]),
  restrictMessagesToFollowing: z.boolean(),
  /** IANA zone name or a ±HH:MM offset. */
  timezone: z.string().max(64).nullable(),
  /** Minutes within which list activities of the same media merge. */
  activityMergeTime: z.number().int().min(0).max(10080),
  notificationOptions: z.array(z.object({ type: z.enum(NOTIFICATION_TYPES), enabled: z.boolean() })).max(NOTIFICATION_TYPES.length),
  disabledListActivity: z.array(z.object({ type: z.enum(MEDIA_LIST_STATUSES), disabled: z.boolean() })).max(MEDIA_LIST_STATUSES.length),
});
export type UserOptions = z.infer<typeof UserOptions>;

export const MediaListOptions = z.object({
  scoreFormat: z.enum(SCORE_FORMATS),
  rowOrder: z.enum(['score', 'title', 'updatedAt', 'id']),
  animeList: ListTypeOptions,
  mangaList: ListTypeOptions,
});
export type MediaListOptions = z.infer<typeof MediaListOptions>;

export const UserSignedUp = defineEvent('UserSignedUp', 1, ['users', 'sitestats'], z.object({ userId: Id, name: UserName }));

export const UserRenamed = defineEvent('UserRenamed', 1, ['users'], z.object({ userId: Id, name: UserName, previousName: UserName }));

export const UserProfileUpdated = defineEvent(
  'UserProfileUpdated',
  1,
  ['users'],
  z.object({
    userId: Id,
    changes: z
      .object({
        about: z.string().max(20000).nullable(),
        avatar: z.object({ large: Url, medium: Url }).nullable(),
        bannerImage: Url.nullable(),
      })
      .partial(),
  }),
);

export const UserOptionsUpdated = defineEvent(
  'UserOptionsUpdated',
  1,
  ['users', 'notifications'],
  z.object({ userId: Id, changes: UserOptions.partial() }),
);

export const MediaListOptionsUpdated = defineEvent(
  'MediaListOptionsUpdated',
  1,
  ['users', 'lists'],
  z.object({
    userId: Id,
    changes: z
      .object({
        scoreFormat: MediaListOptions.shape.scoreFormat,
        rowOrder: MediaListOptions.shape.rowOrder,
        animeList: ListTypeOptions.partial(),
        mangaList: ListTypeOptions.partial(),
      })
      .partial(),
  }),
);

export const UserRolesChanged = defineEvent(
  'UserRolesChanged',
  1,
  ['users'],
  z.object({
    userId: Id,
    moderatorRoles: z.array(z.string()).max(20),
  }),
);

export const UserDonatorTierChanged = defineEvent(
  'UserDonatorTierChanged',
  1,
  ['users'],
  z.object({
    userId: Id,
    donatorTier: z.number().int().min(0).max(10),
    donatorBadge: z.string().max(50).nullable(),
  }),
);
