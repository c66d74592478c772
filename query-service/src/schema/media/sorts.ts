import { sortKeys, type SortArg } from '../sortArg.ts';
import { searchMatchOrder } from '../search/textSearch.ts';

// MediaSort → ORDER BY over a media alias (`m` = rm_media.media by default) and, with a search, `h` (the hits CTE).
const COLUMNS: Record<string, string> = {
  ID: 'm.id',
  TITLE_ROMAJI: 'lower(m.title_romaji)',
  TITLE_ENGLISH: 'lower(m.title_english)',
  TITLE_NATIVE: 'm.title_native',
  TYPE: 'm.type',
  FORMAT: 'm.format',
  START_DATE: 'm.start_date_int',
  END_DATE: 'm.end_date_int',
  SCORE: 'm.average_score',
  POPULARITY: 'm.popularity',
  TRENDING: 'm.trending',
  EPISODES: 'm.episodes',
  DURATION: 'm.duration',
  STATUS: 'm.status',
  CHAPTERS: 'm.chapters',
  VOLUMES: 'm.volumes',
  UPDATED_AT: 'm.updated_at',
  FAVOURITES: 'm.favourites',
};

// Columns that are never null: their order needs no NULLS LAST, so it matches the (type, <column> DESC, id)
// indexes of rm_media.media and a page sorted by them reads only its own rows.
const NOT_NULL = new Set(['ID', 'TYPE', 'POPULARITY', 'TRENDING', 'UPDATED_AT', 'FAVOURITES']);

/**
 * An ORDER BY list. Ties are broken by id ascending (like those indexes), so pages never overlap or skip rows.
 * SEARCH_MATCH ranks by match, equally good matches by popularity (search/textSearch.ts).
 */
export function mediaOrderBy(sort: SortArg, hasSearch: boolean, alias = 'm'): string {
  const idColumn = `${alias}.id`;
  const terms: string[] = [];
  let searchMatch = false;
  let hasId = false;
  const asked = sortKeys(sort);
  const wanted = asked.length ? asked : hasSearch ? ['SEARCH_MATCH'] : ['ID'];
  for (const s of wanted) {
    if (s === 'SEARCH_MATCH') {
      // Without search text there is nothing to match; the rest of the sort (and id) decides.
      if (hasSearch && !searchMatch) terms.push(searchMatchOrder('h'));
      searchMatch ||= hasSearch;
      continue;
    }
    const desc = s.endsWith('_DESC');
    const key = desc ? s.slice(0, -5) : s;
    const col = COLUMNS[key]?.replace(/\bm\./g, `${alias}.`);
    if (!col) continue;
    if (col === idColumn) {
      terms.push(`${idColumn} ${desc ? 'DESC' : 'ASC'}`);
      hasId = true;
      break;
    }
    terms.push(`${col} ${desc ? 'DESC' : 'ASC'}${NOT_NULL.has(key) ? '' : ' NULLS LAST'}`);
  }
  if (!hasId) terms.push(`${idColumn} ASC`);
  return terms.join(', ');
}
