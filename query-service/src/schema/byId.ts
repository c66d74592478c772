import type { Context } from '../context.ts';
import { jsonRows, type JSON_READ_TABLES } from '../db/jsonRows.ts';
import { GENERIC_PLAN } from '../db/queryable.ts';
import { T } from '../db/sql.ts';
import { indexBy } from '../loaders.ts';
import type { CharacterRow } from './characters/rows.ts';
import type { MediaRow } from './media/rows.ts';
import type { StaffRow } from './staff/rows.ts';
import type { StudioRow } from './studios/rows.ts';
import type { UserRow } from './users/rows.ts';

// Entity-by-id loaders shared by every domain: relation queries prime them, nodes read through them.
const byId =
  <R extends { id: number }>(table: (typeof JSON_READ_TABLES)[number], name: string) =>
  (ctx: Context) =>
    ctx.loaders.get<number, R | null>(`${name}ById`, async (ids) => {
      // As one JSON array (db/jsonRows.ts): a long list's media come here by the thousand.
      const rows = await jsonRows<R>(ctx.db, `${GENERIC_PLAN} SELECT * FROM ${table} WHERE id = ANY($1::int[])`, [ids]);
      return indexBy(ids, rows, (r) => r.id);
    });

export const mediaById = byId<MediaRow>(T.media, 'media');
export const characterById = byId<CharacterRow>(T.characters, 'character');
export const staffById = byId<StaffRow>(T.staff, 'staff');
export const studioById = byId<StudioRow>(T.studios, 'studio');
export const userById = byId<UserRow>(T.users, 'user');

/**
 * Media fields whose columns are a media row's long ones (a synopsis, link and episode lists, score distributions):
 * the rest of Media answers from a lean row without them.
 */
export const LONG_MEDIA_FIELDS: ReadonlySet<string> = new Set(['description', 'externalLinks', 'streamingEpisodes', 'stats', 'trailer']);
type LongMediaColumn = 'description' | 'external_links' | 'streaming_episodes' | 'status_distribution' | 'score_distribution' | 'trailer';

/** A media row without its long columns: it answers every Media field but LONG_MEDIA_FIELDS. */
export type LeanMediaRow = Omit<MediaRow, LongMediaColumn>;

// Named one by one, so that PostgreSQL never reads the long ones: a column added to MediaRow fails to compile here
// until it is listed (or made long).
const LEAN_MEDIA_COLUMNS = Object.keys({
  id: 1,
  type: 1,
  id_mal: 1,
  title_romaji: 1,
  title_english: 1,
  title_native: 1,
  synonyms: 1,
  format: 1,
  status: 1,
  source: 1,
  country_of_origin: 1,
  is_adult: 1,
  is_licensed: 1,
  is_locked: 1,
  is_favourite_blocked: 1,
  is_recommendation_blocked: 1,
  is_review_blocked: 1,
  start_year: 1,
  start_month: 1,
  start_day: 1,
  end_year: 1,
  end_month: 1,
  end_day: 1,
  season: 1,
  season_year: 1,
  episodes: 1,
  duration: 1,
  chapters: 1,
  volumes: 1,
  genres: 1,
  hashtag: 1,
  cover_extra_large: 1,
  cover_large: 1,
  cover_medium: 1,
  cover_color: 1,
  banner_image: 1,
  average_score: 1,
  mean_score: 1,
  popularity: 1,
  favourites: 1,
  trending: 1,
  created_at: 1,
  updated_at: 1,
} satisfies Record<keyof LeanMediaRow, 1>).join(', ');

/**
 * Lean media rows by id, for a long list's media (MediaListCollection): the list page asks for titles, covers and
 * figures, never synopses, and a real synopsis is most of a row's bytes. Kept apart from mediaById, whose rows every
 * other resolver reads in full.
 */
export const mediaLeanById = (ctx: Context) =>
  ctx.loaders.get<number, LeanMediaRow | null>('mediaLeanById', async (ids) => {
    const rows = await jsonRows<LeanMediaRow>(
      ctx.db,
      `${GENERIC_PLAN} SELECT ${LEAN_MEDIA_COLUMNS} FROM ${T.media} WHERE id = ANY($1::int[])`,
      [ids],
    );
    return indexBy(ids, rows, (r) => r.id);
  });

/** Rows that arrived joined into another query go into the by-id cache, so their nodes cost nothing. */
export function primeMedia(ctx: Context, rows: MediaRow[]) {
  const loader = mediaById(ctx);
  for (const row of rows) loader.prime(row.id, row);
}

/**
 * Several rows by id, in one batch like loadMany; a failed batch fails the field (loadMany would put its Error in
 * every item, which graphql-js reports the same way), so a list field answers rows only.
 */
export const loadEach = <R>(loader: { load: (id: number) => Promise<R> }, ids: readonly number[]): Promise<R[]> =>
  Promise.all(ids.map((id) => loader.load(id)));
