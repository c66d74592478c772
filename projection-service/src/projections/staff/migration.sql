CREATE TABLE staff (
  id integer PRIMARY KEY,
  name_first text, name_middle text, name_last text, name_full text NOT NULL, name_native text,
  name_alternative text[] NOT NULL DEFAULT '{}',
  name_alternative_spoiler text[] NOT NULL DEFAULT '{}', -- added by the projection-service (StaffAdded has it)
  language text,
  image_large text, image_medium text,
  description text,
  primary_occupations text[] NOT NULL DEFAULT '{}',
  gender text,
  birth_year integer, birth_month integer, birth_day integer,
  death_year integer, death_month integer, death_day integer,
  age integer,
  years_active integer[] NOT NULL DEFAULT '{}',
  home_town text,
  blood_type text,
  favourites integer NOT NULL DEFAULT 0,
  created_at integer NOT NULL,
  updated_at integer NOT NULL
);
CREATE INDEX staff_favourites ON staff (favourites DESC, id);
CREATE INDEX staff_birthday ON staff (birth_month, birth_day);
