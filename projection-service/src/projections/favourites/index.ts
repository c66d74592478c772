import { PROJECTION_INPUTS } from '@tsuzuki/events';
import { defineProjection } from '../../framework/projection.ts';
import { insertRows } from '../../framework/recordset.ts';
import { recordset } from '../../framework/sql.ts';
import type { FavouriteRow } from './rows.ts';

const COLUMNS = { user_id: 'integer', kind: 'text', item_id: 'integer', position: 'integer', created_at: 'integer' };

export const favourites = defineProjection({
  name: 'favourites',
  migration: new URL('./migration.sql', import.meta.url),
  handles: PROJECTION_INPUTS.favourites,
  // Each (member, kind) the batch touches is read, folded in log order and written back whole: a few hundred rows
  // at most, and positions stay 0..n-1 whatever the batch boundaries.
  async apply(events, tx) {
    const keys = [...new Set(events.map((e) => `${e.data.userId}:${e.data.kind}`))];
    const pairs = keys.map((k) => ({ user_id: Number(k.split(':')[0]), kind: k.split(':')[1] }));
    const { rows } = await tx.query<FavouriteRow>(
      `SELECT f.* FROM favourites f JOIN json_to_recordset($1::json) AS k(user_id integer, kind text) USING (user_id, kind)
       ORDER BY f.user_id, f.kind, f.position`,
      [recordset(pairs)],
    );
    const lists = new Map<string, FavouriteRow[]>(keys.map((k) => [k, []]));
    for (const row of rows) lists.get(`${row.user_id}:${row.kind}`)!.push(row);
    for (const event of events) {
      const key = `${event.data.userId}:${event.data.kind}`;
      const list = lists.get(key)!;
      const at = Math.floor(Date.parse(event.metadata.occurredAt) / 1000);
      if (event.type === 'FavouriteAdded') {
        const { userId, kind, itemId } = event.data;
        if (!list.some((r) => r.item_id === itemId)) list.push({ user_id: userId, kind, item_id: itemId, position: 0, created_at: at });
      } else if (event.type === 'FavouriteRemoved') {
        const { itemId } = event.data;
        lists.set(
          key,
          list.filter((r) => r.item_id !== itemId),
        );
      } else if (event.type === 'FavouritesReordered') {
        const order = event.data.itemIds;
        const rank = new Map(order.map((id, i) => [id, i]));
        lists.set(
          key,
          [...list].sort((a, b) => (rank.get(a.item_id) ?? order.length) - (rank.get(b.item_id) ?? order.length)),
        );
      }
    }
    await tx.query(
      'DELETE FROM favourites f USING json_to_recordset($1::json) AS k(user_id integer, kind text) WHERE f.user_id = k.user_id AND f.kind = k.kind',
      [recordset(pairs)],
    );
    const all = [...lists.values()].flatMap((list) => list.map((row, position) => ({ ...row, position })));
    await insertRows(tx, 'favourites', COLUMNS, all);
  },
});
