-- Every member's list entries. Dates are AniList's FuzzyDateInt (yyyymmdd, 0 for an unknown month or day; null
-- when not even the year is known), so that lists sort and filter by them. Scores are raw (0-100); each reader
-- shows them in the format it wants (events/src/scores.ts).
CREATE TABLE entries (
  id integer PRIMARY KEY,
  user_id integer NOT NULL,
  media_id integer NOT NULL,
  media_type text NOT NULL,
  status text NOT NULL,
  score smallint NOT NULL,
  progress integer NOT NULL,
  progress_volumes integer NOT NULL,
  repeat integer NOT NULL,
  priority integer NOT NULL,
  private boolean NOT NULL,
  notes text NOT NULL,
  hidden_from_status_lists boolean NOT NULL,
  -- Names as saved; the member's current custom lists (rm_users) decide which still count.
  custom_lists text[] NOT NULL,
  -- { label: score } of the member's advanced scoring.
  advanced_scores jsonb NOT NULL,
  started_at integer,
  completed_at integer,
  -- Finished rewatches, oldest first: [{ number, startedAt, completedAt, score }] (dates as FuzzyDate objects).
  rewatches jsonb NOT NULL,
  -- The start (FuzzyDate) of the rewatch under way, while the status is REPEATING.
  rewatch_started_at jsonb,
  -- Counts the entry's saves: the list editor sends it back so that a save over another tab's change is refused.
  revision integer NOT NULL,
  created_at integer NOT NULL,
  updated_at integer NOT NULL,
  UNIQUE (user_id, media_id)
);
-- A member's list by type (MediaListCollection, list pages), and a media's entries (followed users, onList).
CREATE INDEX entries_user_type ON entries (user_id, media_type, status);
CREATE INDEX entries_media ON entries (media_id, status);

-- Each import a member made (settings: import history).
CREATE TABLE imports (
  user_id integer NOT NULL,
  source text NOT NULL,
  file_hash text NOT NULL,
  created integer NOT NULL,
  updated integer NOT NULL,
  unchanged integer NOT NULL,
  imported_at integer NOT NULL
);
CREATE INDEX imports_user ON imports (user_id, imported_at DESC);
