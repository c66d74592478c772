-- Data edits and submissions (issue 12, ADR 22): members' submissions with their status, and every applied change
-- of the catalogue as a revision with its field-by-field diff. Revision ids come from a counter in this schema, in
-- log order, inside the drain's transaction: a replay gives the same ids.
CREATE TABLE counters (name text PRIMARY KEY, value integer NOT NULL);
INSERT INTO counters VALUES ('revision', 0);

CREATE TABLE submissions (
  id integer PRIMARY KEY,
  object_type text NOT NULL,          -- MEDIA | CHARACTER | STAFF
  object_id integer NOT NULL,         -- for a new media, the id it was given when submitted
  media_type text,                    -- ANIME | MANGA for media
  is_new boolean NOT NULL,
  user_id integer NOT NULL,           -- the submitter
  status text NOT NULL,               -- PENDING | ACCEPTED | PARTIALLY_ACCEPTED | REJECTED
  changes jsonb NOT NULL,             -- the proposed fields
  before jsonb NOT NULL,              -- what they held when submitted
  source text,                        -- the submitter's source or explanation
  accepted_fields text[],
  notes text,                         -- the deciding moderator's notes
  moderator_id integer,
  created_at integer NOT NULL,
  decided_at integer
);
CREATE INDEX submissions_queue ON submissions (object_type, status, media_type, id);
CREATE INDEX submissions_user ON submissions (user_id, id);
CREATE INDEX submissions_object ON submissions (object_type, object_id, id);

CREATE TABLE revisions (
  id integer PRIMARY KEY,
  object_type text NOT NULL,          -- MEDIA | CHARACTER | STAFF | STUDIO
  object_id integer NOT NULL,
  action text NOT NULL,               -- CREATE | EDIT | DELETE | MERGE
  user_id integer,                    -- who changed it: the submitter of an accepted submission, else the editor; null: an importer
  moderator_id integer,               -- who applied it (the editor, or the moderator who accepted)
  submission_id integer,
  changes jsonb NOT NULL,             -- [{ field, before, after }]
  reason text,
  created_at integer NOT NULL
);
CREATE INDEX revisions_object ON revisions (object_type, object_id, id);
CREATE INDEX revisions_user ON revisions (user_id, id) WHERE user_id IS NOT NULL;
