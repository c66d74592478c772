import type { MediaFields } from '@tsuzuki/events';
import type { Columns } from '../../framework/recordset.ts';
import { fuzzyDateInt } from '../../framework/time.ts';

/** MediaFields that are edge lists in their own tables rather than columns of `media`. */
export const EDGE_FIELDS = ['studios', 'relations', 'characters', 'staff', 'airingSchedule'] as const;
export type EdgeField = (typeof EDGE_FIELDS)[number];
/** MediaFields another read model keeps: a media's tags are the tags read model's (ADR 20). */
type ElsewhereField = 'tags';
type ColumnField = Exclude<keyof MediaFields, EdgeField | ElsewhereField>;

/**
 * Every non-edge field of MediaFields and the columns it fills. The mapped type makes a field added to
 * the catalogue fail to compile here until it is mapped.
 */
const FIELD_COLUMNS: { [K in ColumnField]: (value: MediaFields[K]) => Record<string, unknown> } = {
  idMal: (v) => ({ id_mal: v ?? null }),
  title: (t) => ({ title_romaji: t.romaji, title_english: t.english, title_native: t.native }),
  synonyms: (v) => ({ synonyms: v }),
  description: (v) => ({ description: v }),
  format: (v) => ({ format: v }),
  status: (v) => ({ status: v }),
  source: (v) => ({ source: v }),
  countryOfOrigin: (v) => ({ country_of_origin: v }),
  isAdult: (v) => ({ is_adult: v }),
  isLicensed: (v) => ({ is_licensed: v }),
  isLocked: (v) => ({ is_locked: v }),
  isFavouriteBlocked: (v) => ({ is_favourite_blocked: v }),
  isRecommendationBlocked: (v) => ({ is_recommendation_blocked: v }),
  isReviewBlocked: (v) => ({ is_review_blocked: v }),
  startDate: (d) => ({ start_year: d.year, start_month: d.month, start_day: d.day, start_date_int: fuzzyDateInt(d) }),
  endDate: (d) => ({ end_year: d.year, end_month: d.month, end_day: d.day, end_date_int: fuzzyDateInt(d) }),
  season: (v) => ({ season: v }),
  seasonYear: (v) => ({ season_year: v }),
  episodes: (v) => ({ episodes: v }),
  duration: (v) => ({ duration: v }),
  chapters: (v) => ({ chapters: v }),
  volumes: (v) => ({ volumes: v }),
  genres: (v) => ({ genres: v }),
  hashtag: (v) => ({ hashtag: v }),
  coverImage: (c) => ({ cover_extra_large: c.extraLarge, cover_large: c.large, cover_medium: c.medium, cover_color: c.color }),
  bannerImage: (v) => ({ banner_image: v }),
  trailer: (v) => ({ trailer: v }),
  externalLinks: (v) => ({ external_links: v }),
  streamingEpisodes: (v) => ({ streaming_episodes: v }),
};

export const FIELD_COLUMN_TYPES: Columns = {
  id_mal: 'integer',
  title_romaji: 'text',
  title_english: 'text',
  title_native: 'text',
  synonyms: 'text[]',
  description: 'text',
  format: 'text',
  status: 'text',
  source: 'text',
  country_of_origin: 'text',
  is_adult: 'boolean',
  is_licensed: 'boolean',
  is_locked: 'boolean',
  is_favourite_blocked: 'boolean',
  is_recommendation_blocked: 'boolean',
  is_review_blocked: 'boolean',
  start_year: 'integer',
  start_month: 'integer',
  start_day: 'integer',
  start_date_int: 'integer',
  end_year: 'integer',
  end_month: 'integer',
  end_day: 'integer',
  end_date_int: 'integer',
  season: 'text',
  season_year: 'integer',
  episodes: 'integer',
  duration: 'integer',
  chapters: 'integer',
  volumes: 'integer',
  genres: 'text[]',
  hashtag: 'text',
  cover_extra_large: 'text',
  cover_large: 'text',
  cover_medium: 'text',
  cover_color: 'text',
  banner_image: 'text',
  trailer: 'jsonb',
  external_links: 'jsonb',
  streaming_episodes: 'jsonb',
};

/** Column values for the fields present in `fields`, and the names of the columns they set. */
export function fieldColumns(fields: Partial<MediaFields>): { values: Record<string, unknown>; present: string[] } {
  const values: Record<string, unknown> = {};
  for (const field of Object.keys(FIELD_COLUMNS) as ColumnField[]) {
    if (!Object.hasOwn(fields, field)) continue;
    Object.assign(values, (FIELD_COLUMNS[field] as (v: unknown) => Record<string, unknown>)(fields[field]));
  }
  return { values, present: Object.keys(values) };
}
