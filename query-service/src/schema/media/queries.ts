import type { Queryable } from '../../db/queryable.ts';
import { T } from '../../db/sql.ts';
import type { Slice, SliceOptions } from '../page/paging.ts';
import { fetchSlice } from '../page/slice.ts';
import { hitsJoin, searchHitsCte } from '../search/textSearch.ts';
import type { MediaQuery } from './filters.ts';
import { mediaConditions } from './filters.ts';
import type { MediaRow } from './rows.ts';
import { mediaOrderBy } from './sorts.ts';

// Filters the search documents apply themselves (see searchHitsCte), and arguments that filter nothing (onList
// filters only through `listViewer`, which is not in this set).
const SEARCH_SCOPE = new Set(['search', 'type', 'isAdult', 'sort', 'onList']);

/** One statement for a page of media, counted (capped) when asked (Page.media, Query.Media, mediaSearch). */
export function findMedia(
  db: Queryable, f: MediaQuery, offset: number, limit: number, options: SliceOptions = { total: false },
): Promise<Slice<MediaRow>> {
  const search = f.search?.trim() ? f.search : null;
  // A search filtered by type and adult flag alone (the quick search) counts its hits without reading media.
  const hitsAlone = search && Object.entries(f).every(([k, v]) => v == null || SEARCH_SCOPE.has(k));
  return fetchSlice<MediaRow>(db, (p) => {
    const cte = search ? searchHitsCte('MEDIA', search, p, { mediaType: f.type, isAdult: f.isAdult }) : undefined;
    const where = mediaConditions(f, p);
    const from = (forCount: boolean) =>
      `FROM ${T.media} m ${search ? hitsJoin('m', forCount) : ''} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
    return {
      with: cte, select: 'm.*', from: from(false), countFrom: hitsAlone ? 'FROM hits' : from(true), orderBy: mediaOrderBy(f.sort, !!search),
    };
  }, offset, limit, options);
}
