// An import's preview: the file read, each entry matched to the catalogue and compared with the member's list,
// nothing written. The confirm step runs the same steps again on the same file, so what it sends is what the
// member saw (unless the list changed in between, when the import still only writes differences).
import { isDeepStrictEqual } from 'node:util';
import type {
  ImportAction,
  ImportChange,
  ImportField,
  ImportFields,
  ImportMatched,
  ImportPreview,
  ImportPreviewMedia,
  ImportUnmatched,
} from '@tsuzuki/events/listImport';
import type { MediaListOptions, MediaType } from '@tsuzuki/events';
import { withMediaListOptionDefaults } from '@tsuzuki/events/userDefaults';
import type { Queryable } from '../db/queryable.ts';
import { T } from '../db/sql.ts';
import { fromFuzzyDateInt, type EntryRow } from '../schema/lists/rows.ts';
import type { MediaRow } from '../schema/media/rows.ts';
import type { ImportFile, ImportLine } from './importFile.ts';
import { malPriority, malScore, type MappedEntry, type MappedLine } from './malMapping.ts';
import { matchEntries, type MatchRequest } from './matching.ts';
import { eachInTurns } from './turns.ts';

const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);

/** ImportMediaList's entry (command-service/src/lists/commands.ts ImportedEntry). */
export type ImportedEntry = MappedEntry & { mediaId: number };

export interface PreparedImport {
  preview: ImportPreview;
  /** The matched entries in file order, each media once, by entry index. */
  entries: Map<number, ImportedEntry>;
  /** The member's list settings the preview was made against. */
  options: MediaListOptions;
}

/** The columns of the media row the preview reads. */
type PreviewMedia = Pick<
  MediaRow,
  'id' | 'type' | 'title_romaji' | 'title_english' | 'format' | 'episodes' | 'chapters' | 'volumes' | 'cover_large'
>;

const FIELDS: ImportField[] = [
  'status',
  'score',
  'progress',
  'progressVolumes',
  'repeat',
  'priority',
  'notes',
  'startedAt',
  'completedAt',
  'private',
  'hiddenFromStatusLists',
  'customLists',
  'advancedScores',
  'rewatches',
  'rewatchStartedAt',
];

/**
 * The fields as the import will store them: progress within the media's length (the decider clamps the same way);
 * what the file does not say (a MyAnimeList file's flags, lists and rewatches) as the entry has it.
 */
function storedFields(entry: MappedEntry, media: PreviewMedia, current: ImportFields | null): ImportFields {
  const total = media.type === 'ANIME' ? media.episodes : media.chapters;
  const had = current ?? {
    private: false,
    hiddenFromStatusLists: false,
    customLists: [],
    advancedScores: {},
    rewatches: [],
    rewatchStartedAt: null,
  };
  const given = entry.rewatches ?? [];
  const extends_ = given.length > had.rewatches.length && had.rewatches.every((r, i) => same(r, given[i]));
  return {
    status: entry.status,
    score: entry.scoreRaw,
    progress: total !== null ? Math.min(entry.progress, total) : entry.progress,
    progressVolumes:
      media.type !== 'MANGA' ? 0 : media.volumes !== null ? Math.min(entry.progressVolumes, media.volumes) : entry.progressVolumes,
    repeat: entry.repeat,
    priority: entry.priority,
    notes: entry.notes,
    startedAt: entry.startedAt,
    completedAt: entry.completedAt,
    private: entry.private ?? had.private,
    hiddenFromStatusLists: entry.hiddenFromStatusLists ?? had.hiddenFromStatusLists,
    customLists: entry.customLists ?? had.customLists,
    advancedScores: entry.advancedScores ?? had.advancedScores,
    rewatches: extends_ ? given : had.rewatches,
    rewatchStartedAt:
      entry.status !== 'REPEATING'
        ? null
        : entry.rewatchStartedAt !== undefined && entry.rewatchStartedAt
          ? entry.rewatchStartedAt
          : had.rewatchStartedAt,
  };
}

function currentFields(row: EntryRow): ImportFields {
  return {
    status: row.status,
    score: row.score,
    progress: row.progress,
    progressVolumes: row.progress_volumes,
    repeat: row.repeat,
    priority: row.priority,
    notes: row.notes,
    startedAt: fromFuzzyDateInt(row.started_at),
    completedAt: fromFuzzyDateInt(row.completed_at),
    private: row.private,
    hiddenFromStatusLists: row.hidden_from_status_lists,
    customLists: row.custom_lists,
    advancedScores: row.advanced_scores,
    rewatches: row.rewatches,
    rewatchStartedAt: row.rewatch_started_at,
  };
}

/**
 * MyAnimeList knows whole scores 1-10, three priorities and trimmed comments: where the file says what the entry
 * already says in those coarser terms (85 is "9", priority 4 is "HIGH"), the entry keeps its finer value. So a list
 * exported as MyAnimeList XML and imported back changes nothing, and a real change in the file still applies.
 */
export function keepFiner(current: EntryRow, entry: MappedEntry): MappedEntry {
  return {
    ...entry,
    scoreRaw: malScore(current.score) === malScore(entry.scoreRaw) ? current.score : entry.scoreRaw,
    priority: malPriority(current.priority) === malPriority(entry.priority) ? current.priority : entry.priority,
    notes: current.notes.trim() === entry.notes ? current.notes : entry.notes,
  };
}

function compare(current: ImportFields | null, next: ImportFields): { action: ImportAction; changes: ImportChange[] } {
  const changes = FIELDS.filter((f) => !current || !same(current[f], next[f])).map(
    (field) => ({ field, from: current ? current[field] : null, to: next[field] }) as ImportChange,
  );
  return { action: !current ? 'CREATE' : changes.length ? 'UPDATE' : 'UNCHANGED', changes };
}

const previewMedia = (m: PreviewMedia): ImportPreviewMedia => ({
  id: m.id,
  type: m.type,
  romaji: m.title_romaji,
  english: m.title_english,
  format: m.format,
  total: m.type === 'ANIME' ? m.episodes : m.chapters,
  coverImage: m.cover_large,
});

/** The custom lists and advanced scoring names of the matched entries that the member lacks, by type. */
function newListOptions(
  entries: Iterable<ImportedEntry & { type: MediaType }>,
  options: MediaListOptions,
): ImportPreview['newListOptions'] {
  const wanted = {
    ANIME: { customLists: new Set<string>(), advancedScoring: new Set<string>() },
    MANGA: { customLists: new Set<string>(), advancedScoring: new Set<string>() },
  };
  for (const e of entries) {
    for (const name of e.customLists ?? []) wanted[e.type].customLists.add(name);
    for (const [label, score] of Object.entries(e.advancedScores ?? {})) if (score > 0) wanted[e.type].advancedScoring.add(label);
  }
  return (['ANIME', 'MANGA'] as const)
    .map((type) => {
      const has = type === 'ANIME' ? options.animeList : options.mangaList;
      const lacks = (names: Set<string>, had: string[]) => [...names].filter((n) => !had.some((h) => h.toLowerCase() === n.toLowerCase()));
      return {
        type,
        customLists: lacks(wanted[type].customLists, has.customLists),
        advancedScoring: lacks(wanted[type].advancedScoring, has.advancedScoring),
      };
    })
    .filter((o) => o.customLists.length || o.advancedScoring.length);
}

/** Reads, matches and compares an export (MyAnimeList or AniList) for member `userId`. */
export async function prepareImport(db: Queryable, userId: number, file: ImportFile): Promise<PreparedImport> {
  const lines: { line: ImportLine; mapped: MappedLine }[] = [];
  const unmatched: ImportUnmatched[] = [];
  const requests: MatchRequest[] = [];
  await eachInTurns(file.lines, (line) => {
    const mapped = line.map();
    lines.push({ line, mapped });
    if (mapped.ok) requests.push({ index: line.index, type: line.type, series: mapped.series });
    else
      unmatched.push({ index: line.index, type: line.type, title: mapped.series.title, malId: mapped.series.malId, reason: mapped.reason });
  });
  const listed = await db.query<{ media_id: number }>(`SELECT media_id FROM ${T.listEntries} WHERE user_id = $1`, [userId]);
  const matches = await matchEntries(db, requests, new Set(listed.rows.map((r) => r.media_id)));
  const mediaIds = [...new Set([...matches.values()].map((m) => m.mediaId))];
  const [media, current, owner] = await Promise.all([
    db.query<PreviewMedia>(
      `SELECT id, type, title_romaji, title_english, format, episodes, chapters, volumes, cover_large FROM ${T.media} WHERE id = ANY($1::int[])`,
      [mediaIds],
    ),
    db.query<EntryRow>(`SELECT * FROM ${T.listEntries} WHERE user_id = $1 AND media_id = ANY($2::int[])`, [userId, mediaIds]),
    db.query<{ media_list_options: Parameters<typeof withMediaListOptionDefaults>[0] }>(
      `SELECT media_list_options FROM ${T.users} WHERE id = $1`,
      [userId],
    ),
  ]);
  const mediaById = new Map(media.rows.map((m) => [m.id, m]));
  const entryByMedia = new Map(current.rows.map((e) => [e.media_id, e]));
  const options = withMediaListOptionDefaults(owner.rows[0]?.media_list_options);
  // MyAnimeList's coarser values keep the entry's finer ones; an AniList file says them exactly.
  const refine = file.source === 'MYANIMELIST' ? keepFiner : (_row: EntryRow, entry: MappedEntry) => entry;

  const matched: ImportMatched[] = [];
  const entries = new Map<number, ImportedEntry>();
  const firstFor = new Map<number, ImportMatched>();
  const typed: (ImportedEntry & { type: MediaType })[] = [];
  await eachInTurns(lines, ({ line, mapped }) => {
    if (!mapped.ok) return;
    const match = matches.get(line.index);
    const row = match && mediaById.get(match.mediaId);
    const base = { index: line.index, type: line.type, title: mapped.series.title, malId: mapped.series.malId };
    if (!match || !row) {
      unmatched.push({ ...base, reason: `No ${line.type === 'ANIME' ? 'anime' : 'manga'} in the catalogue has this title.` });
      return;
    }
    const earlier = firstFor.get(row.id);
    if (earlier) {
      unmatched.push({
        ...base,
        reason: `Matched the same title as entry ${earlier.index + 1} ("${earlier.title}"), which is imported instead.`,
      });
      return;
    }
    const entryRow = entryByMedia.get(row.id);
    const entry = entryRow ? refine(entryRow, mapped.entry) : mapped.entry;
    const had = entryRow ? currentFields(entryRow) : null;
    const { action, changes } = compare(had, storedFields(entry, row, had));
    const item: ImportMatched = {
      index: line.index,
      title: mapped.series.title,
      malId: mapped.series.malId,
      match: match.how,
      media: previewMedia(row),
      action,
      changes,
    };
    firstFor.set(row.id, item);
    matched.push(item);
    entries.set(line.index, { mediaId: row.id, ...entry });
    typed.push({ mediaId: row.id, ...entry, type: row.type });
  });
  unmatched.sort((a, b) => a.index - b.index);
  const count = (action: ImportAction) => matched.filter((m) => m.action === action).length;
  return {
    preview: {
      source: file.source,
      fileHash: file.hash,
      userName: file.userName,
      scoreFormat: options.scoreFormat,
      counts: {
        entries: file.lines.length,
        matched: matched.length,
        unmatched: unmatched.length,
        create: count('CREATE'),
        update: count('UPDATE'),
        unchanged: count('UNCHANGED'),
      },
      newListOptions: newListOptions(typed, options),
      matched,
      unmatched,
    },
    entries,
    options,
  };
}
