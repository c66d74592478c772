-- The event log. Owned by the events package; nothing else writes here, and every write is the adapter's append
-- statement (appendSql.ts; ADR 9: readers trust that only appends holding the append lock insert events).
CREATE SCHEMA IF NOT EXISTS event_store;

CREATE TABLE IF NOT EXISTS event_store.events (
  -- Drawn from its sequence as the row is written; unique by the sequence (no index of its own is needed).
  global_position bigserial NOT NULL,
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
  -- On the last event of each append: the one idempotency mechanism (events_command, unique). A command id
  -- appends once; a retry gets that event's answer (its stream position is the stream's version then).
  command_id text,
  -- The log order: readers page through this index.
  CONSTRAINT events_pkey PRIMARY KEY (transaction_id, global_position),
  -- Also the stream's version: the append reads max(stream_position) from this index.
  UNIQUE (stream_id, stream_position)
);

-- Taken conditionally: CREATE INDEX and ALTER TABLE lock the table even when there is nothing to do, and every
-- service runs this at start-up while the others append.
DO $do$
BEGIN
  -- Earlier versions keyed the log on global_position and kept the log order in a second index: one index
  -- less to write per event now.
  IF to_regclass('event_store.events_log_order') IS NOT NULL THEN
    ALTER TABLE event_store.events DROP CONSTRAINT events_pkey;
    ALTER TABLE event_store.events ADD CONSTRAINT events_pkey PRIMARY KEY (transaction_id, global_position);
    DROP INDEX event_store.events_log_order;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM information_schema.columns
                 WHERE table_schema = 'event_store' AND table_name = 'events' AND column_name = 'command_id') THEN
    ALTER TABLE event_store.events ADD COLUMN command_id text;
  END IF;
  IF to_regclass('event_store.events_command') IS NULL THEN
    CREATE UNIQUE INDEX events_command ON event_store.events (command_id) WHERE command_id IS NOT NULL;
  END IF;
  -- Earlier versions kept stream versions and command ids in tables of their own.
  IF to_regclass('event_store.commands') IS NOT NULL THEN
    UPDATE event_store.events e SET command_id = c.command_id FROM event_store.commands c
    WHERE e.global_position = c.global_position AND e.command_id IS NULL;
    DROP TABLE event_store.commands;
  END IF;
  DROP TABLE IF EXISTS event_store.streams;
  -- Earlier versions appended through a function; the append is one statement of the adapter's now (appendSql.ts).
  DROP FUNCTION IF EXISTS event_store.append(text, bigint, text, text[], integer[], jsonb[], jsonb);
END
$do$;

-- The read horizon (ADR 9): every event with a transaction id below it is committed or will never be.
-- 7324002 is the class of the stream locks of appendSql.ts (STREAM_LOCK_CLASS): only appends in flight hold one.
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
    WHERE locktype = 'advisory' AND database = v_db AND classid = 7324002 AND objsubid = 2
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
