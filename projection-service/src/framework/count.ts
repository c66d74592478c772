import { PostgresEventStore, type EventStore, type LogPosition } from '@tsuzuki/events';

/**
 * Events up to `head`, for progress bars. The port has no count, so this asks the PostgreSQL adapter's
 * tables directly and returns null for other stores (the bar then shows no total).
 */
export async function countEventsUpTo(store: EventStore, head: LogPosition): Promise<number | null> {
  if (!(store instanceof PostgresEventStore)) return null;
  const { rows } = await store.pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM event_store.events WHERE (transaction_id, global_position) <= ($1::text::xid8, $2::bigint)`,
    [String(head.transactionId), String(head.position)],
  );
  return Number(rows[0]!.n);
}
