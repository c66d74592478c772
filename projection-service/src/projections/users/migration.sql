CREATE TABLE users (
  id integer PRIMARY KEY,
  name text NOT NULL,
  -- Deferrable (checked at the end of each statement, not per row): one batch may move a name from one user to
  -- another (a rename, then someone takes the freed name), and the batch is written in a single statement.
  name_lower text NOT NULL UNIQUE DEFERRABLE INITIALLY IMMEDIATE,
  about text,
  avatar_large text,
  avatar_medium text,
  banner_image text,
  -- Full UserOptions / MediaListOptions with every default applied (events/src/userDefaults.ts).
  options jsonb NOT NULL,
  media_list_options jsonb NOT NULL,
  moderator_roles text[] NOT NULL,
  donator_tier integer NOT NULL,
  donator_badge text,
  -- [{ name, createdAt, updatedAt }]: each former name, from when it was taken to when it was left (unix seconds).
  previous_names jsonb NOT NULL,
  created_at integer,
  updated_at integer
);
-- User search (Page.users(search)) by name fragments.
CREATE INDEX users_name_trgm ON users USING gin (name_lower gin_trgm_ops);
-- ...and by the start of the name for one or two letters, which have no trigram (findUsers.ts): bytewise, so that a
-- range of it holds the names with a prefix, in an order that puts the exact name first.
CREATE INDEX users_name_prefix ON users ((name_lower COLLATE "C"), id);
