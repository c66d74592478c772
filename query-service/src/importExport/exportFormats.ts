// The JSON (everything) and CSV (one row per entry) exports of a member's lists.
import type { FavouriteKind, FuzzyDate } from '@tsuzuki/events';
import { scoreFromRaw } from '@tsuzuki/events/scores';
import { stringify } from 'csv-stringify/sync';
import type { ExportData, ExportEntry } from './exportData.ts';

export const JSON_EXPORT_FORMAT = 'tsuzuki-list-export';
export const JSON_EXPORT_VERSION = 1;

const FAVOURITE_GROUPS: Record<FavouriteKind, string> = {
  ANIME: 'anime',
  MANGA: 'manga',
  CHARACTER: 'characters',
  STAFF: 'staff',
  STUDIO: 'studios',
};

/** Lists, favourites (in the member's order), rewatch history and list activity history, as one document. */
export function exportJson(data: ExportData, exportedAt: Date): string {
  const favourites: Record<string, { id: number; name: string | null; position: number }[]> = Object.fromEntries(
    Object.values(FAVOURITE_GROUPS).map((group) => [group, []]),
  );
  for (const f of data.favourites) favourites[FAVOURITE_GROUPS[f.kind]]!.push({ id: f.id, name: f.name, position: f.position });
  return JSON.stringify(
    {
      format: JSON_EXPORT_FORMAT,
      version: JSON_EXPORT_VERSION,
      exportedAt: exportedAt.toISOString(),
      user: data.user,
      anime: data.entries.filter((e) => e.media.type === 'ANIME'),
      manga: data.entries.filter((e) => e.media.type === 'MANGA'),
      favourites,
      history: data.activities,
    },
    null,
    2,
  );
}

/** "2019-04-07", "2019-04" or "2019"; "" when unknown. */
export function formatDate(date: FuzzyDate | null | undefined): string {
  if (!date?.year) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return [String(date.year), date.month ? two(date.month) : null, date.month && date.day ? two(date.day) : null].filter(Boolean).join('-');
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

export const CSV_COLUMNS = [
  'type',
  'media_id',
  'mal_id',
  'title_romaji',
  'title_english',
  'format',
  'status',
  'score',
  'score_raw',
  'progress',
  'total',
  'progress_volumes',
  'repeat',
  'priority',
  'private',
  'hidden_from_status_lists',
  'custom_lists',
  'advanced_scores',
  'started_at',
  'completed_at',
  'rewatches',
  'rewatch_started_at',
  'notes',
  'created_at',
  'updated_at',
] as const;

function csvRow(e: ExportEntry, data: ExportData): Record<(typeof CSV_COLUMNS)[number], string | number> {
  const format = data.user.mediaListOptions.scoreFormat;
  return {
    type: e.media.type,
    media_id: e.media.id,
    mal_id: e.media.malId ?? '',
    title_romaji: e.media.romaji,
    title_english: e.media.english ?? '',
    format: e.media.format ?? '',
    status: e.status,
    score: e.score > 0 ? scoreFromRaw(e.score, format) : '',
    score_raw: e.score,
    progress: e.progress,
    total: (e.media.type === 'ANIME' ? e.media.episodes : e.media.chapters) ?? '',
    progress_volumes: e.media.type === 'MANGA' ? e.progressVolumes : '',
    repeat: e.repeat,
    priority: e.priority,
    private: e.private ? 'true' : 'false',
    hidden_from_status_lists: e.hiddenFromStatusLists ? 'true' : 'false',
    custom_lists: e.customLists.join('; '),
    advanced_scores: Object.entries(e.advancedScores)
      .filter(([, s]) => s > 0)
      .map(([label, s]) => `${label}: ${s}`)
      .join('; '),
    started_at: formatDate(e.startedAt),
    completed_at: formatDate(e.completedAt),
    // Each finished rewatch: "start..finish (score)", oldest first.
    rewatches: e.rewatches.map((r) => `${formatDate(r.startedAt)}..${formatDate(r.completedAt)} (${r.score})`).join('; '),
    rewatch_started_at: formatDate(e.rewatchStartedAt),
    notes: e.notes,
    created_at: iso(e.createdAt),
    updated_at: iso(e.updatedAt),
  };
}

/** One row per entry, anime first; a header row names the columns (RFC 4180 quoting, CRLF). */
export function exportCsv(data: ExportData): string {
  return stringify(
    data.entries.map((e) => csvRow(e, data)),
    {
      header: true,
      columns: [...CSV_COLUMNS],
      record_delimiter: 'windows',
      bom: true,
      // A cell starting with = + - @ would run as a formula in a spreadsheet: it gets a leading quote.
      escape_formulas: true,
    },
  );
}
