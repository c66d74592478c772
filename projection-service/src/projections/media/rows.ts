import type {
  CountryCode,
  ExternalLinkType,
  MediaFormat,
  MediaListStatus,
  MediaSeason,
  MediaSource,
  MediaStatus,
  MediaType,
} from '@tsuzuki/events';

/** A row of rm_media.media, as this projection writes it and the query-service reads it. */
export interface MediaRow {
  id: number;
  type: MediaType;
  /** MyAnimeList id (Media.idMal). */
  id_mal: number | null;
  title_romaji: string;
  title_english: string | null;
  title_native: string | null;
  synonyms: string[];
  description: string | null;
  format: MediaFormat | null;
  status: MediaStatus | null;
  source: MediaSource | null;
  country_of_origin: CountryCode | null;
  is_adult: boolean;
  is_licensed: boolean;
  is_locked: boolean;
  is_favourite_blocked: boolean;
  is_recommendation_blocked: boolean;
  is_review_blocked: boolean;
  start_year: number | null;
  start_month: number | null;
  start_day: number | null;
  end_year: number | null;
  end_month: number | null;
  end_day: number | null;
  season: MediaSeason | null;
  season_year: number | null;
  episodes: number | null;
  duration: number | null;
  chapters: number | null;
  volumes: number | null;
  genres: string[];
  hashtag: string | null;
  cover_extra_large: string | null;
  cover_large: string | null;
  cover_medium: string | null;
  cover_color: string | null;
  banner_image: string | null;
  trailer: { id: string; site: string; thumbnail: string | null } | null;
  external_links: {
    id: number;
    url: string;
    site: string;
    type: ExternalLinkType;
    language: string | null;
    color: string | null;
    icon: string | null;
    notes: string | null;
  }[];
  streaming_episodes: { title: string; thumbnail: string | null; url: string; site: string }[];
  average_score: number | null;
  mean_score: number | null;
  popularity: number;
  favourites: number;
  trending: number;
  status_distribution: { status: MediaListStatus; amount: number }[];
  score_distribution: { score: number; amount: number }[];
  created_at: number;
  updated_at: number;
}
