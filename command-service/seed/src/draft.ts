import type { CountryCode, FuzzyDate, MediaFields, MediaFormat, MediaSeason, MediaSource, MediaStatus, MediaType } from '@tsuzuki/events';
import type { Title } from './fictionalTitles.ts';
import type { NameStyle } from './personName.ts';

/** What is known about a media before the shared generators fill in casts, staff, tags and descriptions. */
export interface MediaDraft {
  id: number;
  type: MediaType;
  /** Entries of one franchise share their cast, genres, studio and creator. */
  franchise: string;
  nameStyle: NameStyle;
  title: Title;
  synonyms: string[];
  format: MediaFormat;
  status: MediaStatus;
  startDate: FuzzyDate;
  endDate: FuzzyDate;
  season: MediaSeason | null;
  seasonYear: number | null;
  episodes: number | null;
  duration: number | null;
  chapters: number | null;
  volumes: number | null;
  countryOfOrigin: CountryCode | null;
  externalLinks: MediaFields['externalLinks'];
  airingSchedule: MediaFields['airingSchedule'];
  /** Set when the franchise fixes it (an anime adapted from a generated manga); generated otherwise. */
  source: MediaSource | null;
  isAdult: boolean;
  /**
   * A real title from bangumi-data: it carries what the source states and nothing made up (no story, genres, tags,
   * cast, staff or studios; docs/adr/0068), is never labelled adult and keeps its real links.
   */
  real: boolean;
  /** A real title's MyAnimeList id, where the source has one (null: none known); fictional ones get a generated one. */
  idMal?: number | null;
}

export type DraftWithoutId = Omit<MediaDraft, 'id'>;

export const NO_DATE: FuzzyDate = { year: null, month: null, day: null };

export const nameStyleFor = (country: CountryCode | null): NameStyle =>
  country === 'KR' ? 'korean' : country === 'CN' || country === 'TW' ? 'chinese' : 'japanese';
