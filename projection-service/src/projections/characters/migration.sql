CREATE TABLE characters (
  id integer PRIMARY KEY,
  name_first text, name_middle text, name_last text, name_full text NOT NULL, name_native text,
  name_alternative text[] NOT NULL DEFAULT '{}',
  name_alternative_spoiler text[] NOT NULL DEFAULT '{}',
  image_large text, image_medium text,
  description text,
  gender text,
  birth_year integer, birth_month integer, birth_day integer,
  age text,
  blood_type text,
  favourites integer NOT NULL DEFAULT 0,
  created_at integer NOT NULL,
  updated_at integer NOT NULL
);
CREATE INDEX characters_favourites ON characters (favourites DESC, id);
CREATE INDEX characters_birthday ON characters (birth_month, birth_day);
