-- Notifications (social §3) for what the site produces so far: follows, messages, mentions, replies (to one's own
-- activity, or to one subscribed to), likes of activities and replies, airing episodes and related media added.
-- Ids come from a counter in this schema, in log order, inside the drain's transaction: a replay gives the same
-- ids. context_key keeps one notification per cause (a like, a reply...) and recipient.
CREATE TABLE counters (name text PRIMARY KEY, value integer NOT NULL);
INSERT INTO counters VALUES ('notification', 0);

CREATE TABLE notifications (
  id integer PRIMARY KEY,
  user_id integer NOT NULL,
  type text NOT NULL,
  -- Who caused it (the follower, liker, replier, writer or mentioner); null for airing and media notices.
  actor_id integer,
  activity_id integer,
  reply_id integer,
  media_id integer,
  episode integer,
  -- Forum notifications (ADR 17): the thread, and the comment where there is one.
  thread_id integer,
  comment_id integer,
  -- Catalogue notices (ADR 22): a data moderator's reason; the titles of a deleted or merged media.
  reason text,
  deleted_titles text[],
  context_key text NOT NULL,
  created_at integer NOT NULL,
  source_txid bigint NOT NULL,
  source_pos bigint NOT NULL
);
CREATE UNIQUE INDEX notifications_key ON notifications (user_id, context_key);
CREATE INDEX notifications_user ON notifications (user_id, id DESC);
-- A member's unread count: their notifications after the position they have read up to (inbox).
CREATE INDEX notifications_user_position ON notifications (user_id, source_txid, source_pos);
CREATE INDEX notifications_activity ON notifications (activity_id) WHERE activity_id IS NOT NULL;
CREATE INDEX notifications_reply ON notifications (reply_id) WHERE reply_id IS NOT NULL;
CREATE INDEX notifications_thread ON notifications (thread_id) WHERE thread_id IS NOT NULL;
CREATE INDEX notifications_comment ON notifications (comment_id) WHERE comment_id IS NOT NULL;

-- The log position each member has read up to (NotificationsRead): their notifications from later events are
-- unread. The position the event names, never an id looked up when it is applied: which notifications exist at
-- that moment depends on where the drain's batches end (a deletion in the same batch goes first), so a replay
-- would resolve it to another id (ADR 32).
CREATE TABLE inbox (user_id integer PRIMARY KEY, read_txid bigint NOT NULL, read_pos bigint NOT NULL);

-- Who has which media on their list, and in which status: airing and related-media notices go to them.
CREATE TABLE listed (
  media_id integer NOT NULL,
  user_id integer NOT NULL,
  status text NOT NULL,
  PRIMARY KEY (media_id, user_id)
);

-- Explicit subscription choices, and who wrote each message (a writer hears of replies unless they unsubscribed).
CREATE TABLE subscriptions (activity_id integer NOT NULL, user_id integer NOT NULL, subscribed boolean NOT NULL, PRIMARY KEY (activity_id, user_id));
CREATE TABLE message_writers (activity_id integer PRIMARY KEY, messenger_id integer NOT NULL);

-- Who hears of new comments in a thread: explicit choices, and the author and commenters where no choice came first.
CREATE TABLE thread_subscriptions (thread_id integer NOT NULL, user_id integer NOT NULL, subscribed boolean NOT NULL, PRIMARY KEY (thread_id, user_id));

-- Blocks between members, as their social streams made them: no notification passes a block, whoever made it (ADR 26).
CREATE TABLE blocks (user_id integer NOT NULL, blocked_id integer NOT NULL, PRIMARY KEY (user_id, blocked_id));
CREATE INDEX blocks_blocked ON blocks (blocked_id);

-- Notification types members switched off (UserOptionsUpdated; 'airingNotifications' is the airing switch): no
-- notification of a type its recipient had off when the event happened is made (issue 24).
CREATE TABLE mutes (user_id integer NOT NULL, setting text NOT NULL, PRIMARY KEY (user_id, setting));
