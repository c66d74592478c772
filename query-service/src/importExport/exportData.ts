// Everything an export holds, read from the read models in four statements (one pipeline): the member, their
// list entries with each media's names, their favourites in their order, and their list activity history.
import type { FavouriteKind, FuzzyDate, MediaListOptions, MediaListStatus, MediaType, Rewatch } from '@tsuzuki/events';
import { withMediaListOptionDefaults } from '@tsuzuki/events/userDefaults';
import type { Queryable } from '../db/queryable.ts';
import { T } from '../db/sql.ts';
import { fromFuzzyDateInt, type EntryRow } from '../schema/lists/rows.ts';

export interface ExportEntry {
  id: number;
  media: {
    id: number;
    type: MediaType;
    malId: number | null;
    romaji: string;
    english: string | null;
    native: string | null;
    format: string | null;
    episodes: number | null;
    chapters: number | null;
    volumes: number | null;
  };
  status: MediaListStatus;
  /** Raw, 0-100. */
  score: number;
  progress: number;
  progressVolumes: number;
  repeat: number;
  priority: number;
  private: boolean;
  hiddenFromStatusLists: boolean;
  notes: string;
  customLists: string[];
  advancedScores: Record<string, number>;
  startedAt: FuzzyDate;
  completedAt: FuzzyDate;
  /** Finished rewatches (rereads), oldest first, each with its own dates and score. */
  rewatches: Rewatch[];
  /** The start of the rewatch under way (status REPEATING). */
  rewatchStartedAt: FuzzyDate | null;
  /** Unix seconds. */
  createdAt: number;
  updatedAt: number;
}

export interface ExportFavourite {
  kind: FavouriteKind;
  id: number;
  name: string | null;
  /** The member's order, from 0. */
  position: number;
}

export interface ExportActivity {
  id: number;
  type: 'ANIME_LIST' | 'MANGA_LIST';
  mediaId: number | null;
  status: string | null;
  progress: string | null;
  createdAt: number;
}

export interface ExportData {
  user: { id: number; name: string; mediaListOptions: MediaListOptions };
  entries: ExportEntry[];
  favourites: ExportFavourite[];
  activities: ExportActivity[];
}

type EntryWithMedia = EntryRow & {
  mal_id: number | null;
  title_romaji: string;
  title_english: string | null;
  title_native: string | null;
  format: string | null;
  episodes: number | null;
  chapters: number | null;
  volumes: number | null;
};

// MyAnimeList's id, when the media links to its MyAnimeList page.
const MAL_ID = `(SELECT substring(l->>'url' from 'myanimelist\\.net/(?:anime|manga)/(\\d+)')::int
  FROM jsonb_array_elements(m.external_links) l WHERE l->>'site' = 'MyAnimeList' LIMIT 1)`;

export async function readExport(db: Queryable, userId: number): Promise<ExportData | null> {
  const [user, entries, favourites, activities] = await Promise.all([
    db.query<{ id: number; name: string; media_list_options: Parameters<typeof withMediaListOptionDefaults>[0] }>(
      `SELECT id, name, media_list_options FROM ${T.users} WHERE id = $1`,
      [userId],
    ),
    db.query<EntryWithMedia>(
      `SELECT e.*, ${MAL_ID} AS mal_id, m.title_romaji, m.title_english, m.title_native, m.format, m.episodes, m.chapters, m.volumes
       FROM ${T.listEntries} e JOIN ${T.media} m ON m.id = e.media_id
       WHERE e.user_id = $1 ORDER BY e.media_type, lower(m.title_romaji), e.id`,
      [userId],
    ),
    db.query<{ kind: FavouriteKind; item_id: number; position: number; name: string | null }>(
      `SELECT f.kind, f.item_id, f.position, coalesce(m.title_romaji, c.name_full, s.name_full, st.name) AS name
       FROM ${T.favourites} f
       LEFT JOIN ${T.media} m ON f.kind IN ('ANIME', 'MANGA') AND m.id = f.item_id
       LEFT JOIN ${T.characters} c ON f.kind = 'CHARACTER' AND c.id = f.item_id
       LEFT JOIN ${T.staff} s ON f.kind = 'STAFF' AND s.id = f.item_id
       LEFT JOIN ${T.studios} st ON f.kind = 'STUDIO' AND st.id = f.item_id
       WHERE f.user_id = $1 ORDER BY f.kind, f.position, f.item_id`,
      [userId],
    ),
    db.query<{
      id: number;
      type: ExportActivity['type'];
      media_id: number | null;
      status: string | null;
      progress: string | null;
      created_at: number;
    }>(
      `SELECT id, type, media_id, status, progress, created_at FROM ${T.activities}
       WHERE user_id = $1 AND type IN ('ANIME_LIST', 'MANGA_LIST') ORDER BY created_at, id`,
      [userId],
    ),
  ]);
  const owner = user.rows[0];
  if (!owner) return null;
  const mediaListOptions = withMediaListOptionDefaults(owner.media_list_options);
  return {
    user: { id: owner.id, name: owner.name, mediaListOptions },
    entries: entries.rows.map(toEntry),
    favourites: favourites.rows.map((f) => ({ kind: f.kind, id: f.item_id, name: f.name, position: f.position })),
    activities: activities.rows.map((a) => ({
      id: a.id,
      type: a.type,
      mediaId: a.media_id,
      status: a.status,
      progress: a.progress,
      createdAt: a.created_at,
    })),
  };
}

function toEntry(row: EntryWithMedia): ExportEntry {
  return {
    id: row.id,
    media: {
      id: row.media_id,
      type: row.media_type,
      malId: row.mal_id,
      romaji: row.title_romaji,
      english: row.title_english,
      native: row.title_native,
      format: row.format,
      episodes: row.episodes,
      chapters: row.chapters,
      volumes: row.volumes,
    },
    status: row.status,
    score: row.score,
    progress: row.progress,
    progressVolumes: row.progress_volumes,
    repeat: row.repeat,
    priority: row.priority,
    private: row.private,
    hiddenFromStatusLists: row.hidden_from_status_lists,
    notes: row.notes,
    customLists: row.custom_lists,
    advancedScores: row.advanced_scores,
    startedAt: fromFuzzyDateInt(row.started_at),
    completedAt: fromFuzzyDateInt(row.completed_at),
    rewatches: row.rewatches,
    rewatchStartedAt: row.rewatch_started_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
