import { PostgresEventStore, type EventStore, type LogPosition } from '@tsuzuki/events';

/**
 * True when events after `after` are committed but not yet readable: readAll only returns events of
 * transactions older than every running transaction in the cluster, so an append that committed while
 * an older transaction (in any database of the server) was still open stays held back until that one
 * ends. A drain that stopped for that reason has to look again soon, not wait for the next ring. Only the
 * PostgreSQL adapter can tell; other stores answer false.
 */
export async function hasHeldBackEvents(store: EventStore, after: LogPosition): Promise<boolean> {
  if (!(store instanceof PostgresEventStore)) return false;
  const { rows } = await store.pool.query<{ held: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM event_store.events
       WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
         AND transaction_id >= pg_snapshot_xmin(pg_current_snapshot())
     ) AS held`,
    [String(after.transactionId), String(after.position)],
  );
  return rows[0]!.held;
}
