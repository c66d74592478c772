import { PostgresEventStore, type EventStore, type LogPosition } from '@tsuzuki/event-store';

/**
 * Events after `after` up to `head` (of `types` when given), for progress bars and /health; at most `cap`. The
 * port has no count, so this asks the PostgreSQL adapter's tables directly and returns null for other stores.
 */
export async function countEventsBetween(
  store: EventStore,
  after: LogPosition,
  head: LogPosition,
  types?: readonly string[],
  cap = Number.MAX_SAFE_INTEGER,
): Promise<number | null> {
  if (!(store instanceof PostgresEventStore)) return null;
  const typed = types !== undefined;
  const { rows } = await store.pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM (
       SELECT 1 FROM event_store.events
       WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
         AND (transaction_id, global_position) <= ($3::text::xid8, $4::bigint) ${typed ? 'AND type = ANY ($6::text[])' : ''}
       LIMIT $5) AS counted`,
    [
      String(after.transactionId),
      String(after.position),
      String(head.transactionId),
      String(head.position),
      Math.min(cap, Number.MAX_SAFE_INTEGER),
      ...(typed ? [types] : []),
    ],
  );
  return Number(rows[0]!.n);
}

/** Every event up to `head`, for the rebuild's progress bar. */
export const countEventsUpTo = (store: EventStore, head: LogPosition, types?: readonly string[]) =>
  countEventsBetween(store, { transactionId: 0n, position: 0n }, head, types);
