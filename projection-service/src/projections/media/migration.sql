-- rm_media: one row per media plus its edges. Runs with search_path set to the projection's schema
-- (rm_media live, or a fresh schema during a rebuild), so names are unqualified.
CREATE TABLE media (
  id integer PRIMARY KEY,
  type text NOT NULL,                      -- ANIME | MANGA
  id_mal integer,                          -- MyAnimeList id (Media.idMal), unique per type; null for entries without one
  title_romaji text NOT NULL,
  title_english text,
  title_native text,
  synonyms text[] NOT NULL DEFAULT '{}',
  description text,
  format text,
  status text,
  source text,
  country_of_origin text,
  is_adult boolean NOT NULL DEFAULT false,
  is_licensed boolean NOT NULL DEFAULT true,
  is_locked boolean NOT NULL DEFAULT false,
  is_favourite_blocked boolean NOT NULL DEFAULT false,
  is_recommendation_blocked boolean NOT NULL DEFAULT false,
  is_review_blocked boolean NOT NULL DEFAULT false,
  start_year integer, start_month integer, start_day integer,
  end_year integer, end_month integer, end_day integer,
  -- FuzzyDateInt (yyyymmdd, unknown parts 0) for AniList's startDate_greater/lesser filters and date sorts.
  start_date_int integer,
  end_date_int integer,
  season text,
  season_year integer,
  episodes integer,
  duration integer,
  chapters integer,
  volumes integer,
  genres text[] NOT NULL DEFAULT '{}',
  hashtag text,
  cover_extra_large text, cover_large text, cover_medium text, cover_color text,
  banner_image text,
  trailer jsonb,                            -- {id, site, thumbnail} or null
  external_links jsonb NOT NULL DEFAULT '[]',   -- [{id,url,site,type,language,color,icon,notes}]
  streaming_episodes jsonb NOT NULL DEFAULT '[]', -- [{title,thumbnail,url,site}]
  -- Statistics: the imported figures until members keep lists, then the members' (media_statistics, figures.ts, ADR 14).
  average_score integer,
  mean_score integer,
  popularity integer NOT NULL DEFAULT 0,
  favourites integer NOT NULL DEFAULT 0,
  -- Recomputed from rm_trends by the refresh (trending.ts), never by events: it decays with time.
  trending integer NOT NULL DEFAULT 0,
  status_distribution jsonb NOT NULL DEFAULT '[]', -- [{status, amount}]
  score_distribution jsonb NOT NULL DEFAULT '[]',  -- [{score, amount}]
  created_at integer NOT NULL,              -- unix seconds of MediaAdded
  updated_at integer NOT NULL               -- unix seconds of the last event that changed the row
);
-- is_adult rides along: a viewer who hides adult media (every guest) filters on it, and the page's count stays an
-- index-only scan.
CREATE INDEX media_type_popularity ON media (type, popularity DESC, id) INCLUDE (is_adult);
CREATE INDEX media_type_score ON media (type, average_score DESC NULLS LAST, id) INCLUDE (is_adult);
CREATE INDEX media_type_trending ON media (type, trending DESC, id) INCLUDE (is_adult);
CREATE INDEX media_type_favourites ON media (type, favourites DESC, id) INCLUDE (is_adult);
-- The few adult media: rows about a media (activities, reviews, entries...) are hidden from such viewers by an
-- anti-join against this small set (query-service schema/adultContent.ts) instead of a scan of every media; and
-- a member who asks for isAdult: true finds them here rather than through every media (the rare filters below).
CREATE INDEX media_adult ON media (id, type) WHERE is_adult;
CREATE INDEX media_season ON media (season_year, season);
CREATE INDEX media_start_date ON media (start_date_int);
CREATE INDEX media_genres ON media USING gin (genres);
-- Media(idMal) and Page.media(idMal_in): third-party clients look entries up by their MyAnimeList id.
CREATE INDEX media_id_mal ON media (id_mal) WHERE id_mal IS NOT NULL;
-- Filters that most media fail (status CANCELLED or HIATUS, a rare format, source or country, unlicensed; adult above):
-- their few matches are found here and sorted, where the sort indexes above would be walked through every media
-- to find them. The query-service writes these values into its statements (nameLiteral), so the planner sees them.
-- The type beside the value lets a page's count of a common one (FINISHED anime) read the index alone.
CREATE INDEX media_status ON media (status, type);
CREATE INDEX media_format ON media (format);
CREATE INDEX media_source ON media (source, type);
CREATE INDEX media_country ON media (country_of_origin, type);
CREATE INDEX media_unlicensed ON media (type) WHERE NOT is_licensed;
-- A search of both types whose text is too common to rank lists its matches by popularity (commonSearch.ts) by
-- walking this, as typed searches walk media_type_popularity.
CREATE INDEX media_popularity ON media (popularity DESC, id);

-- Each media's counters of its members' list entries and favourites (moved by the deltas list events carry)
-- and the statistics last imported for it (null: none): the statistics columns of media are derived from them
-- (figures.ts). Also kept by rm_trends, whose daily points need the same figures.
CREATE TABLE media_statistics (
  media_id integer PRIMARY KEY,
  current integer NOT NULL, planning integer NOT NULL, completed integer NOT NULL,
  dropped integer NOT NULL, paused integer NOT NULL, repeating integer NOT NULL,
  -- Scored entries per bar of the score distribution (scoreBucket).
  score_10 integer NOT NULL, score_20 integer NOT NULL, score_30 integer NOT NULL, score_40 integer NOT NULL,
  score_50 integer NOT NULL, score_60 integer NOT NULL, score_70 integer NOT NULL, score_80 integer NOT NULL,
  score_90 integer NOT NULL, score_100 integer NOT NULL,
  score_sum bigint NOT NULL,               -- sum of the raw scores of scored entries
  favourites integer NOT NULL,             -- members' favourites (FavouriteAdded - FavouriteRemoved)
  imported jsonb                           -- {averageScore, meanScore, popularity, favourites, statusDistribution, scoreDistribution}
);

-- Since when the members' lists, not imported statistics, are the source of every media's figures (unix seconds
-- of the log's first list event; no row: not yet). media/source.ts, ADR 14.
CREATE TABLE statistics_source (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  lists_since integer NOT NULL
);

-- Edges keep the order they were given in (position) because the site shows them in that order. A media's tags are
-- the tags read model's (rm_tags.media_tags, ADR 20).
CREATE TABLE media_studios (
  media_id integer NOT NULL, studio_id integer NOT NULL, is_main boolean NOT NULL, position integer NOT NULL,
  PRIMARY KEY (media_id, studio_id)
);
CREATE INDEX media_studios_studio ON media_studios (studio_id);
CREATE TABLE media_relations (
  media_id integer NOT NULL, related_media_id integer NOT NULL, relation_type text NOT NULL, position integer NOT NULL,
  PRIMARY KEY (media_id, related_media_id)
);
CREATE TABLE media_characters (
  media_id integer NOT NULL, character_id integer NOT NULL, role text NOT NULL, position integer NOT NULL,
  PRIMARY KEY (media_id, character_id)
);
CREATE INDEX media_characters_character ON media_characters (character_id);
CREATE TABLE media_character_voice_actors (
  media_id integer NOT NULL, character_id integer NOT NULL, staff_id integer NOT NULL,
  role_notes text, dub_group text, position integer NOT NULL,
  PRIMARY KEY (media_id, character_id, staff_id)
);
CREATE INDEX media_character_voice_actors_staff ON media_character_voice_actors (staff_id);
CREATE TABLE media_staff (
  media_id integer NOT NULL, staff_id integer NOT NULL, role text NOT NULL, position integer NOT NULL,
  PRIMARY KEY (media_id, staff_id, role)
);
CREATE INDEX media_staff_staff ON media_staff (staff_id);
-- AiringSchedule ids are media_id * 10000 + episode computed by the query-service; no sequence, so a replay
-- reproduces the same rows.
CREATE TABLE airing_schedule (
  media_id integer NOT NULL, episode integer NOT NULL, airing_at integer NOT NULL,
  PRIMARY KEY (media_id, episode)
);
CREATE INDEX airing_schedule_at ON airing_schedule (airing_at);
