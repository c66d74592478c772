-- The media page's relations, characters, staff and studios (ADR 64), tags and airing schedule (ADR 72). Before this
-- file the projection's migration holds the characters, staff, studios and tags read models' own tables (their
-- migrations, which their apply code writes) and the media read model's relation, character, staff, studio and
-- airing schedule edge tables (media/edges.ts, EDGE_TABLES, whose code fills them). These indexes find the pages
-- naming a media, person or studio (the tags' own migration indexes media_tags by tag).
CREATE INDEX media_relations_related ON media_relations (related_media_id);
CREATE INDEX media_characters_character ON media_characters (character_id);
CREATE INDEX media_character_voice_actors_staff ON media_character_voice_actors (staff_id);
CREATE INDEX media_staff_staff ON media_staff (staff_id);
CREATE INDEX media_studios_studio ON media_studios (studio_id);
-- One row per media in the catalogue: what a card of it shows where another media's page names it (the media columns
-- of that name, as the media read model writes them: media/columns.ts), and its page's related media (with their
-- cards), character edges (each with its voice actors), staff edges and studios in the editors' order, with what the
-- page shows of each, its tags and its airing schedule, as the query-service answers them (document.ts).
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
  studios jsonb NOT NULL DEFAULT '[]',
  tags jsonb NOT NULL DEFAULT '[]',
  airing jsonb NOT NULL DEFAULT '[]'
);
