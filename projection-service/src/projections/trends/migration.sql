-- rm_trends: one point per media per UTC day (AniList's MediaTrend). Fed by MediaStatisticsImported (its
-- figures and, from v2, the source's history of daily points) until members keep lists, then by list events: each
-- list change adds one to the day's trending, and the day's point takes the media's figures after its last change
-- (trends/points.ts, ADR 14).
CREATE TABLE media_trends (
  media_id integer NOT NULL,
  date integer NOT NULL,                   -- unix seconds of the UTC day's start
  trending integer NOT NULL,
  average_score integer,
  popularity integer,
  in_progress integer,                     -- list entries watching/reading that day
  releasing boolean NOT NULL,              -- the media was releasing that day
  episode integer,                         -- latest aired episode that day (releasing anime)
  PRIMARY KEY (media_id, date)
);
CREATE INDEX media_trends_date ON media_trends (date, trending DESC);

-- The same counters as rm_media.media_statistics (media/listCounts.ts): the figures of a day's point.
CREATE TABLE media_statistics (
  media_id integer PRIMARY KEY,
  current integer NOT NULL, planning integer NOT NULL, completed integer NOT NULL,
  dropped integer NOT NULL, paused integer NOT NULL, repeating integer NOT NULL,
  score_10 integer NOT NULL, score_20 integer NOT NULL, score_30 integer NOT NULL, score_40 integer NOT NULL,
  score_50 integer NOT NULL, score_60 integer NOT NULL, score_70 integer NOT NULL, score_80 integer NOT NULL,
  score_90 integer NOT NULL, score_100 integer NOT NULL,
  score_sum bigint NOT NULL,
  favourites integer NOT NULL,             -- always 0 here: trends reads no favourite events
  imported jsonb
);

-- Whether each media is releasing and its episodes' air times (MediaAdded, MediaUpdated): a point's releasing
-- and episode.
CREATE TABLE media_airing (
  media_id integer PRIMARY KEY,
  releasing boolean NOT NULL,
  schedule jsonb NOT NULL                  -- [{episode, airingAt}]
);

-- Since when the members' lists, not imported statistics, are the source of every media's figures (unix seconds
-- of the log's first list event; no row: not yet). media/source.ts, ADR 14.
CREATE TABLE statistics_source (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  lists_since integer NOT NULL
);
