-- rm_mediastats: each media's figures (its stats tab: status and score distributions, popularity, favourites, average
-- and mean score) per UTC day of the events' occurredAt, beside rm_sitestats and on the same rule (ADR 23): every row
-- holds only contributions of the events of its own day, each computed from the event alone (list events carry
-- `before`), so the rows up to a day are the figures as they stood at that day's end, whatever came later.

-- Per media and day: what that day's events did to the media's counters (media/listCounts.ts: entries per status and
-- score bar, the sum of scores, members' favourites), as net deltas; a media's figures as of a day are the sums of its
-- rows up to it (read.ts). `changes` counts the events that moved something, so it never falls back to 0 and a row
-- exists whatever the batch boundaries; events that move nothing (progress, notes) make no row. Keyed by day first:
-- a catch-up appends at the key's end instead of all over it, and a rebuild builds the media index once at the end.
CREATE TABLE media_days (
  media_id integer NOT NULL,
  day date NOT NULL,
  changes integer NOT NULL,
  current integer NOT NULL, planning integer NOT NULL, completed integer NOT NULL,
  dropped integer NOT NULL, paused integer NOT NULL, repeating integer NOT NULL,
  score_10 integer NOT NULL, score_20 integer NOT NULL, score_30 integer NOT NULL, score_40 integer NOT NULL,
  score_50 integer NOT NULL, score_60 integer NOT NULL, score_70 integer NOT NULL, score_80 integer NOT NULL,
  score_90 integer NOT NULL, score_100 integer NOT NULL,
  score_sum bigint NOT NULL,
  favourites integer NOT NULL,
  PRIMARY KEY (day, media_id)
);
CREATE INDEX media_days_media ON media_days (media_id, day);

-- Per media and day: the statistics imported that day (MediaStatisticsImported, media/figures.ts Baseline), the last
-- in log order, with its log position: as of a day a media shows the last import in the log of those dated up to it,
-- as a replay of those events would (imports may be appended out of date order).
CREATE TABLE media_imports (
  media_id integer NOT NULL,
  day date NOT NULL,
  transaction_id bigint NOT NULL,
  position bigint NOT NULL,
  imported jsonb NOT NULL,
  PRIMARY KEY (media_id, day)
);

-- The days with a list event (MediaListEntrySaved or MediaListEntryDeleted): as of a day, every media shows its
-- members' lists alone once one is dated by then, its last import before (ADR 14's switch, by the events' days).
CREATE TABLE list_days (
  day date PRIMARY KEY
);
