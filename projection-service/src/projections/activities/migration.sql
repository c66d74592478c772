-- Activities (social §2-§4): list activities from list saves (ANIME_LIST, MANGA_LIST, with the id, wording and
-- progress the command-service chose; a merge updates its activity and moves it up), text statuses and messages,
-- with their replies, likes and subscriptions. user_id is whose activity it is: the author of a status or list
-- activity, the recipient of a message (it sits on their profile); messenger_id is a message's writer. A deleted
-- activity stays as a tombstone, so that a later list save merging into it does not bring it back.
CREATE TABLE activities (
  id integer PRIMARY KEY,
  type text NOT NULL,
  user_id integer NOT NULL,
  messenger_id integer,
  media_id integer,
  status text,
  progress text,
  text text,
  is_private boolean NOT NULL DEFAULT false,
  created_at integer NOT NULL,
  like_count integer NOT NULL DEFAULT 0,
  reply_count integer NOT NULL DEFAULT 0,
  is_locked boolean NOT NULL DEFAULT false,
  is_pinned boolean NOT NULL DEFAULT false,
  deleted boolean NOT NULL DEFAULT false,
  -- Log positions (ADR 71): of the event that put the activity at the top of feeds (posted, or a list save merged
  -- into it), and of the last event that changed it or its replies (likes, replies, edits, a lock). Open streams
  -- read what changed after their resume token by these.
  posted_txid bigint,
  posted_pos bigint,
  changed_txid bigint,
  changed_pos bigint
);
CREATE INDEX activities_recent ON activities (created_at DESC, id DESC) WHERE NOT deleted;
CREATE INDEX activities_user ON activities (user_id, created_at DESC, id DESC) WHERE NOT deleted;
CREATE INDEX activities_messenger ON activities (messenger_id, created_at DESC, id DESC) WHERE messenger_id IS NOT NULL AND NOT deleted;
CREATE INDEX activities_media ON activities (media_id, created_at DESC, id DESC) WHERE media_id IS NOT NULL AND NOT deleted;
CREATE INDEX activities_pinned ON activities (user_id) WHERE is_pinned;
CREATE INDEX activities_changed ON activities (changed_txid, changed_pos);

CREATE TABLE activity_replies (
  id integer PRIMARY KEY,
  activity_id integer NOT NULL,
  user_id integer NOT NULL,
  text text NOT NULL,
  like_count integer NOT NULL DEFAULT 0,
  created_at integer NOT NULL
);
CREATE INDEX activity_replies_activity ON activity_replies (activity_id, id);
CREATE INDEX activity_replies_user ON activity_replies (user_id, id DESC);

-- Who liked what: an activity (reply_id 0) or one of its replies.
CREATE TABLE likes (
  activity_id integer NOT NULL,
  reply_id integer NOT NULL DEFAULT 0,
  user_id integer NOT NULL,
  created_at integer NOT NULL,
  PRIMARY KEY (activity_id, reply_id, user_id)
);
CREATE INDEX likes_user ON likes (user_id, activity_id);

-- Explicit choices only: an owner (and a message's writer) without a row is subscribed.
CREATE TABLE subscriptions (
  activity_id integer NOT NULL,
  user_id integer NOT NULL,
  subscribed boolean NOT NULL,
  PRIMARY KEY (activity_id, user_id)
);
