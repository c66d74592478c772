import type { Context } from '../context.ts';
import { jsonRows, type JSON_READ_TABLES } from '../db/jsonRows.ts';
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
      const rows = await jsonRows<R>(ctx.db, `SELECT * FROM ${table} WHERE id = ANY($1::int[])`, [ids]);
      return indexBy(ids, rows, (r) => r.id);
    });

export const mediaById = byId<MediaRow>(T.media, 'media');
export const characterById = byId<CharacterRow>(T.characters, 'character');
export const staffById = byId<StaffRow>(T.staff, 'staff');
export const studioById = byId<StudioRow>(T.studios, 'studio');
export const userById = byId<UserRow>(T.users, 'user');

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
