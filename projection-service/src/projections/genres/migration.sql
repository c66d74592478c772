-- Which media carry which genre, for GenreCollection and per-genre counts. Kept apart from rm_media so the
-- genre list has its own projection and can be rebuilt alone.
CREATE TABLE media_genres (
  media_id integer NOT NULL,
  genre text NOT NULL,
  media_type text NOT NULL,
  is_adult boolean NOT NULL,
  PRIMARY KEY (media_id, genre)
);
CREATE INDEX media_genres_genre ON media_genres (genre);

-- Added by the projection-service: the type and adult flag of every media, so that genre rows written
-- by a MediaUpdated that changes only the genres (or only isAdult) carry the right values, and a media
-- without genres is still known. Internal to this projection.
CREATE TABLE media_flags (
  media_id integer PRIMARY KEY,
  media_type text NOT NULL,
  is_adult boolean NOT NULL
);
