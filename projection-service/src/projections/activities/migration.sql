-- Activities: for now the list activities that list saves create (ANIME_LIST, MANGA_LIST), with the id, wording
-- and progress the command-service chose (a merge updates its activity and moves it up). Text and message
-- activities, likes and replies join with the social features.
CREATE TABLE activities (
  id integer PRIMARY KEY,
  type text NOT NULL,
  user_id integer NOT NULL,
  media_id integer,
  status text,
  progress text,
  created_at integer NOT NULL,
  like_count integer NOT NULL DEFAULT 0,
  reply_count integer NOT NULL DEFAULT 0,
  is_locked boolean NOT NULL DEFAULT false,
  is_pinned boolean NOT NULL DEFAULT false
);
CREATE INDEX activities_recent ON activities (created_at DESC, id DESC);
CREATE INDEX activities_user ON activities (user_id, created_at DESC, id DESC);
CREATE INDEX activities_media ON activities (media_id, created_at DESC, id DESC);
