// Reads an AniList list export: the JSON answer of AniList's MediaListCollection query (docs.anilist.co, "Media
// List"), which this site's API answers in the same shape and its "AniList JSON" export writes. A member gets one by
// running the query (ANILIST_EXPORT_QUERY) or from a tool that saves it, for anime, manga or both, so the file may be:
//   { "data": { "MediaListCollection": {...} } }          the whole answer for one type
//   { "MediaListCollection": {...} } or { "lists": [...] } its data, or the collection alone
//   { "data": { "anime": {...}, "manga": {...} } }        one query with both types aliased (this site's export)
//   [ answer, answer ]                                    the anime and the manga answer in one array
// Every field may be missing or null, as a query may not ask for it. The shape is checked with zod; anything else is
// refused with a message saying what was expected.
import { z } from 'zod';
import { FuzzyDate as StoredDate, LIST_LIMITS, MEDIA_LIST_STATUSES, MEDIA_TYPES, type MediaType } from '@tsuzuki/events';
import { SCORE_FORMATS } from '@tsuzuki/events';
import { badInput } from '../http/errors.ts';

export const NOT_AN_ANILIST_EXPORT =
  'This file is not an AniList list export: expected the JSON answer of a MediaListCollection query ({"data": {"MediaListCollection": {"lists": [...]}}}), for anime, manga or both.';
export const TOO_MANY_ANILIST_ENTRIES = `This file has more than ${LIST_LIMITS.importEntries.toLocaleString('en-US')} entries; split it before importing.`;

/** The query whose answer the import reads (and the export writes, with this site's own rewatch fields added). */
export const ANILIST_EXPORT_QUERY = `query ($userName: String) {
  anime: MediaListCollection(userName: $userName, type: ANIME) { ...collection }
  manga: MediaListCollection(userName: $userName, type: MANGA) { ...collection }
}
fragment collection on MediaListCollection {
  user { name mediaListOptions { scoreFormat } }
  lists { name isCustomList entries {
    id mediaId status score scoreRaw: score(format: POINT_100) progress progressVolumes repeat priority private notes
    hiddenFromStatusLists customLists advancedScores
    startedAt { year month day } completedAt { year month day } createdAt updatedAt
    media { id idMal type format episodes chapters siteUrl title { romaji english native } }
  } }
}`;

const int = z.number().int().nullish();
const text = z.string().nullish();
const date = z
  .object({ year: int, month: int, day: int })
  .nullish()
  .transform((d) => {
    const parsed = StoredDate.safeParse({ year: d?.year ?? null, month: d?.month ?? null, day: d?.day ?? null });
    return parsed.success ? parsed.data : { year: null, month: null, day: null };
  });
const score = z.number().min(0).max(100).nullish();

/** AniList's Json of custom lists: { name: onThisList }, or with asArray [{ name, enabled }]. */
const customLists = z
  .union([z.record(z.string(), z.boolean().nullish()), z.array(z.object({ name: z.string(), enabled: z.boolean().nullish() }))])
  .nullish()
  .transform((lists) => {
    if (!lists) return null;
    const all = Array.isArray(lists) ? lists.map((l) => [l.name, l.enabled] as const) : Object.entries(lists);
    return { all: all.map(([name]) => name), on: all.filter(([, on]) => on).map(([name]) => name) };
  });

const entry = z.object({
  id: int,
  mediaId: int,
  status: z.enum(MEDIA_LIST_STATUSES),
  score,
  /** The alias `scoreRaw: score(format: POINT_100)` (this site's export and ANILIST_EXPORT_QUERY). */
  scoreRaw: score,
  progress: int,
  progressVolumes: int,
  repeat: int,
  priority: int,
  private: z.boolean().nullish(),
  notes: text,
  hiddenFromStatusLists: z.boolean().nullish(),
  customLists,
  advancedScores: z.record(z.string(), z.number().min(0).max(100).nullable()).nullish(),
  startedAt: date,
  completedAt: date,
  /** This site's own: finished rewatches with their dates and score (scoreRaw: 0-100). */
  rewatches: z.array(z.object({ number: z.number().int().min(1), startedAt: date, completedAt: date, score, scoreRaw: score })).nullish(),
  rewatchStartedAt: date.nullish(),
  media: z
    .object({
      id: int,
      idMal: int,
      type: z.enum(MEDIA_TYPES).nullish(),
      format: text,
      episodes: int,
      chapters: int,
      siteUrl: text,
      title: z.object({ romaji: text, english: text, native: text, userPreferred: text }).nullish(),
    })
    .nullish(),
});
export type AniListEntry = z.infer<typeof entry>;

const collection = z.object({
  lists: z.array(z.object({ name: text, isCustomList: z.boolean().nullish(), entries: z.array(entry.nullable()).nullish() }).nullable()),
  user: z.object({ name: text, mediaListOptions: z.object({ scoreFormat: z.enum(SCORE_FORMATS).nullish() }).nullish() }).nullish(),
});
type Collection = z.infer<typeof collection>;

/** One entry of the file, once: an entry on custom lists appears in each of them and in its status list. */
export interface AniListLine {
  index: number;
  /** Null when neither the entry nor the file says whether it is anime or manga. */
  type: MediaType | null;
  entry: AniListEntry;
  /** The custom lists the entry is on, from its own field or else from the groups it appears in. */
  customLists: string[];
  /** How the collection's scores read: POINT_100 when raw, else the format it says or guesses (anilistMapping.ts). */
  collection: { scoreFormat: string | null; anyScoreAbove10: boolean };
}

export interface AniListExport {
  userName: string | null;
  lines: AniListLine[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The collections of a file in order, each with the type its alias names ("anime", "manga"), if any. */
function collections(value: unknown, hint: MediaType | null, found: { value: unknown; hint: MediaType | null }[], depth = 0): void {
  if (depth > 4) return;
  if (Array.isArray(value)) {
    for (const item of value) collections(item, hint, found, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  if (Array.isArray(value.errors) && value.data == null) {
    const message = (value.errors[0] as { message?: unknown } | undefined)?.message;
    throw badInput(`This file is an error answer of the AniList API${typeof message === 'string' ? `: "${message.slice(0, 200)}"` : ''}.`);
  }
  if ('lists' in value) {
    found.push({ value, hint });
    return;
  }
  for (const [key, inner] of Object.entries(value)) {
    const named = /manga/i.test(key) ? 'MANGA' : /anime/i.test(key) ? 'ANIME' : hint;
    collections(inner, named, found, depth + 1);
  }
}

const ANIME_FORMATS = new Set(['TV', 'TV_SHORT', 'MOVIE', 'SPECIAL', 'OVA', 'ONA', 'MUSIC']);
const MANGA_FORMATS = new Set(['MANGA', 'NOVEL', 'ONE_SHOT']);

/** A collection whose status lists are named "Reading" is manga, "Watching" anime (AniList's names). */
function typeByListNames(c: Collection): MediaType | null {
  const names = c.lists.map((g) => (!g?.isCustomList && g?.name ? g.name.toLowerCase() : ''));
  if (names.some((n) => n === 'reading' || n === 'rereading')) return 'MANGA';
  if (names.some((n) => n === 'watching' || n === 'rewatching')) return 'ANIME';
  return null;
}

/** Where zod found the first problem, for the member: "anime.lists.0.entries.3.status". */
function problemOf(error: z.ZodError, where: string): string {
  const issue = error.issues[0]!;
  const path = [where, ...issue.path].filter((p) => p !== '').join('.');
  return `This AniList export has an entry it cannot read (at ${path}: ${issue.message}).`;
}

/** The whole JSON text of an export, read into its entries (each once, in file order). */
export function parseAniListJson(json: string): AniListExport {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw badInput(NOT_AN_ANILIST_EXPORT);
  }
  const found: { value: unknown; hint: MediaType | null }[] = [];
  collections(value, null, found);
  if (found.length === 0) throw badInput(NOT_AN_ANILIST_EXPORT);
  const lines: AniListLine[] = [];
  const byKey = new Map<string, AniListLine>();
  let userName: string | null = null;
  found.forEach(({ value: raw, hint }, n) => {
    const parsed = collection.safeParse(raw);
    if (!parsed.success) throw badInput(problemOf(parsed.error, hint ? hint.toLowerCase() : `collection ${n + 1}`));
    const c: Collection = parsed.data;
    userName ??= c.user?.name ?? null;
    const entries = c.lists.flatMap((group) => (group?.entries ?? []).map((e) => ({ group, e })));
    const about = {
      scoreFormat: c.user?.mediaListOptions?.scoreFormat ?? null,
      anyScoreAbove10: entries.some(({ e }) => (e?.score ?? 0) > 10 || Object.values(e?.advancedScores ?? {}).some((s) => (s ?? 0) > 10)),
    };
    const named = typeByListNames(c);
    for (const { group, e } of entries) {
      if (!e) continue;
      const format = e.media?.format ?? '';
      const type = e.media?.type ?? (MANGA_FORMATS.has(format) ? 'MANGA' : ANIME_FORMATS.has(format) ? 'ANIME' : (hint ?? named));
      const mediaKey = e.media?.id ?? e.mediaId ?? e.id;
      const key = mediaKey != null ? `${type}:${mediaKey}` : null;
      const earlier = key ? byKey.get(key) : undefined;
      const fromGroup = group?.isCustomList && group.name ? [group.name] : [];
      if (earlier) {
        if (!e.customLists) for (const name of fromGroup) if (!earlier.customLists.includes(name)) earlier.customLists.push(name);
        continue;
      }
      if (lines.length >= LIST_LIMITS.importEntries) throw badInput(TOO_MANY_ANILIST_ENTRIES);
      const line: AniListLine = {
        index: lines.length,
        type,
        entry: e,
        customLists: e.customLists ? [...e.customLists.on] : fromGroup,
        collection: about,
      };
      lines.push(line);
      if (key) byKey.set(key, line);
    }
  });
  return { userName, lines };
}
