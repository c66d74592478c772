CREATE TABLE tags (
  id integer PRIMARY KEY,
  name text NOT NULL,
  description text,
  category text,
  is_general_spoiler boolean NOT NULL,
  is_adult boolean NOT NULL,
  created_at integer NOT NULL
);
CREATE UNIQUE INDEX tags_name ON tags (lower(name));
