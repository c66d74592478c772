import type { Queryable } from '../../db/queryable.ts';
import { SqlParams, T } from '../../db/sql.ts';
import { kindLiteral, plainMatch, scopeConditions, searchQueryCte, searchText, type SearchKind, type SearchScope } from './textSearch.ts';

/**
 * Matches from which a text is too common to rank by match. SEARCH_MATCH ranks every match (about 10 µs each): one
 * or two letters, or a common word or syllable ("no", "shi"), match thousands of documents, and each such search
 * took 100 to 500 ms, seconds under load. Those list their matches by popularity (favourites) instead: the sort's
 * index is walked and each row's document probed, so a page costs about its own rows however many match.
 */
export const COMMON_MATCHES = 1000;

/** How a search runs: ranked by match (few matches), or `common` (popularity order); `matches` counted up to a cap. */
export interface SearchPlan {
  common: boolean;
  matches: number;
}

/**
 * One statement that counts the documents of a kind that plainly match, up to `countUpTo` (at least
 * COMMON_MATCHES): a bitmap scan of the text indexes that stops there. Its count is the search's total when the
 * search has no other filter (a common search has no typo matches to add).
 */
export async function planSearch(
  db: Queryable,
  kind: SearchKind,
  text: string,
  scope: SearchScope,
  countUpTo: number,
): Promise<SearchPlan> {
  const s = searchText(text);
  if (s.letters === 0) return { common: false, matches: 0 };
  const { p, values } = new SqlParams();
  const inScope = scopeConditions(kind, scope, p);
  const { rows } = await db.query<{ n: string }>(
    `WITH ${searchQueryCte(s, p)}
     SELECT count(*) AS n FROM (
       SELECT 1 FROM ${T.search} d WHERE d.kind = ${kindLiteral(kind)} ${inScope} AND ${plainMatch(s)}
       LIMIT ${Math.max(countUpTo, COMMON_MATCHES)}
     ) matched`,
    values,
  );
  const matches = Number(rows[0]!.n);
  return { common: matches >= COMMON_MATCHES, matches };
}

/** The CTEs a common search's statement needs (only search_query); with commonMatch over the entity. */
export const commonSearchCte = (text: string, p: SqlParams['p']) => searchQueryCte(searchText(text), p);

/**
 * Whether the entity row `alias` (an id of `kind`) plainly matches: its document, probed by primary key. Written as
 * a scalar subquery on purpose, so the planner cannot turn it into a join that reads every match first: it walks
 * the order's index and probes row after row until the page is full.
 */
export const commonMatch = (kind: SearchKind, text: string, alias: string) =>
  `coalesce((SELECT ${plainMatch(searchText(text))} FROM ${T.search} d WHERE d.kind = ${kindLiteral(kind)} AND d.id = ${alias}.id), false)`;

/**
 * FROM ... WHERE for counting a common search beside other filters: from the matching documents (bitmap scan),
 * each joined to its entity, so the count reads matches (at most TOTAL_CAP), not the whole table.
 */
export const commonCountFrom = (kind: SearchKind, text: string, table: string, alias: string, where: string[]) =>
  `FROM ${T.search} d JOIN ${table} ${alias} ON ${alias}.id = d.id
   WHERE d.kind = ${kindLiteral(kind)} AND ${plainMatch(searchText(text))}${where.map((c) => ` AND ${c}`).join('')}`;

/** A sort for a common search: SEARCH_MATCH (and no sort) become `byPopularity` (POPULARITY_DESC, FAVOURITES_DESC). */
export const commonSort = (sort: readonly string[] | null | undefined, byPopularity: string): string[] =>
  sort?.length ? sort.map((s) => (s === 'SEARCH_MATCH' ? byPopularity : s)) : [byPopularity];
