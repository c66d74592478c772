CREATE TABLE tags (
  id integer PRIMARY KEY,
  name text NOT NULL,
  description text,
  category text,
  is_general_spoiler boolean NOT NULL,
  is_adult boolean NOT NULL,
  created_at integer NOT NULL
);
CREATE UNIQUE INDEX tags_name ON tags (lower(name));

-- The tags each media has (ADR 20). rank is computed from base_rank (the imported rank, or 60 for a tag a member
-- added or a moderator accepted; null: none) and the votes in media_tag_votes (tagRules.ts, rank.ts). user_id: who
-- added it (null: imported). touched: a member or moderator has acted on the pair (added, flagged, accepted), so a
-- later import of the media's tag list leaves it alone.
CREATE TABLE media_tags (
  media_id integer NOT NULL,
  tag_id integer NOT NULL,
  rank integer NOT NULL,
  is_media_spoiler boolean NOT NULL,
  base_rank integer,
  user_id integer,
  touched boolean NOT NULL DEFAULT false,
  PRIMARY KEY (media_id, tag_id)
);
CREATE INDEX media_tags_tag ON media_tags (tag_id, rank);

-- Each member's standing vote on a media's tag, 0 (Not Relevant) to 5 (Main Theme). A removal takes the pair's votes.
CREATE TABLE media_tag_votes (
  media_id integer NOT NULL,
  tag_id integer NOT NULL,
  user_id integer NOT NULL,
  vote smallint NOT NULL,
  created_at integer NOT NULL,
  PRIMARY KEY (media_id, tag_id, user_id)
);
CREATE INDEX media_tag_votes_user ON media_tag_votes (user_id, media_id);

-- Pairs a data moderator took off: a later import of the media's tag list does not bring them back.
CREATE TABLE media_tag_removals (
  media_id integer NOT NULL,
  tag_id integer NOT NULL,
  PRIMARY KEY (media_id, tag_id)
);

-- Members' new tags for a media, PENDING until a data moderator ACCEPTED (the tag joins `tags`) or DENIED them.
CREATE TABLE tag_submissions (
  id integer PRIMARY KEY,
  name text NOT NULL,
  description text,
  is_adult boolean NOT NULL,
  media_id integer NOT NULL,
  is_media_spoiler boolean NOT NULL,
  user_id integer NOT NULL,
  status text NOT NULL,
  reason text,
  moderator_id integer,
  created_at integer NOT NULL,
  reviewed_at integer
);
CREATE INDEX tag_submissions_status ON tag_submissions (status, id);
CREATE INDEX tag_submissions_media ON tag_submissions (media_id, id);
CREATE INDEX tag_submissions_name ON tag_submissions (lower(name));

-- Members' proposals of known tags for a media (ADR 67): PENDING until a data moderator ACCEPTED (the tag goes on the
-- media, media_tags above) or DENIED them. A data moderator's own proposal is ACCEPTED by them at once.
CREATE TABLE media_tag_proposals (
  id integer PRIMARY KEY,
  media_id integer NOT NULL,
  tag_id integer NOT NULL,
  user_id integer NOT NULL,
  is_media_spoiler boolean NOT NULL,
  status text NOT NULL,
  reason text,
  moderator_id integer,
  created_at integer NOT NULL,
  reviewed_at integer
);
CREATE INDEX media_tag_proposals_status ON media_tag_proposals (status, id);
CREATE INDEX media_tag_proposals_media ON media_tag_proposals (media_id, id);
CREATE INDEX media_tag_proposals_user ON media_tag_proposals (user_id, id);
