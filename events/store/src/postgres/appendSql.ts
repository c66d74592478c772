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
export function appendStatement(
  stream: string,
  expected: string | null,
  commandId: string,
  metadata: unknown,
  events: readonly StoredShape[],
): { name: string; text: string; values: unknown[] } {
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

// A batch of appends to distinct streams (appendMany) as one statement, inside a transaction of the adapter's:
//   $1 the appends as one JSON array of [stream, expected version, command id, metadata, [[type, version, data]...]]
// Each stream's lock is taken and its version read in the FROM clause, as in the single append; the ORDER BY sorts
// every input row before the first insert, so every lock is held before the transaction gets its id. Streams are
// locked in name order, so two batches never wait for each other in a circle (PostgreSQL would break such a
// deadlock by failing one, which then falls back to single appends). A stream whose expected version does not
// match writes nothing and answers no row: the adapter then rolls the whole batch back.
export const APPEND_BATCH_SQL = `WITH batch AS MATERIALIZED (
  SELECT b.ord, b.a->>0 AS stream, (b.a->>1)::bigint AS expected, b.a->>2 AS command_id, b.a->3 AS metadata, b.a->4 AS events
  FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS b(a, ord)
),
current AS MATERIALIZED (
  SELECT batch.*, v.version
  FROM (SELECT * FROM batch ORDER BY stream) AS batch
  CROSS JOIN LATERAL (
    SELECT coalesce(max(e.stream_position), -1) AS version, pg_advisory_xact_lock(${STREAM_LOCK_CLASS}, hashtext(batch.stream)) AS stream_locked
    FROM event_store.events e WHERE e.stream_id = batch.stream
  ) AS v
),
appended AS (
  INSERT INTO event_store.events (${COLUMNS})
  SELECT c.stream, c.version + x.ord, x.e->>0, (x.e->>1)::int, x.e->2, c.metadata,
         CASE WHEN x.ord = jsonb_array_length(c.events) THEN c.command_id END
  FROM current c, jsonb_array_elements(c.events) WITH ORDINALITY AS x(e, ord)
  WHERE c.expected IS NULL OR (c.expected = -1 AND c.version = -1) OR (c.expected = -2 AND c.version >= 0)
    OR (c.expected >= 0 AND c.version = c.expected)
  -- Positions are drawn in batch order, then event order: an append's last event has its largest.
  ORDER BY c.ord, x.ord
  RETURNING stream_id, stream_position, global_position, transaction_id
)
SELECT stream_id AS stream, max(stream_position) AS stream_position, max(global_position) AS global_position,
       min(transaction_id::text) AS txid
FROM appended GROUP BY stream_id`;

export interface BatchedAppend {
  stream: string;
  expected: string | null;
  commandId: string;
  metadata: unknown;
  events: readonly StoredShape[];
}

/** The statement and its parameter for a batch of appends (events already validated by the caller). */
export function appendBatchStatement(appends: readonly BatchedAppend[]): { name: string; text: string; values: unknown[] } {
  const doc = appends.map((a) => [a.stream, a.expected, a.commandId, a.metadata, a.events.map((e) => [e.type, e.version, e.data])]);
  return { name: 'event_store_append_batch', text: APPEND_BATCH_SQL, values: [JSON.stringify(doc)] };
}

/**
 * Whether the log holds events after a position, below the read horizon (readable) and at all (committed), of the
 * given types when `typed` ($4). Parameters: $1 $2 the position, $3 the horizon. Each is the first such event in log
 * order, not EXISTS: PostgreSQL drops the ORDER BY and LIMIT of an EXISTS and, expecting matches spread evenly, scanned
 * the whole log for a projection whose types had none after its checkpoint (203,000 events, 30 ms alone and 200 ms
 * with the other projections at once, on every drain of every projection). In log order the primary key's index
 * starts at the position and stops at the first match.
 */
export function waitStateSql(typed: boolean): string {
  const types = typed ? 'AND type = ANY ($4::text[])' : '';
  const first = (bound: string) =>
    `(SELECT 1 FROM event_store.events WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint) ${bound} ${types}
      ORDER BY transaction_id, global_position LIMIT 1) IS NOT NULL`;
  return `SELECT ${first('AND transaction_id < $3::text::xid8')} AS readable, ${first('')} AS committed`;
}
