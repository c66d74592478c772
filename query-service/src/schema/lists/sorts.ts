import { MEDIA_LIST_STATUSES, type MediaListOptions, type UserOptions } from '@tsuzuki/events';

// Orders of list entries over `e` (rm_lists.entries) joined with `m` (rm_media.media). Ties are broken by the
// entry id, so pages never repeat or skip an entry.

const STATUS_ORDER = `array_position(ARRAY[${MEDIA_LIST_STATUSES.map((s) => `'${s}'`).join(',')}]::text[], e.status)`;

/** MediaListSort without _DESC → [column, never null]. */
const COLUMNS: Record<string, [string, boolean]> = {
  MEDIA_ID: ['e.media_id', true],
  SCORE: ['e.score', true],
  STATUS: [STATUS_ORDER, true],
  PROGRESS: ['e.progress', true],
  PROGRESS_VOLUMES: ['e.progress_volumes', true],
  REPEAT: ['e.repeat', true],
  PRIORITY: ['e.priority', true],
  STARTED_ON: ['e.started_at', false],
  FINISHED_ON: ['e.completed_at', false],
  ADDED_TIME: ['e.created_at', true],
  UPDATED_TIME: ['e.updated_at', true],
  MEDIA_TITLE_ROMAJI: ['lower(m.title_romaji)', true],
  MEDIA_TITLE_ENGLISH: ['lower(m.title_english)', false],
  MEDIA_TITLE_NATIVE: ['m.title_native', false],
  MEDIA_POPULARITY: ['m.popularity', true],
};

/** Whether an order reads the media row (the statement then joins rm_media.media as `m`). */
export const sortNeedsMedia = (orderBy: string) => /\bm\./.test(orderBy);

/** AniList's MediaListSort values as an ORDER BY; unknown values are skipped; null when none is usable. */
export function listSortOrderBy(sort: readonly string[] | null | undefined): string | null {
  const terms: string[] = [];
  for (const s of sort ?? []) {
    const desc = s.endsWith('_DESC');
    const column = COLUMNS[desc ? s.slice(0, -5) : s];
    if (!column) continue;
    terms.push(`${column[0]} ${desc ? 'DESC' : 'ASC'}${column[1] ? '' : ' NULLS LAST'}`);
  }
  return terms.length ? [...terms, 'e.id ASC'].join(', ') : null;
}

/** The title a viewer reads (MediaTitle.userPreferred in SQL), for ordering by title. */
export function preferredTitleSql(language: UserOptions['titleLanguage']): string {
  if (language.startsWith('ENGLISH')) return `lower(coalesce(nullif(m.title_english, ''), m.title_romaji))`;
  if (language.startsWith('NATIVE')) return `lower(coalesce(nullif(m.title_native, ''), m.title_romaji))`;
  return 'lower(m.title_romaji)';
}

/**
 * A list page's row order (the owner's rowOrder setting): score (highest first), title (as the viewer reads
 * titles), updatedAt (latest first) or id (the order entries were added). Ties go by title, then entry id.
 */
export function rowOrderBy(rowOrder: MediaListOptions['rowOrder'], titleLanguage: UserOptions['titleLanguage']): string {
  const title = preferredTitleSql(titleLanguage);
  switch (rowOrder) {
    case 'score':
      return `e.score DESC, ${title}, e.id`;
    case 'updatedAt':
      return 'e.updated_at DESC, e.id DESC';
    case 'id':
      return 'e.id';
    default:
      return `${title}, e.id`;
  }
}
