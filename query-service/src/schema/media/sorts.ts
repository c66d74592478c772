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

/** An ORDER BY list; id always comes last so that pages never overlap or skip rows. */
export function mediaOrderBy(sort: readonly string[] | null | undefined, hasSearch: boolean, alias = 'm'): string {
  const idColumn = `${alias}.id`;
  const terms: string[] = [];
  const wanted = sort?.length ? sort : hasSearch ? ['SEARCH_MATCH'] : ['ID'];
  for (const s of wanted) {
    if (s === 'SEARCH_MATCH') {
      // Without search text there is nothing to match; the rest of the sort (and id) decides.
      if (hasSearch) terms.push('h.score DESC');
      continue;
    }
    const desc = s.endsWith('_DESC');
    const col = COLUMNS[desc ? s.slice(0, -5) : s]?.replace(/\bm\./g, `${alias}.`);
    if (!col) continue;
    if (col === idColumn) {
      terms.push(`${idColumn} ${desc ? 'DESC' : 'ASC'}`);
      break;
    }
    terms.push(`${col} ${desc ? 'DESC' : 'ASC'} NULLS LAST`);
  }
  const hasId = terms.some((t) => t.startsWith(`${idColumn} `));
  if (!hasId) terms.push(`${idColumn} ${wanted.some((s) => s.endsWith('_DESC')) ? 'DESC' : 'ASC'}`);
  return terms.join(', ');
}
