-- The media page's relations, characters, staff and studios (ADR 64). Before this file the projection's migration
-- holds the characters, staff and studios read models' own tables (their migrations, which their apply code writes);
-- these are the media read model's edge tables as it keeps them (media/migration.sql), filled by the same code
-- (media/edges.ts).
CREATE TABLE media_relations (
  media_id integer NOT NULL, related_media_id integer NOT NULL, relation_type text NOT NULL, position integer NOT NULL,
  PRIMARY KEY (media_id, related_media_id)
);
CREATE INDEX media_relations_related ON media_relations (related_media_id);
CREATE TABLE media_studios (
  media_id integer NOT NULL, studio_id integer NOT NULL, is_main boolean NOT NULL, position integer NOT NULL,
  PRIMARY KEY (media_id, studio_id)
);
CREATE INDEX media_studios_studio ON media_studios (studio_id);
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
-- One row per media in the catalogue: what a card of it shows where another media's page names it (the media columns
-- of that name, as the media read model writes them: media/columns.ts), and its page's related media (with their
-- cards), character edges (each with its voice actors), staff edges and studios in the editors' order, with what the
-- page shows of each, as the query-service answers them (document.ts).
CREATE TABLE media_pages (
  media_id integer PRIMARY KEY,
  type text NOT NULL,
  format text, status text,
  title_romaji text NOT NULL, title_english text, title_native text,
  cover_extra_large text, cover_large text, cover_medium text, cover_color text,
  is_adult boolean NOT NULL,
  relations jsonb NOT NULL DEFAULT '[]',
  characters jsonb NOT NULL DEFAULT '[]',
  staff jsonb NOT NULL DEFAULT '[]',
  studios jsonb NOT NULL DEFAULT '[]'
);
