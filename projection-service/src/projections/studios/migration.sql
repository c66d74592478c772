CREATE TABLE studios (
  id integer PRIMARY KEY,
  name text NOT NULL,
  is_animation_studio boolean NOT NULL,
  favourites integer NOT NULL DEFAULT 0,
  created_at integer NOT NULL
);
CREATE INDEX studios_favourites ON studios (favourites DESC, id);
