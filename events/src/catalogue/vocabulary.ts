// The fixed value lists of spec/core.md §3, shared by events, read models, GraphQL enums and the client.
export const MEDIA_TYPES = ['ANIME', 'MANGA'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const ANIME_FORMATS = ['TV', 'TV_SHORT', 'MOVIE', 'SPECIAL', 'OVA', 'ONA', 'MUSIC'] as const;
export const MANGA_FORMATS = ['MANGA', 'NOVEL', 'ONE_SHOT'] as const;
export const MEDIA_FORMATS = [...ANIME_FORMATS, ...MANGA_FORMATS] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const MEDIA_STATUSES = ['FINISHED', 'RELEASING', 'NOT_YET_RELEASED', 'CANCELLED', 'HIATUS'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

export const MEDIA_SOURCES = [
  'ORIGINAL',
  'MANGA',
  'LIGHT_NOVEL',
  'WEB_NOVEL',
  'NOVEL',
  'ANIME',
  'VISUAL_NOVEL',
  'VIDEO_GAME',
  'DOUJINSHI',
  'COMIC',
  'LIVE_ACTION',
  'GAME',
  'MULTIMEDIA_PROJECT',
  'PICTURE_BOOK',
  'OTHER',
] as const;
export type MediaSource = (typeof MEDIA_SOURCES)[number];

export const COUNTRIES = ['JP', 'KR', 'CN', 'TW'] as const;
export type CountryCode = (typeof COUNTRIES)[number];

export const MEDIA_SEASONS = ['WINTER', 'SPRING', 'SUMMER', 'FALL'] as const;
export type MediaSeason = (typeof MEDIA_SEASONS)[number];

// Order matters: the media page lists relations in this order (spec/core.md §3 Relation order).
export const MEDIA_RELATIONS = [
  'ADAPTATION',
  'PREQUEL',
  'SEQUEL',
  'PARENT',
  'ALTERNATIVE',
  'SIDE_STORY',
  'SPIN_OFF',
  'SUMMARY',
  'CHARACTER',
  'OTHER',
  'SOURCE',
  'COMPILATION',
  'CONTAINS',
] as const;
export type MediaRelation = (typeof MEDIA_RELATIONS)[number];

export const GENRES = [
  'Action',
  'Adventure',
  'Comedy',
  'Drama',
  'Ecchi',
  'Fantasy',
  'Horror',
  'Mahou Shoujo',
  'Mecha',
  'Music',
  'Mystery',
  'Psychological',
  'Romance',
  'Sci-Fi',
  'Slice of Life',
  'Sports',
  'Supernatural',
  'Thriller',
] as const;
/** Offered only to viewers with adult content on. */
export const ADULT_GENRE = 'Hentai';
export const ALL_GENRES = [...GENRES, ADULT_GENRE] as const;

export const CHARACTER_ROLES = ['MAIN', 'SUPPORTING', 'BACKGROUND'] as const;
export type CharacterRole = (typeof CHARACTER_ROLES)[number];

export const EXTERNAL_LINK_TYPES = ['INFO', 'STREAMING', 'SOCIAL'] as const;
export type ExternalLinkType = (typeof EXTERNAL_LINK_TYPES)[number];

export const STAFF_LANGUAGES = [
  'Japanese',
  'English',
  'Korean',
  'Italian',
  'Spanish',
  'Portuguese',
  'French',
  'German',
  'Hebrew',
  'Hungarian',
  'Chinese',
] as const;
