-- One document per searchable thing. Text search combines full text (tsv) with trigram matching (pg_trgm,
-- installed in public by the projection-service) on `search_text`, so typos still find titles.

-- Names as the query-service compares them: lower case, punctuation inside a word dropped ("Yu-Gi-Oh!" ->
-- "yugioh", "Steins;Gate" -> "steinsgate"), any other run of non-alphanumerics one space; ' | ' between names
-- stays. The query-service normalises search text with this same function.
-- The multiplication sign is the word "x" (ADR 60): titles write "HUNTER×HUNTER", people type "hunter x hunter".
CREATE FUNCTION search_normalize(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN btrim(regexp_replace(
    regexp_replace(replace(lower(t), '×', ' x '), '([[:alnum:]])[^[:alnum:][:space:]|]+(?=[[:alnum:]])', '\1', 'g'),
    '[^[:alnum:]|]+', ' ', 'g'));

-- A normalised text with the letters of each word in alphabetical order (ADR 60): two swapped letters
-- ("naurto") share 3 of 11 trigrams with the title's word ("naruto"), too few for any useful threshold, while
-- their sorted forms ("anortu") are equal. Words and the ' | ' between names stay in place.
CREATE FUNCTION search_sort_letters(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN (SELECT coalesce(string_agg(
            (SELECT string_agg(c, '' ORDER BY c COLLATE "C") FROM regexp_split_to_table(w, '') c), ' ' ORDER BY o), '')
          FROM regexp_split_to_table(t, ' ') WITH ORDINALITY AS x(w, o));

CREATE TABLE search_documents (
  kind text NOT NULL,            -- MEDIA | CHARACTER | STAFF | STUDIO (USER later)
  id integer NOT NULL,
  media_type text,               -- ANIME | MANGA for media, else null
  is_adult boolean NOT NULL DEFAULT false,
  names text[] NOT NULL,         -- every title or name variant (romaji, english, native, synonyms...)
  names_text text NOT NULL,      -- lower-cased names joined by ' | '
  tsv tsvector NOT NULL,
  search_text text NOT NULL GENERATED ALWAYS AS (search_normalize(names_text)) STORED,
  sorted_text text NOT NULL GENERATED ALWAYS AS (search_sort_letters(search_normalize(names_text))) STORED,
  PRIMARY KEY (kind, id)
);
CREATE INDEX search_documents_tsv ON search_documents USING gin (tsv);
CREATE INDEX search_documents_trgm ON search_documents USING gin (search_text public.gin_trgm_ops);
CREATE INDEX search_documents_sorted_trgm ON search_documents USING gin (sorted_text public.gin_trgm_ops);

-- Documents of one kind with a word close to `query` (a normalised search text): strict word similarity of at
-- least 0.4, through the trigram index. pg_trgm's operator reads its threshold from a setting (default 0.5,
-- which misses one-letter typos of short titles: "hyoka" ~ "hyouka" is 0.44), so the function sets it for
-- its own duration only (restricted to the leader: a parallel worker may not change settings).
-- The planner prices the trigram index far above its real cost and the similarity test far below its own
-- (about 14 us a row): left alone it reads every document of the kind through the primary key and tests each
-- one (35 ms for 2,600 media, 75 ms for 11,000 characters, against 5 and 6 ms through the index). So the
-- index condition stands alone in a materialised CTE (the kind, visible there, would offer the primary key)
-- and sequential scans are off for the function's duration.
-- A word with swapped letters is found in the sorted texts (a bitmap OR of the two indexes), only when close
-- there (word similarity of at least 0.75): sorting gathers letters, so different words share more trigrams
-- sorted than as written ("attack on titan" and "Nagatoro-san 2nd Attack" 0.5).
CREATE FUNCTION similar_documents(search_kind text, query text)
  RETURNS TABLE (id integer, media_type text, is_adult boolean, search_text text, sorted_text text)
  LANGUAGE sql STABLE STRICT PARALLEL RESTRICTED ROWS 50
  SET pg_trgm.strict_word_similarity_threshold = 0.4
  SET pg_trgm.word_similarity_threshold = 0.75
  SET enable_seqscan = off
BEGIN ATOMIC
  WITH near AS MATERIALIZED (
    SELECT d.kind, d.id, d.media_type, d.is_adult, d.search_text, d.sorted_text FROM search_documents d
    WHERE query OPERATOR(public.<<%) d.search_text OR search_sort_letters(query) OPERATOR(public.<%) d.sorted_text
  )
  SELECT near.id, near.media_type, near.is_adult, near.search_text, near.sorted_text FROM near
  WHERE near.kind = search_kind;
END;

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
