-- Every member's favourites, per kind in the member's order (position 0 first). The counts on media, characters,
-- staff and studios are kept by their own read models from the same events.
CREATE TABLE favourites (
  user_id integer NOT NULL,
  kind text NOT NULL,
  item_id integer NOT NULL,
  position integer NOT NULL,
  created_at integer NOT NULL,
  PRIMARY KEY (user_id, kind, item_id)
);
CREATE INDEX favourites_order ON favourites (user_id, kind, position);
CREATE INDEX favourites_item ON favourites (kind, item_id);
