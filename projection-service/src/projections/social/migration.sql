-- Follows and blocks (social §4). A follow of a member who later blocked the follower stays here but is not shown
-- or counted while the block lasts (the readers join blocks): the follower's own stream still holds it.
CREATE TABLE follows (
  user_id integer NOT NULL,
  following_id integer NOT NULL,
  created_at integer NOT NULL,
  PRIMARY KEY (user_id, following_id)
);
CREATE INDEX follows_following ON follows (following_id, created_at DESC, user_id);

CREATE TABLE blocks (
  user_id integer NOT NULL,
  blocked_id integer NOT NULL,
  created_at integer NOT NULL,
  PRIMARY KEY (user_id, blocked_id)
);
CREATE INDEX blocks_blocked ON blocks (blocked_id, user_id);
