-- The mod-action history (issue 12, ADR 19): one row per ModActionRecorded of the modlog stream, numbered by its
-- seq. The hash is kept so that the dashboard can show it beside the chain's verdict, which is taken from the log
-- itself, never from this table. Indexes follow the dashboard's filters, each ordered newest first.
CREATE TABLE mod_actions (
  seq integer PRIMARY KEY,
  moderator_id integer NOT NULL,
  action text NOT NULL,
  object_type text NOT NULL,
  object_id integer NOT NULL,
  subject_user_id integer,
  data jsonb NOT NULL,
  reason text,
  occurred_at timestamptz NOT NULL,
  hash text NOT NULL
);
CREATE INDEX mod_actions_moderator ON mod_actions (moderator_id, seq DESC);
CREATE INDEX mod_actions_action ON mod_actions (action, seq DESC);
CREATE INDEX mod_actions_object ON mod_actions (object_type, object_id, seq DESC);
CREATE INDEX mod_actions_subject ON mod_actions (subject_user_id, seq DESC) WHERE subject_user_id IS NOT NULL;
CREATE INDEX mod_actions_time ON mod_actions (occurred_at);
