// A member's lists as AniList JSON: the answer this site's API gives ANILIST_EXPORT_QUERY (anime and manga
// MediaListCollections, aliased), with this site's own rewatch history. The import reads it back field by field,
// so a list exported here and imported into another account is the same list. Tools that read AniList's answer
// read this file too: its media ids are this site's (siteUrl says so), with the MyAnimeList id beside them.
import type { MediaListStatus, MediaType } from '@tsuzuki/events';
import { scoreFromRaw } from '@tsuzuki/events/scores';
import { SITE_URL } from '../schema/text.ts';
import type { ExportData, ExportEntry } from './exportData.ts';

const STATUS_LISTS: Record<MediaType, [MediaListStatus, string][]> = {
  ANIME: [
    ['CURRENT', 'Watching'],
    ['REPEATING', 'Rewatching'],
    ['COMPLETED', 'Completed'],
    ['PAUSED', 'Paused'],
    ['DROPPED', 'Dropped'],
    ['PLANNING', 'Planning'],
  ],
  MANGA: [
    ['CURRENT', 'Reading'],
    ['REPEATING', 'Rereading'],
    ['COMPLETED', 'Completed'],
    ['PAUSED', 'Paused'],
    ['DROPPED', 'Dropped'],
    ['PLANNING', 'Planning'],
  ],
};

function entryJson(e: ExportEntry, data: ExportData, lists: readonly string[]) {
  const format = data.user.mediaListOptions.scoreFormat;
  // The entry's lists first, in its order (which the import keeps), then the member's other lists, as AniList names
  // every list of the owner.
  const customLists = Object.fromEntries([
    ...e.customLists.map((name) => [name, true] as const),
    ...lists.filter((name) => !e.customLists.includes(name)).map((name) => [name, false] as const),
  ]);
  const kind = e.media.type.toLowerCase();
  return {
    id: e.id,
    mediaId: e.media.id,
    status: e.status,
    score: scoreFromRaw(e.score, format),
    scoreRaw: e.score,
    progress: e.progress,
    progressVolumes: e.progressVolumes,
    repeat: e.repeat,
    priority: e.priority,
    private: e.private,
    notes: e.notes || null,
    hiddenFromStatusLists: e.hiddenFromStatusLists,
    customLists,
    advancedScores: e.advancedScores,
    startedAt: e.startedAt,
    completedAt: e.completedAt,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
    rewatches: e.rewatches.map((r) => ({ number: r.number, startedAt: r.startedAt, completedAt: r.completedAt, scoreRaw: r.score })),
    rewatchStartedAt: e.rewatchStartedAt,
    media: {
      id: e.media.id,
      idMal: e.media.malId,
      type: e.media.type,
      format: e.media.format,
      episodes: e.media.episodes,
      chapters: e.media.chapters,
      siteUrl: `${SITE_URL}/${kind}/${e.media.id}`,
      title: { romaji: e.media.romaji, english: e.media.english, native: e.media.native },
    },
  };
}

/** One type's MediaListCollection: a list per status (less the entries hidden from them), then each custom list. */
function collection(data: ExportData, type: MediaType) {
  const entries = data.entries.filter((e) => e.media.type === type);
  const lists = (type === 'ANIME' ? data.user.mediaListOptions.animeList : data.user.mediaListOptions.mangaList).customLists;
  const json = new Map(entries.map((e) => [e.id, entryJson(e, data, lists)]));
  const groups = [
    ...STATUS_LISTS[type].map(([status, name]) => ({
      name,
      isCustomList: false,
      isSplitCompletedList: false,
      status,
      entries: entries.filter((e) => e.status === status && !e.hiddenFromStatusLists).map((e) => json.get(e.id)),
    })),
    ...lists.map((name) => ({
      name,
      isCustomList: true,
      isSplitCompletedList: false,
      status: null,
      entries: entries.filter((e) => e.customLists.includes(name)).map((e) => json.get(e.id)),
    })),
  ].filter((g) => g.entries.length > 0);
  // An entry hidden from status lists and on no list would be lost: it gets a list of its own status after all.
  const shown = new Set(groups.flatMap((g) => g.entries.map((e) => e!.id)));
  const orphans = entries.filter((e) => !shown.has(e.id));
  if (orphans.length)
    groups.push({
      name: 'Hidden',
      isCustomList: false,
      isSplitCompletedList: false,
      status: null,
      entries: orphans.map((e) => json.get(e.id)),
    });
  return {
    user: { id: data.user.id, name: data.user.name, mediaListOptions: { scoreFormat: data.user.mediaListOptions.scoreFormat } },
    lists: groups,
    hasNextChunk: false,
  };
}

/** `{ data: { anime, manga } }`: both lists in one document, as the aliased query answers. */
export function exportAniListJson(data: ExportData): string {
  return JSON.stringify({ data: { anime: collection(data, 'ANIME'), manga: collection(data, 'MANGA') } }, null, 2);
}
