import { T, type SqlParams } from '../../db/sql.ts';

export type SearchKind = 'MEDIA' | 'CHARACTER' | 'STAFF' | 'STUDIO';

/** Filters the search documents carry themselves (media only), so that the plain matches are counted in scope. */
export interface SearchScope {
  mediaType?: string | null;
  isAdult?: boolean | null;
}

// Typo matching joins in when the plain matches are few (a query that finds ten titles as typed is not a
// typo, and fuzzy matches would only flood the list), and only for queries of four letters or more (below
// that, a trigram or two in common means nothing).
const FUZZY_WHEN_FEWER_THAN = 10;
const FUZZY_MIN_LETTERS = 4;
// A typo in a single word ("hyoka", "bleech") is 0.4 to 0.55 similar to the title's word. A query of several
// words shares about as much with titles holding only one of its words ("attack on titan" and "... 2nd
// Attack": 0.44), so it needs half: its typos reach that ("asagi wroks" 0.5, "stiens;gate 0" 0.53, "one pice"
// 0.58), a title sharing one of two equally long words just does ("sakura taisen": "Cardcaptor Sakura").
const FUZZY_MIN_SIMILARITY = 0.4; // also the threshold of rm_search.similar_documents, which finds the candidates
const FUZZY_MIN_SIMILARITY_SEVERAL_WORDS = 0.5;
// Below three letters a substring has no trigram to look up: such queries match word prefixes (plainMatch).
const SUBSTRING_MIN_LETTERS = 3;

// rm_search functions (projection-service/src/projections/search/migration.sql).
const NORMALIZE = 'rm_search.search_normalize';
const SIMILAR = 'rm_search.similar_documents';

// What ranks equally good matches: media popularity, else favourites. Looked up per hit (an index probe), so
// that the best hits are sorted before the join fetches whole rows for the page alone.
const POPULARITY: Record<SearchKind, string> = {
  MEDIA: `coalesce((SELECT x.popularity FROM ${T.media} x WHERE x.id = hit.id), 0)`,
  CHARACTER: `coalesce((SELECT x.favourites FROM ${T.characters} x WHERE x.id = hit.id), 0)`,
  STAFF: `coalesce((SELECT x.favourites FROM ${T.staff} x WHERE x.id = hit.id), 0)`,
  STUDIO: `coalesce((SELECT x.favourites FROM ${T.studios} x WHERE x.id = hit.id), 0)`,
};

// Whether a hit is a main entry (ADR 60): a media with no prequel and no parent (it is nobody's sequel, side
// story or spin-off; relations are stored both ways). A probe of the relations' primary key per hit.
const MAIN_ENTRY: Record<SearchKind, string> = {
  MEDIA: `NOT EXISTS (SELECT 1 FROM ${T.mediaRelations} r WHERE r.media_id = hit.id AND r.relation_type IN ('PREQUEL', 'PARENT'))`,
  CHARACTER: 'true',
  STAFF: 'true',
  STUDIO: 'true',
};

/** Words of a search text roughly as search_normalize splits them; only decides which arms to use. */
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** A value of the query, computed once per statement (an init plan) from the search_query CTE. */
const sq = (column: string) => `(SELECT ${column} FROM search_query)`;

// A document is a typo match when a word of its names is close to the query as typed, or, for swapped
// letters (ADR 60), with the letters of each word sorted, when that is at least as close as
// rm_search.similar_documents asks (sorted, different words share more trigrams than as written).
const SWAPPED_MIN_SIMILARITY = 0.75;
const TYPO_CLOSENESS = `greatest(strict_word_similarity(${sq('q')}, d.search_text),
  CASE WHEN word_similarity(${sq('sorted_q')}, d.sorted_text) >= ${SWAPPED_MIN_SIMILARITY}
       THEN word_similarity(${sq('sorted_q')}, d.sorted_text) ELSE 0 END)`;
// Its quality is how close its closest whole name is, so the name the query misspells comes before names that
// only hold it ("naurto": "Naruto" before "Boruto: Naruto Next Generations"). Sorted names sit at the same places.
const TYPO_QUALITY = `(SELECT max(greatest(similarity(${sq('q')}, n), similarity(${sq('sorted_q')}, o)))
  FROM unnest(string_to_array(s.search_text, ' | '), string_to_array(s.sorted_text, ' | ')) AS names(n, o))`;

/**
 * How well a document's names (`searchText`, normalised) match the query, best first: 5 a name is the query
 * (also ignoring spaces: "steins gate 0" is "Steins;Gate 0"), 4 a name starts with the query's words,
 * 3 a name starts with it, 2 the query's words stand as words inside a name, else `otherwise`.
 */
function tier(searchText: string, otherwise: number): string {
  const squeezed = `replace(${searchText}, ' ', '')`;
  return `CASE
      WHEN '| ' || ${searchText} || ' |' LIKE ${sq('is_name')} OR '|' || ${squeezed} || '|' LIKE ${sq('is_name_squeezed')} THEN 5
      WHEN '| ' || ${searchText} LIKE ${sq('starts_name_words')} THEN 4
      WHEN '| ' || ${searchText} LIKE ${sq('starts_name')} OR '|' || ${squeezed} LIKE ${sq('starts_name_squeezed')} THEN 3
      WHEN ' ' || ${searchText} || ' ' LIKE ${sq('words_in_name')} THEN 2
      ELSE ${otherwise} END`;
}

/**
 * The share of the words of the shortest name holding the query that the query's words make (0 when no name
 * holds it as typed): "sakura" is half of "Sakura Trick" and of "Sakura Haruno", a fifth of "Sakura Taisen
 * Todoroki Hana Kenran". Names with the same share are equally good matches.
 */
const coverage = (searchText: string) =>
  `coalesce((SELECT max(${sq('word_count')}::real / cardinality(string_to_array(n, ' ')))
             FROM unnest(string_to_array(${searchText}, ' | ')) n WHERE n LIKE ${sq('in_text')}), 0)`;

/** A search text as the statements use it: `|` (the separator of names) is a space, `×` an x; `letters` decide the arms. */
export interface SearchText {
  raw: string;
  words: string[];
  letters: number;
}

export function searchText(text: string): SearchText {
  // "×" is the word "x" as in search_normalize, for the full-text arm too ("hunter×hunter" is three words).
  const raw = text.replace(/\|/g, ' ').replace(/×/g, ' x ');
  const queryWords = words(raw);
  return { raw, words: queryWords, letters: queryWords.join('').length };
}

/** Only the four kinds, written out so that the planner sees the constant. */
export const kindLiteral = (kind: SearchKind) => `'${kind}'`;

/** Conditions on the search document `d` for the scope of a media search. */
export function scopeConditions(kind: SearchKind, scope: SearchScope, p: SqlParams['p']): string {
  return [
    ...(kind === 'MEDIA' && scope.mediaType ? [`d.media_type = ${p(scope.mediaType)}::text`] : []),
    ...(kind === 'MEDIA' && scope.isAdult != null ? [`d.is_adult = ${p(scope.isAdult)}::boolean`] : []),
  ]
    .map((c) => `AND ${c}`)
    .join(' ');
}

/**
 * The search_query CTE: the query normalised like the documents (rm_search.search_normalize) once per statement,
 * with the patterns built from it. The server runs repeated statements as prepared statements, whose generic
 * plans would otherwise normalise it again for every row.
 */
export function searchQueryCte(s: SearchText, p: SqlParams['p']): string {
  const rawP = `${p(s.raw)}::text`;
  const prefixes = s.letters < SUBSTRING_MIN_LETTERS ? p(s.words.map((w) => `${w}:*`).join(' & ')) : null;
  return `search_query AS MATERIALIZED (
      SELECT q, rm_search.search_sort_letters(q) AS sorted_q, plainto_tsquery('simple', ${rawP}) AS all_words,
        ${prefixes ? `to_tsquery('simple', ${prefixes}::text)` : 'NULL::tsquery'} AS word_prefixes,
        cardinality(string_to_array(q, ' ')) AS word_count,
        length(replace(q, ' ', '')) >= ${FUZZY_MIN_LETTERS} AS typos_too,
        CASE WHEN q LIKE '% %' THEN ${FUZZY_MIN_SIMILARITY_SEVERAL_WORDS} ELSE ${FUZZY_MIN_SIMILARITY} END AS min_similarity,
        '%' || q || '%' AS in_text, '%| ' || q || ' |%' AS is_name, '%| ' || q || ' %' AS starts_name_words,
        '%| ' || q || '%' AS starts_name, '% ' || q || ' %' AS words_in_name,
        '%|' || replace(q, ' ', '') || '|%' AS is_name_squeezed, '%|' || replace(q, ' ', '') || '%' AS starts_name_squeezed
      FROM (SELECT ${NORMALIZE}(${rawP}) AS q) normalised
    )`;
}

/**
 * Whether the search document `d` plainly matches (in a statement with search_query): every word of the query
 * (full text, any order) or the query as a substring of the names (trigram index). Below three letters a
 * substring has no trigram to look up (a LIKE would read the whole index, and "進撃" every document of the kind),
 * so such queries match word prefixes instead, Japanese and Chinese ones included ("進撃" finds "進撃の巨人").
 */
export function plainMatch(s: SearchText): string {
  const substring = s.letters < SUBSTRING_MIN_LETTERS ? `d.tsv @@ ${sq('word_prefixes')}` : `d.search_text LIKE ${sq('in_text')}`;
  return `${sq("q <> ''")} AND (d.tsv @@ ${sq('all_words')} OR ${substring})`;
}

/**
 * CTEs ending in `hits(id, tier, quality, popularity)`: the documents of one kind that match `text`, for a join
 * on id and SEARCH_MATCH ordering (searchMatchOrder, then id).
 *
 * Plain matches (plainMatch). When those are fewer than ten, typo matches join in: names with a word close to the
 * query (strict word similarity of at least 0.4, trigram index). Plain matches have a tier from 5 (a name is the
 * query) to 1 and, in tiers 4 to 2, as quality the share of the name's words the query makes; typo matches have
 * tier 0 (unless a name equals the query but for spaces) and as quality the similarity. Both arms are index scans
 * over the documents of the kind; only the matches are ranked, which costs about 10 µs a match: a text that
 * matches thousands goes another way (commonSearch.ts).
 */
export function searchHitsCte(kind: SearchKind, text: string, p: SqlParams['p'], scope: SearchScope = {}): string {
  const s = searchText(text);
  if (s.letters === 0)
    return 'hits AS (SELECT NULL::integer AS id, 0 AS tier, 0::real AS quality, true AS main_entry, 0 AS popularity WHERE false)';
  const inScope = scopeConditions(kind, scope, p);
  return `${searchQueryCte(s, p)},
    search_plain AS MATERIALIZED (
      SELECT d.id, d.search_text
      FROM ${T.search} d
      WHERE d.kind = ${kindLiteral(kind)} ${inScope} AND ${plainMatch(s)}
    ),
    search_similar AS (
      SELECT s.id, s.search_text, ${TYPO_QUALITY} AS quality FROM (
        SELECT d.id, d.search_text, d.sorted_text, ${TYPO_CLOSENESS} AS closeness
        FROM ${SIMILAR}(${kindLiteral(kind)}, ${sq('q')}) d
        WHERE ${sq('typos_too')} AND (SELECT count(*) FROM search_plain) < ${FUZZY_WHEN_FEWER_THAN}
          AND d.id NOT IN (SELECT id FROM search_plain) ${inScope}
      ) s WHERE s.closeness >= ${sq('min_similarity')}
    ),
    hits AS (
      SELECT hit.id, hit.tier, CASE hit.tier WHEN 5 THEN 1 WHEN 1 THEN 0 ELSE ${coverage('hit.search_text')} END AS quality,
             ${MAIN_ENTRY[kind]} AS main_entry, ${POPULARITY[kind]} AS popularity
      FROM (SELECT id, search_text, ${tier('search_text', 1)} AS tier FROM search_plain) hit
      UNION ALL
      SELECT hit.id, ${tier('hit.search_text', 0)} AS tier, hit.quality, ${MAIN_ENTRY[kind]} AS main_entry,
             ${POPULARITY[kind]} AS popularity
      FROM search_similar hit
    )`;
}

/**
 * SEARCH_MATCH over the hits alias: match tier, match quality, main entries before sequels and side stories
 * (ADR 60), then popularity (favourites); id breaks ties.
 */
export const searchMatchOrder = (alias = 'h') =>
  `${alias}.tier DESC, ${alias}.quality DESC, ${alias}.main_entry DESC, ${alias}.popularity DESC`;

/**
 * The join of the hits as `h` to the entity alias. The hits come sorted like SEARCH_MATCH, which lets the
 * planner walk them in order and fetch whole rows for the page alone (a CTE scan carries no order, and then
 * it merge-joins the whole table); `forCount` leaves the order out.
 */
export const hitsJoin = (alias: string, forCount = false) =>
  `JOIN (SELECT * FROM hits ${forCount ? '' : `ORDER BY ${searchMatchOrder('hits')}, hits.id`}) h ON h.id = ${alias}.id`;
