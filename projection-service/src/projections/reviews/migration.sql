-- Reviews (social §2-§5): the review as it now reads, with its counts moved by deltas: rating is the up votes,
-- rating_amount all votes (AniList's "n out of m found this helpful"). A deleted review goes with its votes; its id
-- is never used again. Private reviews stay here and readers show them to their author and community moderators.
CREATE TABLE reviews (
  id integer PRIMARY KEY,
  user_id integer NOT NULL,
  media_id integer NOT NULL,
  media_type text NOT NULL,
  summary text NOT NULL,
  body text NOT NULL,
  score integer NOT NULL,
  private boolean NOT NULL,
  rating integer NOT NULL DEFAULT 0,
  rating_amount integer NOT NULL DEFAULT 0,
  created_at integer NOT NULL,
  updated_at integer NOT NULL
);
CREATE INDEX reviews_media ON reviews (media_id, rating DESC, id DESC);
CREATE INDEX reviews_user ON reviews (user_id, id DESC);
CREATE INDEX reviews_rating ON reviews (rating DESC, id DESC);
CREATE INDEX reviews_score ON reviews (score DESC, id DESC);

-- Each member's standing vote: 1 up, -1 down (taking a vote back removes the row).
CREATE TABLE review_votes (
  review_id integer NOT NULL,
  user_id integer NOT NULL,
  rating smallint NOT NULL,
  created_at integer NOT NULL,
  PRIMARY KEY (review_id, user_id)
);

-- Members' reports of reviews, for the moderators (issue 12 reads them); kept after the review is gone.
CREATE TABLE review_reports (
  review_id integer NOT NULL,
  reporter_id integer NOT NULL,
  author_id integer NOT NULL,
  reason text NOT NULL,
  summary text NOT NULL,
  body text NOT NULL,
  created_at integer NOT NULL,
  PRIMARY KEY (review_id, reporter_id)
);
