-- Reports, mod notes and bans (issue 12, ADR 21): the moderators' queue and a member's moderation record. Times are
-- unix seconds of the events' occurredAt. Only moderators read any of it (the query-service answers null otherwise).

-- One row per report (UserReported), open until a community moderator resolves or dismisses it.
CREATE TABLE reports (
  id integer PRIMARY KEY,
  user_id integer NOT NULL,
  reporter_id integer NOT NULL,
  object_type text NOT NULL,
  object_id integer,
  reason text NOT NULL,
  created_at integer NOT NULL,
  resolved_at integer,
  resolved_by integer,
  dismissed boolean,
  note text
);
-- The queue: open reports newest first; handled ones by member, reporter and item.
CREATE INDEX reports_open ON reports (id DESC) WHERE resolved_at IS NULL;
CREATE INDEX reports_user ON reports (user_id, id DESC);
CREATE INDEX reports_reporter ON reports (reporter_id, id DESC);
CREATE INDEX reports_object ON reports (object_type, object_id);

CREATE TABLE mod_notes (
  id integer PRIMARY KEY,
  user_id integer NOT NULL,
  moderator_id integer NOT NULL,
  note text NOT NULL,
  created_at integer NOT NULL
);
CREATE INDEX mod_notes_user ON mod_notes (user_id, id DESC);

-- Every ban given; a member's newest one is the one in force unless lifted or expired.
CREATE TABLE bans (
  id integer PRIMARY KEY,
  user_id integer NOT NULL,
  moderator_id integer NOT NULL,
  reason text NOT NULL,
  created_at integer NOT NULL,
  expires_at integer,
  lifted_at integer,
  lifted_by integer,
  lift_reason text
);
CREATE INDEX bans_user ON bans (user_id, id DESC);
