-- One document per searchable thing. Text search combines full text (tsv) with trigram similarity on
-- `names` (pg_trgm, installed in public by the projection-service), so typos still find titles.
CREATE TABLE search_documents (
  kind text NOT NULL,            -- MEDIA | CHARACTER | STAFF | STUDIO (USER later)
  id integer NOT NULL,
  media_type text,               -- ANIME | MANGA for media, else null
  is_adult boolean NOT NULL DEFAULT false,
  names text[] NOT NULL,         -- every title or name variant (romaji, english, native, synonyms...)
  names_text text NOT NULL,      -- lower-cased names joined by ' | ' for trigram matching
  tsv tsvector NOT NULL,
  PRIMARY KEY (kind, id)
);
CREATE INDEX search_documents_tsv ON search_documents USING gin (tsv);
CREATE INDEX search_documents_trgm ON search_documents USING gin (names_text public.gin_trgm_ops);

-- Added by the projection-service: the title parts of every media, so that a MediaUpdated changing only
-- the title, the synonyms or isAdult can recompute the whole document. Internal to this projection.
CREATE TABLE media_names (
  media_id integer PRIMARY KEY,
  media_type text NOT NULL,
  is_adult boolean NOT NULL,
  romaji text NOT NULL,
  english text,
  native text,
  synonyms text[] NOT NULL DEFAULT '{}'
);
