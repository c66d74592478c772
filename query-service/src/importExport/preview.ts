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
import { withMediaListOptionDefaults } from '@tsuzuki/events/userDefaults';
import type { Queryable } from '../db/queryable.ts';
import { T } from '../db/sql.ts';
import { fromFuzzyDateInt, type EntryRow } from '../schema/lists/rows.ts';
import type { MediaRow } from '../schema/media/rows.ts';
import type { ImportFile } from './importFile.ts';
import { malPriority, malScore, mapMalEntry, type MappedEntry, type MappedLine } from './malMapping.ts';
import type { MalEntry } from './malXml.ts';
import { matchEntries, type MatchRequest } from './matching.ts';
import { eachInTurns } from './turns.ts';

/** ImportMediaList's entry (command-service/src/lists/commands.ts ImportedEntry). */
export type ImportedEntry = MappedEntry & { mediaId: number };

export interface PreparedImport {
  preview: ImportPreview;
  /** The matched entries in file order, each media once, by entry index. */
  entries: Map<number, ImportedEntry>;
}

/** The columns of the media row the preview reads. */
type PreviewMedia = Pick<
  MediaRow,
  'id' | 'type' | 'title_romaji' | 'title_english' | 'format' | 'episodes' | 'chapters' | 'volumes' | 'cover_large'
>;

const FIELDS: ImportField[] = ['status', 'score', 'progress', 'progressVolumes', 'repeat', 'priority', 'notes', 'startedAt', 'completedAt'];

/** The fields as the import will store them: progress within the media's length (the decider clamps the same way). */
function storedFields(entry: MappedEntry, media: PreviewMedia): ImportFields {
  const total = media.type === 'ANIME' ? media.episodes : media.chapters;
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

const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);

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

/** Reads, matches and compares a MyAnimeList export for member `userId`. */
export async function prepareImport(db: Queryable, userId: number, file: ImportFile): Promise<PreparedImport> {
  const parsed = file.export;
  const lines: { line: MalEntry; mapped: MappedLine }[] = [];
  const unmatched: ImportUnmatched[] = [];
  const requests: MatchRequest[] = [];
  await eachInTurns(parsed.entries, (line) => {
    const mapped = mapMalEntry(line);
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

  const matched: ImportMatched[] = [];
  const entries = new Map<number, ImportedEntry>();
  const firstFor = new Map<number, ImportMatched>();
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
    const entry = entryRow ? keepFiner(entryRow, mapped.entry) : mapped.entry;
    const { action, changes } = compare(entryRow ? currentFields(entryRow) : null, storedFields(entry, row));
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
  });
  unmatched.sort((a, b) => a.index - b.index);
  const count = (action: ImportAction) => matched.filter((m) => m.action === action).length;
  return {
    preview: {
      source: 'MYANIMELIST',
      fileHash: file.hash,
      userName: parsed.userName,
      scoreFormat: withMediaListOptionDefaults(owner.rows[0]?.media_list_options).scoreFormat,
      counts: {
        entries: parsed.entries.length,
        matched: matched.length,
        unmatched: unmatched.length,
        create: count('CREATE'),
        update: count('UPDATE'),
        unchanged: count('UNCHANGED'),
      },
      matched,
      unmatched,
    },
    entries,
  };
}
