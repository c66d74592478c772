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

/** A page of one parent's children: its order, its window, and whether it shows rows (a count alone needs none). */
export interface ChildPageAsk {
  parent: number;
  orderBy: string;
  window: PageWindow;
  rows: boolean;
}

/** The DataLoader key of an ask: the same page of the same parent is read once. */
export const childPageKey = (a: ChildPageAsk): string => `${a.parent} ${a.window.offset} ${a.window.perPage} ${a.rows ? a.orderBy : ''}`;

type Numbered<R> = R & { __parent: number; __total: string | number } & Record<`__rn${number}`, string | number>;

/**
 * Every page of one kind of children that a turn asks (a tab's count and a preview of the same list, in other orders
 * and windows), for many parents, in one statement: a row number per order asked, the count once, and the rows that
 * some page shows (for each order, from the first asked window's start to the last one's end). `inner` as for
 * pagedChildren: the children with a `__parent` column, $1 the parent ids, its parameters from $2.
 */
export async function childPagesAtOnce<R>(
  db: Queryable,
  q: { inner: string; params?: unknown[]; asks: readonly ChildPageAsk[] },
): Promise<ConnectionPage<R>[]> {
  const shown = q.asks.filter((a) => a.rows);
  const orders = [...new Set(shown.map((a) => a.orderBy))];
  const params: unknown[] = [[...new Set(q.asks.map((a) => a.parent))], ...(q.params ?? [])];
  const p = (v: unknown) => `$${params.push(v)}`;
  // With no rows asked, one numbering in no order only carries each parent's count.
  const numbers = (orders.length ? orders : ['']).map(
    (order, i) => `row_number() OVER (PARTITION BY x.__parent${order ? ` ORDER BY ${order}` : ''}) AS __rn${i}`,
  );
  const ranges = orders.map((order, i) => {
    const windows = shown.filter((a) => a.orderBy === order).map((a) => a.window);
    const [from, to] = [Math.min(...windows.map((w) => w.offset)), Math.max(...windows.map((w) => w.offset + w.perPage))];
    return `(y.__rn${i} > ${p(from)} AND y.__rn${i} <= ${p(to)})`;
  });
  const { rows } = await db.query<Numbered<R>>(
    `SELECT * FROM (
       SELECT x.*, ${numbers.join(', ')}, count(*) OVER (PARTITION BY x.__parent) AS __total FROM (${q.inner}) x
     ) y
     WHERE ${[...ranges, 'y.__rn0 = 1'].join(' OR ')}`,
    params,
  );
  const byParent = new Map<number, Numbered<R>[]>();
  for (const row of rows) {
    const children = byParent.get(row.__parent);
    if (children) children.push(row);
    else byParent.set(row.__parent, [row]);
  }
  return q.asks.map((ask) => {
    const children = byParent.get(ask.parent) ?? [];
    const total = children.length ? Number(children[0]!.__total) : 0;
    if (!ask.rows) return { items: [], total, window: ask.window };
    const rn = `__rn${orders.indexOf(ask.orderBy)}` as const;
    const { offset, perPage } = ask.window;
    const items = children
      .filter((r) => Number(r[rn]) > offset && Number(r[rn]) <= offset + perPage)
      .sort((a, b) => Number(a[rn]) - Number(b[rn]));
    return { items: items as R[], total, window: ask.window };
  });
}
