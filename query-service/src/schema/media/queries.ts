import type { Queryable } from '../../db/queryable.ts';
import { SqlParams, T } from '../../db/sql.ts';
import { searchHitsCte } from '../search/textSearch.ts';
import type { MediaFilter } from './filters.ts';
import { mediaConditions } from './filters.ts';
import type { Counted, MediaRow } from './rows.ts';
import { mediaOrderBy } from './sorts.ts';

/** One statement for a page of media and the number of all matches (Page.media, Query.Media, mediaSearch). */
export async function findMedia(db: Queryable, f: MediaFilter, offset: number, limit: number): Promise<{ rows: MediaRow[]; total: number }> {
  const sql = new SqlParams();
  const search = f.search?.trim() ? f.search : null;
  const cte = search ? `WITH ${searchHitsCte('MEDIA', search, sql.p)}` : '';
  const where = mediaConditions(f, sql.p);
  const text = `${cte}
    SELECT m.*, count(*) OVER () AS __total
    FROM ${T.media} m ${search ? 'JOIN hits h ON h.id = m.id' : ''}
    ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
    ORDER BY ${mediaOrderBy(f.sort, !!search)}
    LIMIT ${sql.p(limit)} OFFSET ${sql.p(offset)}`;
  const { rows } = await db.query<Counted<MediaRow>>(text, sql.values);
  if (rows.length || offset === 0) return { rows, total: rows.length ? Number(rows[0]!.__total) : 0 };
  // Past the last page the window count is gone with the rows; count separately (rare).
  const count = new SqlParams();
  const countCte = search ? `WITH ${searchHitsCte('MEDIA', search, count.p)}` : '';
  const countWhere = mediaConditions(f, count.p);
  const { rows: c } = await db.query<{ n: string }>(
    `${countCte} SELECT count(*) AS n FROM ${T.media} m ${search ? 'JOIN hits h ON h.id = m.id' : ''}
     ${countWhere.length ? `WHERE ${countWhere.join(' AND ')}` : ''}`,
    count.values,
  );
  return { rows: [], total: Number(c[0]?.n ?? 0) };
}
