// The append as one SQL statement (ADR 9), in two shapes: one event (a VALUES-like insert, the common case) and
// a batch (unnest in event order). Parameters:
//   $1 stream   $2 expected version (null: any, -1: no stream, -2: stream exists, n >= 0: that version)
//   $3 command id (on the last event only: its unique index is the idempotency claim)   $4 metadata (jsonb)
//   one event: $5 type, $6 schema version, $7 data (jsonb)
//   a batch: $5 the events as one JSON array of [type, schema version, data] (one document to encode and
//   decode: arrays of jsonb cost an escape of every quote on the way in and an unescape on the way out)
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

const LOCK = `pg_advisory_xact_lock(${STREAM_LOCK_CLASS}, hashtext($1)) AS stream_locked`;

/** The stream's version and its lock, for an append that must check the version. */
const CURRENT = `(SELECT coalesce(max(e.stream_position), -1) AS version, ${LOCK}
        FROM event_store.events e WHERE e.stream_id = $1) AS current`;

/**
 * A new stream needs no read: its first event goes to position 0, and the unique (stream_id, stream_position)
 * refuses it if the stream exists (the adapter reports that as the conflict it is).
 */
const NEW_STREAM = `(SELECT -1::bigint AS version, ${LOCK}) AS current`;

const EXPECTED = `($2::bigint IS NULL OR ($2 = -1 AND current.version = -1) OR ($2 = -2 AND current.version >= 0)
  OR ($2 >= 0 AND current.version = $2))`;

const COLUMNS = 'stream_id, stream_position, type, schema_version, data, metadata, command_id';

const appendOne = (current: string) => `INSERT INTO event_store.events (${COLUMNS})
  SELECT $1, current.version + 1, $5, $6::int, $7::jsonb, $4::jsonb, $3
  FROM ${current}
  WHERE ${EXPECTED}
  RETURNING stream_position, global_position, transaction_id::text AS txid`;

const appendMany = (current: string) => `WITH appended AS (
  INSERT INTO event_store.events (${COLUMNS})
  SELECT $1, current.version + x.ord, x.e->>0, (x.e->>1)::int, x.e->2, $4::jsonb,
         CASE WHEN x.ord = jsonb_array_length($5::jsonb) THEN $3 END
  FROM ${current}, jsonb_array_elements($5::jsonb) WITH ORDINALITY AS x(e, ord)
  WHERE ${EXPECTED}
  -- Positions are drawn in event order: the last event has the largest and carries the command id.
  ORDER BY x.ord
  RETURNING stream_position, global_position, transaction_id
)
SELECT max(stream_position) AS stream_position, max(global_position) AS global_position, min(transaction_id::text) AS txid
FROM appended`;

/** No row back: the expected version did not match (a conflict, or a command appended before). */
export const APPEND_ONE_SQL = appendOne(CURRENT);
/** One row back; all NULL when the expected version did not match. */
export const APPEND_MANY_SQL = appendMany(CURRENT);
export const APPEND_ONE_NEW_SQL = appendOne(NEW_STREAM);
export const APPEND_MANY_NEW_SQL = appendMany(NEW_STREAM);

export interface StoredShape {
  type: string;
  version: number;
  data: unknown;
}

/** The statement and its parameters for an append of `events` (already validated by the caller). */
export function appendStatement(stream: string, expected: string | null, commandId: string, metadata: unknown,
  events: readonly StoredShape[]): { name: string; text: string; values: unknown[] } {
  const head = [stream, expected, commandId, JSON.stringify(metadata)];
  const fresh = expected === '-1';
  if (events.length === 1) {
    const [e] = events as [StoredShape];
    return fresh
      ? { name: 'event_store_append_one_new', text: APPEND_ONE_NEW_SQL, values: [...head, e.type, e.version, JSON.stringify(e.data)] }
      : { name: 'event_store_append_one', text: APPEND_ONE_SQL, values: [...head, e.type, e.version, JSON.stringify(e.data)] };
  }
  const batch = JSON.stringify(events.map((e) => [e.type, e.version, e.data]));
  return fresh
    ? { name: 'event_store_append_many_new', text: APPEND_MANY_NEW_SQL, values: [...head, batch] }
    : { name: 'event_store_append_many', text: APPEND_MANY_SQL, values: [...head, batch] };
}
