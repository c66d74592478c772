import type { Queryable } from '../../db/queryable.ts';
import type { ConnectionPage, PageWindow } from './paging.ts';

type Windowed<R> = R & { __parent: number; __rn: string | number; __total: string | number };

/**
 * One page of children for many parents in one statement (a nested connection such as Media.characters).
 * `inner` selects the children with a `__parent` column and uses $1 for the parent ids; extra parameters
 * follow as $2... The first row of every parent is always fetched so that its total survives a page
 * past the end.
 */
export async function pagedChildren<R>(
  db: Queryable,
  q: { inner: string; params?: unknown[]; orderBy: string; window: PageWindow; parentIds: readonly number[] },
): Promise<ConnectionPage<R>[]> {
  const n = (q.params?.length ?? 0) + 2;
  const { rows } = await db.query<Windowed<R>>(
    `SELECT * FROM (
       SELECT x.*, row_number() OVER (PARTITION BY x.__parent ORDER BY ${q.orderBy}) AS __rn,
              count(*) OVER (PARTITION BY x.__parent) AS __total
       FROM (${q.inner}) x
     ) y
     WHERE (y.__rn > $${n} AND y.__rn <= $${n + 1}) OR y.__rn = 1
     ORDER BY y.__parent, y.__rn`,
    [q.parentIds, ...(q.params ?? []), q.window.offset, q.window.offset + q.window.perPage],
  );
  const pages = new Map<number, ConnectionPage<R>>();
  for (const row of rows) {
    let page = pages.get(row.__parent);
    if (!page) {
      page = { items: [], total: Number(row.__total), window: q.window };
      pages.set(row.__parent, page);
    }
    if (Number(row.__rn) > q.window.offset) page.items.push(row);
  }
  return q.parentIds.map((id) => pages.get(id) ?? { items: [], total: 0, window: q.window });
}
