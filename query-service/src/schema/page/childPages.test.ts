import { createTestDatabase } from '@tsuzuki/event-store/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childPagesAtOnce, pagedChildren, type ChildPageAsk } from './childPages.ts';
import { pageWindow } from './paging.ts';

// childPagesAtOnce answers several pages of one kind of children, in several orders and windows, with one statement
// (ADR 72): each page must be what pagedChildren, one statement per order and window, answers for it.

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
beforeAll(async () => {
  db = await createTestDatabase('child_pages');
  pool = new pg.Pool({ connectionString: db.url, max: 2 });
  // Parents 1-6 with 0 to 12 children each (parent 6 none), scores with many ties.
  await pool.query(`CREATE TABLE children (id int PRIMARY KEY, parent int NOT NULL, score int NOT NULL, hidden boolean NOT NULL)`);
  await pool.query(`INSERT INTO children SELECT g, 1 + g % 5, (g * 7) % 4, g % 9 = 0 FROM generate_series(1, 41) g`);
});
afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

const inner = 'SELECT c.*, c.parent AS __parent FROM children c WHERE c.parent = ANY($1::int[]) AND c.hidden = $2';
const ORDERS = ['x.score DESC, x.id DESC', 'x.score DESC, x.id', 'x.id'];
const shape = (page: { items: { id: number }[]; total: number }) => ({ ids: page.items.map((c) => c.id), total: page.total });

describe('childPagesAtOnce', () => {
  it('answers each page as pagedChildren answers it alone, with rows or a count, past the end and for a parent without children', async () => {
    const asks: ChildPageAsk[] = [];
    for (const parent of [1, 2, 5, 6])
      for (const [i, orderBy] of ORDERS.entries())
        for (const window of [pageWindow(1, 1, 25), pageWindow(1, 2, 25), pageWindow(2, 3, 25), pageWindow(4, 5, 25)])
          asks.push({ parent, orderBy, window, rows: (parent + i + window.page) % 3 !== 0 });
    const statements: string[] = [];
    const counting = { query: (text: string, params?: unknown[]) => (statements.push(text), pool.query(text, params)) };
    const pages = await childPagesAtOnce<{ id: number }>(counting as never, { inner, params: [false], asks });
    expect(statements).toHaveLength(1);
    let counted = 0;
    for (const [i, ask] of asks.entries()) {
      const [alone] = await pagedChildren<{ id: number }>(pool, {
        inner,
        params: [false],
        orderBy: ask.orderBy,
        window: ask.window,
        parentIds: [ask.parent],
      });
      const expected = ask.rows ? shape(alone!) : { ids: [], total: alone!.total };
      expect(shape(pages[i]!), JSON.stringify(ask)).toEqual(expected);
      expect(pages[i]!.window).toBe(ask.window);
      if (!ask.rows) counted++;
    }
    // Not vacuous: pages with rows, counts alone, and parents with children.
    expect(counted).toBeGreaterThan(5);
    expect(pages.filter((p) => p.items.length > 1).length).toBeGreaterThan(5);
  });

  it('answers counts alone with one numbering in no order', async () => {
    const asks = [1, 3, 6].map((parent): ChildPageAsk => ({ parent, orderBy: 'x.id', window: pageWindow(1, 1, 25), rows: false }));
    const pages = await childPagesAtOnce<{ id: number }>(pool, { inner, params: [true], asks });
    const { rows } = await pool.query<{ parent: number; n: number }>(
      'SELECT parent, count(*)::int AS n FROM children WHERE hidden GROUP BY parent',
    );
    const counts = new Map(rows.map((r) => [r.parent, r.n]));
    expect(pages.map((p) => p.total)).toEqual([1, 3, 6].map((parent) => counts.get(parent) ?? 0));
    expect(pages.every((p) => p.items.length === 0)).toBe(true);
  });
});
