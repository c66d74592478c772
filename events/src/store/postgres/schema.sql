-- The event log. Owned by the events package; nothing else writes here, and every write goes through
-- event_store.append (ADR 9: readers trust that only appends holding the append lock insert events).
CREATE SCHEMA IF NOT EXISTS event_store;

CREATE TABLE IF NOT EXISTS event_store.events (
  global_position bigserial PRIMARY KEY,
  -- Stamped by the writing transaction. Log order is (transaction_id, global_position); readers take only
  -- events below the horizon (event_store.read_horizon), so an event committed late is never skipped.
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id text NOT NULL,
  stream_position bigint NOT NULL,
  type text NOT NULL,
  schema_version integer NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Also the stream's version: the append reads max(stream_position) from this index.
  UNIQUE (stream_id, stream_position)
);

CREATE INDEX IF NOT EXISTS events_log_order ON event_store.events (transaction_id, global_position);

-- The one idempotency mechanism: a command id appends once; a retry gets this row's answer.
CREATE TABLE IF NOT EXISTS event_store.commands (
  command_id text PRIMARY KEY,
  stream_id text NOT NULL,
  last_stream_position bigint NOT NULL,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  global_position bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Earlier versions kept stream versions in their own table; the events' unique index answers that now.
DROP TABLE IF EXISTS event_store.streams;

-- One round trip per append. p_expected: NULL any, -1 no stream, -2 stream exists, n >= 0 the version.
-- Outcome 'appended', 'duplicate' (the command id was appended before: its earlier answer) or 'conflict'
-- (nothing written; o_version is the actual version). No NOTIFY here: see PgNotifications.notify.
CREATE OR REPLACE FUNCTION event_store.append(
  p_stream text, p_expected bigint, p_command_id text,
  p_types text[], p_versions integer[], p_data jsonb[], p_metadata jsonb
) RETURNS TABLE (o_outcome text, o_version bigint, o_transaction_id xid8, o_position bigint)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_previous bigint;
  v_last bigint;
BEGIN
  -- Held until commit, and taken before this transaction has an id: the horizon waits only for holders.
  PERFORM pg_advisory_xact_lock_shared(7324003, 0);
  -- Appends to one stream take transaction ids in stream order (log order must keep stream order).
  PERFORM pg_advisory_xact_lock(7324002, hashtext(p_stream));

  RETURN QUERY SELECT 'duplicate'::text, c.last_stream_position, c.transaction_id, c.global_position
    FROM event_store.commands c WHERE c.command_id = p_command_id;
  IF FOUND THEN RETURN; END IF;

  SELECT coalesce(max(e.stream_position), -1) INTO v_previous FROM event_store.events e WHERE e.stream_id = p_stream;
  IF NOT (p_expected IS NULL OR (p_expected = -1 AND v_previous = -1) OR (p_expected = -2 AND v_previous >= 0)
          OR (p_expected >= 0 AND v_previous = p_expected)) THEN
    RETURN QUERY SELECT 'conflict'::text, v_previous, NULL::xid8, NULL::bigint;
    RETURN;
  END IF;

  -- The first write: this transaction gets its id here, after both locks.
  WITH inserted AS (
    INSERT INTO event_store.events (stream_id, stream_position, type, schema_version, data, metadata)
    SELECT p_stream, v_previous + x.ord, x.type, x.version, x.data, p_metadata
    FROM unnest(p_types, p_versions, p_data) WITH ORDINALITY AS x(type, version, data, ord)
    ORDER BY x.ord
    RETURNING global_position
  )
  SELECT max(inserted.global_position) INTO v_last FROM inserted;

  -- A racing append of the same command id to another stream fails here (unique violation) and rolls back.
  INSERT INTO event_store.commands (command_id, stream_id, last_stream_position, global_position)
  VALUES (p_command_id, p_stream, v_previous + cardinality(p_types), v_last);

  RETURN QUERY SELECT 'appended'::text, v_previous + cardinality(p_types), pg_current_xact_id(), v_last;
END
$fn$;

-- The read horizon (ADR 9): every event with a transaction id below it is committed or will never be.
-- Only appends in flight in this database hold it back, not other transactions anywhere on the server.
-- VOLATILE and PL/pgSQL so that each statement below reads after the one before it.
CREATE OR REPLACE FUNCTION event_store.read_horizon() RETURNS xid8
LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  v_xmax bigint;
  v_horizon bigint;
  v_db oid;
  v_pids integer[];
  v_xids xid[];
  v_missing integer[];
  v_xid xid;
  v_low bigint;
  v_delta bigint;
BEGIN
  -- 1. Transaction ids are handed out in order: any transaction that gets one after this has one >= xmax.
  v_xmax := pg_snapshot_xmax(pg_current_snapshot())::text::bigint;
  v_horizon := v_xmax;
  SELECT oid INTO v_db FROM pg_database WHERE datname = current_database();

  -- 2. The appends in flight, each with its own transaction id as the lock table shows it. pg_locks is read
  -- once (MATERIALIZED): one consistent picture of holders and their transaction id locks.
  WITH l AS MATERIALIZED (
    SELECT locktype, database, classid, objid, objsubid, virtualtransaction, transactionid, mode, pid FROM pg_locks
  ), holders AS (
    SELECT DISTINCT virtualtransaction, pid FROM l
    WHERE locktype = 'advisory' AND database = v_db AND classid = 7324003 AND objid = 0 AND objsubid = 2
  )
  SELECT array_agg(x.transactionid) FILTER (WHERE x.transactionid IS NOT NULL),
         array_agg(h.pid) FILTER (WHERE x.transactionid IS NULL)
  INTO v_xids, v_missing
  FROM holders h
  LEFT JOIN LATERAL (
    SELECT t.transactionid FROM l t
    WHERE t.locktype = 'transactionid' AND t.mode = 'ExclusiveLock' AND t.virtualtransaction = h.virtualtransaction
  ) x ON true;

  -- 3. A holder whose transaction id is assigned but not yet in the lock table (a moment inside
  -- AssignTransactionId): its backend already shows the id. Read after step 2, so none slips between.
  IF v_missing IS NOT NULL THEN
    PERFORM pg_stat_clear_snapshot();
    SELECT array_cat(v_xids, array_agg(a.backend_xid)) INTO v_xids
    FROM pg_stat_get_activity(NULL) a WHERE a.pid = ANY (v_missing) AND a.backend_xid IS NOT NULL;
  END IF;

  -- 32-bit ids widened against xmax: live transactions are within 2^31 of it.
  IF v_xids IS NOT NULL THEN
    FOREACH v_xid IN ARRAY v_xids LOOP
      v_low := v_xid::text::bigint;
      v_delta := v_low - (v_xmax & 4294967295);
      IF v_delta > 2147483647 THEN v_delta := v_delta - 4294967296;
      ELSIF v_delta < -2147483648 THEN v_delta := v_delta + 4294967296; END IF;
      v_horizon := least(v_horizon, v_xmax + v_delta);
    END LOOP;
  END IF;
  RETURN v_horizon::text::xid8;
END
$fn$;
