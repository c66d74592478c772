// The append as one SQL statement (ADR 9), in two shapes: one event (a VALUES-like insert, the common case) and
// a batch (unnest in event order). Parameters:
//   $1 stream   $2 expected version (null: any, -1: no stream, -2: stream exists, n >= 0: that version)
//   $3 command id (on the last event only: its unique index is the idempotency claim)   $4 metadata (jsonb)
//   one event: $5 type, $6 schema version, $7 data (jsonb)      a batch: $5 types[], $6 versions[], $7 data[]
//
// The FROM clause takes the stream's lock and reads the stream's version. The insert cannot write (and so the
// transaction has no id yet) before that row exists, so the lock is held first, until commit. That lock does two
// jobs: appends to one stream take transaction ids in stream order, and the read horizon waits only for its
// holders (any stream's), the appends in flight. Nothing but this statement takes locks of that class.
// The version is read with the statement's snapshot, which may predate an append this one then waited for:
// such a stale version can only collide on (stream_id, stream_position), never write out of order, and the
// adapter then runs the statement once more.

/** Advisory lock class of the per-stream locks (second key: hashtext(stream)); event_store.read_horizon names it too. */
export const STREAM_LOCK_CLASS = 7_324_002;

const CURRENT = `(SELECT coalesce(max(e.stream_position), -1) AS version,
          pg_advisory_xact_lock(${STREAM_LOCK_CLASS}, hashtext($1)) AS stream_locked
        FROM event_store.events e WHERE e.stream_id = $1) AS current`;

const EXPECTED = `($2::bigint IS NULL OR ($2 = -1 AND current.version = -1) OR ($2 = -2 AND current.version >= 0)
  OR ($2 >= 0 AND current.version = $2))`;

const COLUMNS = 'stream_id, stream_position, type, schema_version, data, metadata, command_id';

/** No row back: the expected version did not match (a conflict, or a command appended before). */
export const APPEND_ONE_SQL = `INSERT INTO event_store.events (${COLUMNS})
  SELECT $1, current.version + 1, $5, $6::int, $7::jsonb, $4::jsonb, $3
  FROM ${CURRENT}
  WHERE ${EXPECTED}
  RETURNING stream_position, global_position, transaction_id::text AS txid`;

/** One row back; all NULL when the expected version did not match. */
export const APPEND_MANY_SQL = `WITH appended AS (
  INSERT INTO event_store.events (${COLUMNS})
  SELECT $1, current.version + x.ord, x.type, x.version, x.data, $4::jsonb,
         CASE WHEN x.ord = cardinality($5::text[]) THEN $3 END
  FROM ${CURRENT}, unnest($5::text[], $6::int[], $7::jsonb[]) WITH ORDINALITY AS x(type, version, data, ord)
  WHERE ${EXPECTED}
  -- Positions are drawn in event order: the last event has the largest and carries the command id.
  ORDER BY x.ord
  RETURNING stream_position, global_position, transaction_id
)
SELECT max(stream_position) AS stream_position, max(global_position) AS global_position, min(transaction_id::text) AS txid
FROM appended`;

export interface StoredShape {
  type: string;
  version: number;
  data: unknown;
}

/** The statement and its parameters for an append of `events` (already validated by the caller). */
export function appendStatement(stream: string, expected: string | null, commandId: string, metadata: unknown,
  events: readonly StoredShape[]): { name: string; text: string; values: unknown[] } {
  const head = [stream, expected, commandId, JSON.stringify(metadata)];
  if (events.length === 1) {
    const [e] = events as [StoredShape];
    return { name: 'event_store_append_one', text: APPEND_ONE_SQL, values: [...head, e.type, e.version, JSON.stringify(e.data)] };
  }
  return {
    name: 'event_store_append_many',
    text: APPEND_MANY_SQL,
    values: [...head, events.map((e) => e.type), events.map((e) => e.version), events.map((e) => JSON.stringify(e.data))],
  };
}
