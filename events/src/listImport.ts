// The contract of list import and export (query-service/src/importExport, client /settings/import): the
// preview of an import, its result, and the export formats. Types and constants only, so that the client can
// import this module without the event catalogue.
import type { FuzzyDate, MediaListStatus, MediaType } from './catalogue/index.ts';
import type { ScoreFormat } from './scores.ts';

export type ImportMatchKind = 'MAL_ID' | 'TITLE' | 'SIMILAR_TITLE';
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
  source: 'MYANIMELIST';
  /** SHA-256 of the file's XML: the confirm step sends it back, so that what is imported is what was previewed. */
  fileHash: string;
  /** The MyAnimeList user the export belongs to, when the file says. */
  userName: string | null;
  /** The member's score format, to show scores as they will appear on their list. */
  scoreFormat: ScoreFormat;
  counts: { entries: number; matched: number; unmatched: number; create: number; update: number; unchanged: number };
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

export const EXPORT_FORMATS = ['json', 'csv', 'mal'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Routes of the query-service (one origin with the client). */
export const IMPORT_PREVIEW_PATH = '/api/import/myanimelist/preview';
export const IMPORT_PATH = '/api/import/myanimelist';
/** GET `${EXPORT_PATH}/json`, `/csv`, `/mal?type=ANIME|MANGA`: the signed-in member's own lists. */
export const EXPORT_PATH = '/api/export';
