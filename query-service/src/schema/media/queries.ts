import type { Queryable } from '../../db/queryable.ts';
import { T } from '../../db/sql.ts';
import { TOTAL_CAP, type Slice, type SliceOptions } from '../page/paging.ts';
import { fetchSlice } from '../page/slice.ts';
import { commonCountFrom, commonMatch, commonSearchCte, commonSort, planSearch } from '../search/commonSearch.ts';
import { hitsJoin, searchHitsCte } from '../search/textSearch.ts';
import type { MediaQuery } from './filters.ts';
import { mediaConditions } from './filters.ts';
import type { MediaRow } from './rows.ts';
import { mediaOrderBy } from './sorts.ts';

// Filters the search documents apply themselves (see searchHitsCte), and arguments that filter nothing (onList
// filters only through `listViewer`, which is not in this set).
const SEARCH_SCOPE = new Set(['search', 'type', 'isAdult', 'sort', 'onList']);

/**
 * One statement for a page of media, counted (capped) when asked (Page.media, Query.Media, mediaSearch); a search
 * first asks how common its text is (planSearch), and a common one lists its matches by popularity.
 */
export async function findMedia(
  db: Queryable,
  f: MediaQuery,
  offset: number,
  limit: number,
  options: SliceOptions = { total: false },
): Promise<Slice<MediaRow>> {
  const search = f.search?.trim() ? f.search : null;
  // A search filtered by type and adult flag alone (the quick search) counts its hits without reading media.
  const hitsAlone = search && Object.entries(f).every(([k, v]) => v == null || SEARCH_SCOPE.has(k));
  const scope = { mediaType: f.type, isAdult: f.isAdult };
  const plan = search ? await planSearch(db, 'MEDIA', search, scope, options.total && hitsAlone ? TOTAL_CAP : 0) : null;
  if (search && plan?.common) {
    const slice = await fetchSlice<MediaRow>(
      db,
      (p) => {
        const where = mediaConditions(f, p);
        return {
          with: commonSearchCte(search, p),
          select: 'm.*',
          from: `FROM ${T.media} m WHERE ${[...where, commonMatch('MEDIA', search, 'm')].join(' AND ')}`,
          countFrom: commonCountFrom('MEDIA', search, T.media, 'm', where),
          orderBy: mediaOrderBy(commonSort(f.sort, 'POPULARITY_DESC'), false),
        };
      },
      offset,
      limit,
      { total: options.total && !hitsAlone },
    );
    return hitsAlone && options.total ? { ...slice, total: plan.matches } : slice;
  }
  return fetchSlice<MediaRow>(
    db,
    (p) => {
      const cte = search ? searchHitsCte('MEDIA', search, p, scope) : undefined;
      const where = mediaConditions(f, p);
      const from = (forCount: boolean) =>
        `FROM ${T.media} m ${search ? hitsJoin('m', forCount) : ''} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
      return {
        with: cte,
        select: 'm.*',
        from: from(false),
        countFrom: hitsAlone ? 'FROM hits' : from(true),
        orderBy: mediaOrderBy(f.sort, !!search),
      };
    },
    offset,
    limit,
    options,
  );
}
