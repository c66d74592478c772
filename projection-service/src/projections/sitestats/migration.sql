-- rm_sitestats: the site's statistics (AniList's SiteStatistics) and the members' list activity behind them, per
-- UTC day of the events' occurredAt. Every row is a sum of contributions of the events of its own day, so the rows
-- up to a day are the statistics as they stood at that day's end, whatever came later (ADR 23).

-- What exists: one row per user, anime, manga, character, staff member, studio and review on the site, so that an
-- entity is counted once however often its Added event comes, and a removal finds what it removes.
CREATE TABLE entities (
  subject text NOT NULL,                   -- users, anime, manga, characters, staff, studios, reviews
  id integer NOT NULL,
  PRIMARY KEY (subject, id)
);

-- Per subject and day: entities added and removed. SiteTrend.count is the running sum of added - removed.
CREATE TABLE site_trends (
  subject text NOT NULL,
  day date NOT NULL,
  added integer NOT NULL,
  removed integer NOT NULL,
  PRIMARY KEY (subject, day)
);

-- Per day and media type: list changes (saves and removals), scores given and their sum.
CREATE TABLE list_days (
  day date NOT NULL,
  media_type text NOT NULL,                -- ANIME, MANGA
  changes integer NOT NULL,
  scores_given integer NOT NULL,           -- saves that set a non-zero score other than the one before
  score_sum bigint NOT NULL,
  PRIMARY KEY (day, media_type)
);

-- Per day, media type and list status: entries created with it, entries that took it (created or changed into it)
-- and entries that left it (changed to another or removed). Entries with a status = running sum of entered - exited.
CREATE TABLE list_statuses (
  day date NOT NULL,
  media_type text NOT NULL,
  status text NOT NULL,
  added integer NOT NULL,
  entered integer NOT NULL,
  exited integer NOT NULL,
  PRIMARY KEY (day, media_type, status)
);

-- Per day, media type and score bar (10..100, as the media's score distribution): scores given.
CREATE TABLE list_scores (
  day date NOT NULL,
  media_type text NOT NULL,
  score smallint NOT NULL,
  given integer NOT NULL,
  PRIMARY KEY (day, media_type, score)
);

-- Who changed their list on which day, as bitmaps: bit (user_id % 8192) of chunk (user_id / 8192), leftmost first;
-- media_type ANIME, MANGA or ALL (either list). A batch ORs its members in, so a member counts once a day however
-- often they come; active members = the bits set (bit_count), counted when read.
CREATE TABLE active_members (
  day date NOT NULL,
  media_type text NOT NULL,
  chunk integer NOT NULL,
  members bit(8192) NOT NULL,
  PRIMARY KEY (day, media_type, chunk)
);
