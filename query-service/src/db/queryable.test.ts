import { createTestDatabase } from '@tsuzuki/event-store/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_PLAN, GENERIC_PLAN_OPTIONS, preparedQueryable, requestQueryable, type Queryable, type Statement } from './queryable.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
beforeAll(async () => {
  db = await createTestDatabase('query_pipeline');
  pool = new pg.Pool({ connectionString: db.url, max: 4, pipeline: true });
});
afterAll(async () => {
  await pool.end();
  await db.drop();
});

/** The prepared queryable, recording each pipeline's size. */
function recording() {
  const inner = preparedQueryable(pool);
  const pipelines: number[] = [];
  const singles: string[] = [];
  const wrapped: Queryable = {
    query: (text, params) => (singles.push(text), inner.query(text, params)),
    pipeline: (statements: Statement[]) => (pipelines.push(statements.length), inner.pipeline!(statements)),
  };
  return { wrapped, pipelines, singles };
}

describe('requestQueryable over a pipeline-mode pool', () => {
  it('sends the statements asked in one turn as one pipeline, and answers each with its own rows', async () => {
    const { wrapped, pipelines, singles } = recording();
    const request = requestQueryable(wrapped, 3);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => request.query<{ n: number }>('SELECT $1::int * 10 AS n', [n])));
    expect(answers.map((a) => a.rows[0]!.n)).toEqual([10, 20, 30, 40, 50]);
    expect(pipelines).toEqual([5]);
    expect(singles).toEqual([]);
    // The next turn's statements are a pipeline of their own; a lone statement goes by itself.
    await request.query('SELECT 1');
    expect(singles).toEqual(['SELECT 1']);
  });

  it('fails a failing statement alone, and the connection serves the next request', async () => {
    const { wrapped } = recording();
    const request = requestQueryable(wrapped, 3);
    const settled = await Promise.allSettled([
      request.query('SELECT 1 AS ok'),
      request.query('SELECT 1 / 0'),
      request.query<{ ok: number }>('SELECT 2 AS ok'),
    ]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((settled[1] as PromiseRejectedResult).reason.message).toBe('division by zero');
    expect((settled[2] as PromiseFulfilledResult<{ rows: { ok: number }[] }>).value.rows).toEqual([{ ok: 2 }]);
    // Every connection of the pool still answers (none was left waiting for a Sync).
    const again = await Promise.all([1, 2, 3, 4].map(() => pool.query<{ one: number }>('SELECT 1 AS one')));
    expect(again.every((r) => r.rows[0]!.one === 1)).toBe(true);
  });

  it('runs repeated texts as named prepared statements inside pipelines too', async () => {
    // One connection, so that pg_prepared_statements (per session) shows what the pipelines prepared.
    const single = new pg.Pool({ connectionString: db.url, max: 1, pipeline: true });
    try {
      const request = requestQueryable(preparedQueryable(single), 3);
      for (let i = 0; i < 4; i++) {
        const [a, b] = await Promise.all([
          request.query<{ a: number }>('SELECT $1::int AS a', [i]),
          request.query<{ b: number }>('SELECT $1::int AS b', [i]),
        ]);
        expect([a.rows[0]!.a, b.rows[0]!.b]).toEqual([i, i]);
      }
      const { rows } = await single.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements ORDER BY statement');
      expect(rows.map((r) => r.statement)).toEqual(['SELECT $1::int AS a', 'SELECT $1::int AS b']);
    } finally {
      await single.end();
    }
  });

  it('plans statements marked GENERIC_PLAN once per connection of their pool, and every other one for its values', async () => {
    // One connection each, so that pg_prepared_statements (per session) shows how each was planned.
    const single = new pg.Pool({ connectionString: db.url, max: 1, pipeline: true });
    const genericPool = new pg.Pool({ connectionString: db.url, max: 1, pipeline: true, options: GENERIC_PLAN_OPTIONS });
    try {
      await single.query('CREATE TABLE IF NOT EXISTS plan_probe (id int PRIMARY KEY, v text)');
      await single.query("INSERT INTO plan_probe SELECT i, 'v' || i FROM generate_series(1, 1000) i ON CONFLICT DO NOTHING");
      await single.query('ANALYZE plan_probe');
      const marked = `${GENERIC_PLAN} SELECT id, v FROM plan_probe WHERE id = ANY($1::int[]) ORDER BY id`;
      const plain = 'SELECT id, v FROM plan_probe WHERE id = ANY($1::int[]) ORDER BY id';
      const queryable = preparedQueryable(single, { seenBeforeNaming: 1, generic: genericPool });
      for (let i = 1; i <= 8; i++) {
        // Alone and in one pipeline together: each answered with its own rows, in order.
        expect((await queryable.query<{ id: number }>(marked, [[i]])).rows).toEqual([{ id: i, v: `v${i}` }]);
        const both = await queryable.pipeline!([
          { text: plain, params: [[i, i + 1]] },
          { text: marked, params: [[i + 2]] },
        ]);
        expect(both.map((r) => (r.status === 'fulfilled' ? r.value.rows.map((row) => row.id) : r.reason))).toEqual([[i, i + 1], [i + 2]]);
      }
      const plans = async (on: pg.Pool, text: string) =>
        (
          await on.query<{ generic_plans: string; custom_plans: string }>(
            'SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE statement = $1',
            [text],
          )
        ).rows[0];
      // PostgreSQL's own choice for `= ANY($1)`: a custom plan every time. The marked text: never one.
      expect(await plans(single, plain)).toMatchObject({ custom_plans: '8', generic_plans: '0' });
      expect(await plans(genericPool, marked)).toMatchObject({ custom_plans: '0', generic_plans: '16' });
      expect(await plans(single, marked)).toBeUndefined();
    } finally {
      await Promise.all([single.end(), genericPool.end()]);
    }
  });
});
