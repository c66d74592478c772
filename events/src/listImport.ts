// The contract of list import and export (query-service/src/importExport, client /settings/import): the
// preview of an import, its result, and the export formats. Types and constants only, so that the client can
// import this module without the event catalogue.
import type { FuzzyDate, MediaListStatus, MediaType, Rewatch } from './catalogue/index.ts';
import type { ScoreFormat } from './scores.ts';

/** Where a file comes from: a MyAnimeList XML export, or AniList's MediaListCollection JSON (ours included). */
export type ImportSource = 'MYANIMELIST' | 'ANILIST';
/**
 * How an entry found its media: this site's own media id (a file exported here), its AniList id (a link to its
 * AniList page), its MyAnimeList id (given, or mapped from the AniList id), its title, or a close title.
 */
export type ImportMatchKind = 'MEDIA_ID' | 'ANILIST_ID' | 'MAL_ID' | 'TITLE' | 'SIMILAR_TITLE';
export type ImportAction = 'CREATE' | 'UPDATE' | 'UNCHANGED';

/** The fields an import sets, in stored units (raw 0-100 score), as the preview compares them. */
export interface ImportFields {
  status: MediaListStatus;
  score: number;
  progress: number;
  progressVolumes: number;
  repeat: number;
  priority: number;
  notes: string;
  startedAt: FuzzyDate;
  completedAt: FuzzyDate;
  /** AniList files only (a MyAnimeList import leaves these as they are). */
  private: boolean;
  hiddenFromStatusLists: boolean;
  customLists: string[];
  /** Raw 0-100 by label. */
  advancedScores: Record<string, number>;
  /** Finished rewatches, oldest first (this site's own field, in its AniList JSON export). */
  rewatches: Rewatch[];
  /** The start of the rewatch under way (this site's own field). */
  rewatchStartedAt: FuzzyDate | null;
}
export type ImportField = keyof ImportFields;

export interface ImportChange<F extends ImportField = ImportField> {
  field: F;
  from: ImportFields[F];
  to: ImportFields[F];
}

export interface ImportPreviewMedia {
  id: number;
  type: MediaType;
  romaji: string;
  english: string | null;
  format: string | null;
  /** Episodes (anime) or chapters (manga). */
  total: number | null;
  coverImage: string | null;
}

/** An entry of the file and the media it was matched to. */
export interface ImportMatched {
  /** The entry's position in the file, from 0: the confirm step's `skip` names entries this way. */
  index: number;
  title: string;
  malId: number | null;
  match: ImportMatchKind;
  media: ImportPreviewMedia;
  action: ImportAction;
  /** What the import would change on the member's entry (every field for a new one). */
  changes: ImportChange[];
}

export interface ImportUnmatched {
  index: number;
  type: MediaType;
  title: string;
  malId: number | null;
  reason: string;
}

export interface ImportPreview {
  source: ImportSource;
  /** SHA-256 of the file's XML: the confirm step sends it back, so that what is imported is what was previewed. */
  fileHash: string;
  /** The MyAnimeList user the export belongs to, when the file says. */
  userName: string | null;
  /** The member's score format, to show scores as they will appear on their list. */
  scoreFormat: ScoreFormat;
  counts: { entries: number; matched: number; unmatched: number; create: number; update: number; unchanged: number };
  /** Custom lists and advanced scoring names the file uses that the member lacks: the import adds them. */
  newListOptions: { type: MediaType; customLists: string[]; advancedScoring: string[] }[];
  matched: ImportMatched[];
  unmatched: ImportUnmatched[];
}

export interface ImportResult {
  created: number;
  updated: number;
  unchanged: number;
  /** Matched entries the member chose to leave out. */
  skipped: number;
  unmatched: number;
}

export const EXPORT_FORMATS = ['json', 'csv', 'mal', 'anilist'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Routes of the query-service (one origin with the client). */
export const IMPORT_PREVIEW_PATH = '/api/import/myanimelist/preview';
export const IMPORT_PATH = '/api/import/myanimelist';
export const ANILIST_IMPORT_PREVIEW_PATH = '/api/import/anilist/preview';
export const ANILIST_IMPORT_PATH = '/api/import/anilist';
export const IMPORT_PATHS: Record<ImportSource, { preview: string; import: string }> = {
  MYANIMELIST: { preview: IMPORT_PREVIEW_PATH, import: IMPORT_PATH },
  ANILIST: { preview: ANILIST_IMPORT_PREVIEW_PATH, import: ANILIST_IMPORT_PATH },
};
/** GET `${EXPORT_PATH}/json`, `/csv`, `/mal?type=ANIME|MANGA`, `/anilist`: the signed-in member's own lists. */
export const EXPORT_PATH = '/api/export';
