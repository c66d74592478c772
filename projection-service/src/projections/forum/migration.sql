-- The forum (social §2-§4, ADR 17): threads with their counts and latest reply, comments with their tree (parent and
-- top-level root; a root's is_locked is its tree's lock), likes, subscriptions and reports. A deleted thread stays
-- as a tombstone without comments, likes or subscriptions; a deleted comment leaves with the replies under it.
CREATE TABLE threads (
  id integer PRIMARY KEY,
  user_id integer NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  categories integer[] NOT NULL,
  media_categories integer[] NOT NULL,
  is_sticky boolean NOT NULL DEFAULT false,
  is_locked boolean NOT NULL DEFAULT false,
  view_count integer NOT NULL DEFAULT 0,
  reply_count integer NOT NULL DEFAULT 0,
  like_count integer NOT NULL DEFAULT 0,
  reply_user_id integer,
  reply_comment_id integer,
  replied_at integer,
  created_at integer NOT NULL,
  updated_at integer NOT NULL,
  deleted boolean NOT NULL DEFAULT false,
  -- The log position of the last event that changed the thread or its comments (views aside): open thread pages
  -- read what changed after their resume token by it (ADR 71).
  changed_txid bigint,
  changed_pos bigint
);
-- REPLIED_AT sorts a thread without replies by its creation: the forum's recent feed.
CREATE INDEX threads_recent ON threads ((coalesce(replied_at, created_at)) DESC, id DESC) WHERE NOT deleted;
CREATE INDEX threads_sticky_recent ON threads (is_sticky DESC, (coalesce(replied_at, created_at)) DESC, id DESC) WHERE NOT deleted;
CREATE INDEX threads_user ON threads (user_id, id DESC) WHERE NOT deleted;
CREATE INDEX threads_reply_user ON threads (reply_user_id, id DESC) WHERE NOT deleted;
CREATE INDEX threads_categories ON threads USING gin (categories) WHERE NOT deleted;
CREATE INDEX threads_media ON threads USING gin (media_categories) WHERE NOT deleted;
CREATE INDEX threads_changed ON threads (changed_txid, changed_pos);
CREATE INDEX threads_title ON threads USING gin (lower(title) public.gin_trgm_ops) WHERE NOT deleted;

CREATE TABLE thread_comments (
  id integer PRIMARY KEY,
  thread_id integer NOT NULL,
  root_comment_id integer NOT NULL,
  parent_comment_id integer,
  user_id integer NOT NULL,
  comment text NOT NULL,
  like_count integer NOT NULL DEFAULT 0,
  is_locked boolean NOT NULL DEFAULT false,
  created_at integer NOT NULL,
  updated_at integer NOT NULL
);
CREATE INDEX thread_comments_top ON thread_comments (thread_id, id) WHERE parent_comment_id IS NULL;
CREATE INDEX thread_comments_latest ON thread_comments (thread_id, created_at DESC, id DESC);
CREATE INDEX thread_comments_root ON thread_comments (root_comment_id, id);
CREATE INDEX thread_comments_user ON thread_comments (user_id, id DESC);

-- Who liked what: a thread (comment_id 0) or one of its comments.
CREATE TABLE likes (
  comment_id integer NOT NULL DEFAULT 0,
  thread_id integer NOT NULL,
  user_id integer NOT NULL,
  created_at integer NOT NULL,
  PRIMARY KEY (comment_id, thread_id, user_id)
);
CREATE INDEX likes_thread ON likes (thread_id);
CREATE INDEX likes_user ON likes (user_id, comment_id);

-- Explicit choices, and the author's and commenters' subscriptions where no choice came first.
CREATE TABLE subscriptions (
  thread_id integer NOT NULL,
  user_id integer NOT NULL,
  subscribed boolean NOT NULL,
  PRIMARY KEY (thread_id, user_id)
);
CREATE INDEX subscriptions_user ON subscriptions (user_id, thread_id) WHERE subscribed;

-- Members' reports of comments, for the moderators (issue 12 reads them); kept after the comment is gone.
CREATE TABLE comment_reports (
  comment_id integer NOT NULL,
  reporter_id integer NOT NULL,
  thread_id integer NOT NULL,
  comment_user_id integer NOT NULL,
  reason text NOT NULL,
  comment text NOT NULL,
  created_at integer NOT NULL,
  PRIMARY KEY (comment_id, reporter_id)
);
