-- The command-service's own state. Never part of the event log: ids and reservations are bookkeeping that
-- make commands repeatable, not facts of the domain.
CREATE SCHEMA IF NOT EXISTS command_service;

-- Highest id handed out (or seen in an explicit id) per kind of aggregate.
CREATE TABLE IF NOT EXISTS command_service.id_counters (
  kind text PRIMARY KEY,
  last_id bigint NOT NULL
);

-- The id a command was given, so a retried command (same command id) addresses the same stream.
CREATE TABLE IF NOT EXISTS command_service.allocated_ids (
  command_id text NOT NULL,
  kind text NOT NULL,
  id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (command_id, kind)
);
-- A command may take a block of ids (id is the first of `count`).
ALTER TABLE command_service.allocated_ids ADD COLUMN IF NOT EXISTS count integer NOT NULL DEFAULT 1;

-- Values that must be unique across streams (tag names), held by the stream that owns them.
CREATE TABLE IF NOT EXISTS command_service.reservations (
  scope text NOT NULL,
  key text NOT NULL,
  stream text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
