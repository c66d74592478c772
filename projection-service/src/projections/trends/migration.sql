-- rm_trends: one point per media per UTC day (AniList's MediaTrend). Fed by MediaStatisticsImported (its
-- figures and, from v2, the source's history of daily points); list events will add points later.
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
