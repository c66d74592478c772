-- The event log. Owned by the events package; nothing else writes here.
CREATE SCHEMA IF NOT EXISTS event_store;

CREATE TABLE IF NOT EXISTS event_store.streams (
  stream_id text PRIMARY KEY,
  -- Last stream position (number of events - 1).
  version bigint NOT NULL
);

CREATE TABLE IF NOT EXISTS event_store.events (
  global_position bigserial PRIMARY KEY,
  -- Stamped by the writing transaction. Readers only take events whose transaction is older than every
  -- transaction still running, so an event committed late by a slow writer is never skipped.
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id text NOT NULL,
  stream_position bigint NOT NULL,
  type text NOT NULL,
  schema_version integer NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream_id, stream_position)
);

CREATE INDEX IF NOT EXISTS events_log_order ON event_store.events (transaction_id, global_position);

-- One row per command id that appended: a second append with the same id appends nothing.
CREATE TABLE IF NOT EXISTS event_store.commands (
  command_id text PRIMARY KEY,
  stream_id text NOT NULL,
  last_stream_position bigint NOT NULL,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  global_position bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
