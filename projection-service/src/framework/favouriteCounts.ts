import type pg from 'pg';
import type { FavouriteKind } from '@tsuzuki/events';
import type { RecordedEvent } from '@tsuzuki/event-store';
import { recordset } from './sql.ts';

/**
 * The change of each item's favourite count in a batch (FavouriteAdded +1, FavouriteRemoved -1) for the kinds a
 * read model holds, added to its `favourites` column: deltas commute, so any batch boundaries give the same
 * counts, on top of the count its catalogue event brought.
 */
export async function addFavouriteDeltas(
  tx: pg.ClientBase,
  table: string,
  kinds: readonly FavouriteKind[],
  events: readonly RecordedEvent[],
): Promise<void> {
  const deltas = new Map<number, number>();
  for (const event of events) {
    if (event.type !== 'FavouriteAdded' && event.type !== 'FavouriteRemoved') continue;
    const { kind, itemId } = event.data;
    if (!kinds.includes(kind)) continue;
    deltas.set(itemId, (deltas.get(itemId) ?? 0) + (event.type === 'FavouriteAdded' ? 1 : -1));
  }
  const rows = [...deltas].filter(([, delta]) => delta !== 0).map(([id, delta]) => ({ id, delta }));
  if (rows.length === 0) return;
  await tx.query(
    `UPDATE ${table} t SET favourites = t.favourites + d.delta FROM json_to_recordset($1::json) AS d(id integer, delta integer) WHERE t.id = d.id`,
    [recordset(rows)],
  );
}
