import type { Queryable } from '../../db/queryable.ts';
import { SqlParams } from '../../db/sql.ts';
import { OFFSET_CAP, TOTAL_CAP, type Slice, type SliceOptions } from './paging.ts';

/** A list statement in parts. `from` (FROM ... WHERE ...) is read twice: for the page and for the count. */
export interface ListQuery {
  /** CTEs, without the WITH. */
  with?: string;
  select: string;
  from: string;
  /** What the count reads, when cheaper than `from` and equivalent to it. */
  countFrom?: string;
  orderBy: string;
}

/**
 * One statement for a page of a list: `limit` rows from `offset` plus one more (so hasNextPage is exact
 * without counting) and, only when asked, the number of matches counted up to TOTAL_CAP. The count is an
 * uncorrelated subquery, run once beside the page; its LIMIT lets it stop early, and an ORDER BY an index
 * can serve reads only the page's rows. `build` writes the parts with placeholders from `p`.
 * Rows stop at OFFSET_CAP: a page from there on reads none (only the count, when asked).
 */
export async function fetchSlice<R extends object>(
  db: Queryable,
  build: (p: SqlParams['p']) => ListQuery,
  offset: number,
  limit: number,
  options: SliceOptions,
): Promise<Slice<R>> {
  const sql = new SqlParams();
  const q = build(sql.p);
  const count = `(SELECT count(*) FROM (SELECT 1 ${q.countFrom ?? q.from} LIMIT ${TOTAL_CAP}) capped)`;
  const text = `${q.with ? `WITH ${q.with}` : ''}
    SELECT ${q.select}${options.total ? `, ${count} AS __total` : ''}
    ${q.from}
    ORDER BY ${q.orderBy}
    LIMIT ${sql.p(limit + 1)} OFFSET ${sql.p(offset)}`;
  // Past the last page (or the cap) the count has no row to ride on: the same statement from the start, one row.
  const countAlone = async () => {
    const { rows: first } = await db.query<{ __total: string }>(text, [...sql.values.slice(0, -2), 1, 0]);
    return first.length ? Number(first[0]!.__total) : 0;
  };
  if (offset >= OFFSET_CAP) return { rows: [], hasNextPage: false, total: options.total ? await countAlone() : null };
  const { rows } = await db.query<R & { __total?: string }>(text, sql.values);
  let total: number | null = null;
  if (options.total) total = rows.length ? Number(rows[0]!.__total) : offset === 0 ? 0 : await countAlone();
  for (const row of rows) delete row.__total;
  // Rows past the cap are read (one page at most) but never shown, so the page reaching it is the last.
  const shown = Math.min(limit, OFFSET_CAP - offset);
  return { rows: rows.slice(0, shown), hasNextPage: rows.length > shown && offset + shown < OFFSET_CAP, total };
}
