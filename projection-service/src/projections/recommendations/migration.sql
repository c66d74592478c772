-- Recommendations (social §2-§5): one entry per pair of media, in the direction it was first recommended
-- (media_id's page recommended media_recommendation_id); readers turn it round for the other media's page. rating
-- is the up votes minus the down votes, moved by deltas; user_id is the member who added the pair. A deleted entry
-- goes with its votes; a pair recommended again later gets a new id.
CREATE TABLE recommendations (
  id integer PRIMARY KEY,
  media_id integer NOT NULL,
  media_recommendation_id integer NOT NULL,
  user_id integer NOT NULL,
  rating integer NOT NULL DEFAULT 0,
  created_at integer NOT NULL
);
CREATE INDEX recommendations_media ON recommendations (media_id, rating DESC, id DESC);
CREATE INDEX recommendations_other ON recommendations (media_recommendation_id, rating DESC, id DESC);
CREATE INDEX recommendations_rating ON recommendations (rating DESC, id DESC);
CREATE INDEX recommendations_user ON recommendations (user_id, id DESC);

-- Each member's standing rating of an entry: 1 up, -1 down (NO_RATING removes the row).
CREATE TABLE recommendation_ratings (
  recommendation_id integer NOT NULL,
  user_id integer NOT NULL,
  rating smallint NOT NULL,
  created_at integer NOT NULL,
  PRIMARY KEY (recommendation_id, user_id)
);
