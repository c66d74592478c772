-- rm_rankings: AniList's MediaRank rows, recomputed on a schedule from rm_media.media (not from events:
-- a rank depends on every other media, so it is a cross-stream aggregate, see ARCHITECTURE.md Projections).
-- Each recompute replaces all rows in one transaction.
CREATE TABLE media_rankings (
  id integer PRIMARY KEY,                  -- stable within one recompute (row order), like AniList's opaque ids
  media_id integer NOT NULL,
  rank integer NOT NULL,
  type text NOT NULL,                      -- RATED | POPULAR
  format text,                             -- null = ranked among every format of the media type
  year integer,
  season text,
  all_time boolean NOT NULL,
  context text NOT NULL,                   -- "highest rated all time", "most popular" (+ year/season fields)
  importance integer NOT NULL              -- display order within a media: all time, year, season; overall first
);
CREATE INDEX media_rankings_media ON media_rankings (media_id, importance);
-- When the last recompute ran (one row).
CREATE TABLE refreshed (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  at timestamptz NOT NULL,
  media integer NOT NULL
);
