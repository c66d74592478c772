import type { FavouriteKind } from '@tsuzuki/events';
import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { indexBy } from '../../loaders.ts';
import { memberId } from './access.ts';
import type { EntryRow } from './rows.ts';

/** The viewer's own entry of each media (Media.mediaListEntry): one statement for every media of a request. */
export const viewerEntryOf = (ctx: Context, viewer: number) =>
  ctx.loaders.get<number, EntryRow | null>('lists.viewerEntry', async (mediaIds) => {
    const { rows } = await ctx.db.query<EntryRow>(`SELECT * FROM ${T.listEntries} WHERE user_id = $1 AND media_id = ANY($2::int[])`, [
      viewer,
      mediaIds,
    ]);
    return indexBy(mediaIds, rows, (r) => r.media_id);
  });

/** Media.mediaListEntry: the logged-in member's entry; null for guests and the system. */
export function viewerEntry(ctx: Context, mediaId: number): Promise<EntryRow | null> | null {
  const viewer = memberId(ctx);
  return viewer == null ? null : viewerEntryOf(ctx, viewer).load(mediaId);
}

/** Whether the viewer favourited an item (isFavourite of media, characters, staff, studios), batched per request. */
export function viewerFavourite(ctx: Context, kind: FavouriteKind, itemId: number): Promise<boolean> | boolean {
  const viewer = memberId(ctx);
  if (viewer == null) return false;
  return ctx.loaders
    .get<string, boolean>('lists.viewerFavourite', async (keys) => {
      const pairs = keys.map((k) => k.split(':'));
      const { rows } = await ctx.db.query<{ kind: string; item_id: number }>(
        `SELECT kind, item_id FROM ${T.favourites}
       WHERE user_id = $1 AND (kind, item_id) IN (SELECT * FROM unnest($2::text[], $3::int[]))`,
        [viewer, pairs.map((p) => p[0]), pairs.map((p) => Number(p[1]))],
      );
      const found = new Set(rows.map((r) => `${r.kind}:${r.item_id}`));
      return keys.map((k) => found.has(k));
    })
    .load(`${kind}:${itemId}`);
}
