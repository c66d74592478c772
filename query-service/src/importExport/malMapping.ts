// MyAnimeList's list fields and ours, both ways: the import reads an export's entries into ImportMediaList's
// fields, and the MAL XML export writes ours back so that MyAnimeList (and the trackers that read its format)
// can import them, and so can we.
import { LIST_LIMITS, NO_DATE, type FuzzyDate, type MediaListStatus, type MediaType } from '@tsuzuki/events';
import type { ImportedEntry } from '@tsuzuki/events/commands';
import type { MalEntry } from './malXml.ts';

/** ImportMediaList's entry without its media: what one line of an export says. */
export type MappedEntry = Omit<ImportedEntry, 'mediaId'>;

/** The entry's identity in the file: what the matcher compares with the catalogue. */
export interface MalSeries {
  malId: number | null;
  /** AniList files: the media's AniList id, or this site's own id (a file exported here). */
  anilistId?: number | null;
  mediaId?: number | null;
  title: string;
  /** series_type: TV, Movie, OVA, ONA, Special, Music (anime exports only). */
  format: string | null;
  /** Episodes (anime) or chapters (manga); null when the file does not know. */
  total: number | null;
}

export type MappedLine = { ok: true; series: MalSeries; entry: MappedEntry } | { ok: false; series: MalSeries; reason: string };

// Current exports write words; older ones wrote MyAnimeList's status numbers.
const STATUS: Record<string, MediaListStatus> = {
  watching: 'CURRENT',
  reading: 'CURRENT',
  '1': 'CURRENT',
  completed: 'COMPLETED',
  '2': 'COMPLETED',
  'on-hold': 'PAUSED',
  'on hold': 'PAUSED',
  onhold: 'PAUSED',
  '3': 'PAUSED',
  dropped: 'DROPPED',
  '4': 'DROPPED',
  'plan to watch': 'PLANNING',
  'plan to read': 'PLANNING',
  plantowatch: 'PLANNING',
  plantoread: 'PLANNING',
  '6': 'PLANNING',
};
// MyAnimeList's default priority is Low, which every entry has unless changed: it means "none" here.
const PRIORITY: Record<string, number> = { low: 0, '0': 0, medium: 1, '1': 1, high: 2, '2': 2 };
const YES = new Set(['1', 'yes', 'true']);

const FIELDS = {
  ANIME: {
    id: 'series_animedb_id',
    title: 'series_title',
    total: 'series_episodes',
    progress: 'my_watched_episodes',
    repeat: 'my_times_watched',
    again: 'my_rewatching',
  },
  MANGA: {
    id: 'manga_mangadb_id',
    title: 'manga_title',
    total: 'manga_chapters',
    progress: 'my_read_chapters',
    repeat: 'my_times_read',
    again: 'my_rereading',
  },
} as const;

function count(value: string | undefined, max: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? Math.min(n, max) : 0;
}

/** "2019-04-07"; MyAnimeList writes an unknown part as zeros ("2019-00-00", "0000-00-00"). */
export function parseMalDate(value: string | undefined): FuzzyDate {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value?.trim() ?? '');
  if (!m) return NO_DATE;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1800 || year > 2200) return NO_DATE;
  if (month < 1 || month > 12) return { year, month: null, day: null };
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: day >= 1 && day <= lastDay ? day : null };
}

export function formatMalDate(date: FuzzyDate | null | undefined): string {
  if (!date?.year) return '0000-00-00';
  const two = (n: number | null) => String(n ?? 0).padStart(2, '0');
  return `${String(date.year).padStart(4, '0')}-${two(date.month)}-${two(date.day)}`;
}

/** One line of an export in our fields, or why it cannot be imported. */
export function mapMalEntry(line: MalEntry): MappedLine {
  const f = line.fields;
  const names = FIELDS[line.type];
  const total = count(f[names.total], LIST_LIMITS.progress);
  const series: MalSeries = {
    malId: count(f[names.id], Number.MAX_SAFE_INTEGER) || null,
    title: (f[names.title] ?? '').replace(/\s+/g, ' ').trim(),
    format: line.type === 'ANIME' ? f.series_type?.trim() || null : null,
    total: total || null,
  };
  if (!series.title) return { ok: false, series, reason: 'The entry has no title.' };
  const said = (f.my_status ?? '').trim().toLowerCase();
  let status = STATUS[said];
  if (!status) return { ok: false, series, reason: `Unknown status "${f.my_status ?? ''}".` };
  let progress = count(f[names.progress], LIST_LIMITS.progress);
  // A rewatch under way: MyAnimeList keeps the entry Completed (or Watching) with a flag, and the rewatch's own
  // episode in my_rewatching_ep (anime exports only).
  if (YES.has((f[names.again] ?? '').trim().toLowerCase()) && (status === 'COMPLETED' || status === 'CURRENT')) {
    status = 'REPEATING';
    if (line.type === 'ANIME' && f.my_rewatching_ep !== undefined) progress = count(f.my_rewatching_ep, LIST_LIMITS.progress);
  }
  const score = Number.parseFloat(f.my_score ?? '');
  return {
    ok: true,
    series,
    entry: {
      status,
      scoreRaw: Number.isFinite(score) && score > 0 ? Math.round(Math.min(score, 10) * 10) : 0,
      progress,
      progressVolumes: line.type === 'MANGA' ? count(f.my_read_volumes, LIST_LIMITS.progress) : 0,
      repeat: count(f[names.repeat], LIST_LIMITS.repeat),
      priority: PRIORITY[(f.my_priority ?? '').trim().toLowerCase()] ?? 0,
      notes: (f.my_comments ?? '').trim().slice(0, LIST_LIMITS.notes),
      startedAt: parseMalDate(f.my_start_date),
      completedAt: parseMalDate(f.my_finish_date),
    },
  };
}

/** Our status as MyAnimeList writes it; a rewatch is Completed with the rewatching flag. */
export function malStatus(status: MediaListStatus, type: MediaType): string {
  switch (status) {
    case 'CURRENT':
      return type === 'ANIME' ? 'Watching' : 'Reading';
    case 'COMPLETED':
    case 'REPEATING':
      return 'Completed';
    case 'PAUSED':
      return 'On-Hold';
    case 'DROPPED':
      return 'Dropped';
    case 'PLANNING':
      return type === 'ANIME' ? 'Plan to Watch' : 'Plan to Read';
  }
}

export const malPriority = (priority: number) => (priority >= 2 ? 'HIGH' : priority === 1 ? 'MEDIUM' : 'LOW');

/** A raw score (0-100) on MyAnimeList's 1-10 scale; 0 stays "no score". */
export const malScore = (raw: number) => (raw > 0 ? Math.max(1, Math.round(raw / 10)) : 0);
