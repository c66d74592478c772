import type pg from 'pg';

/** What resolvers need from PostgreSQL: a pool in production, a counting wrapper in tests. */
export interface Queryable {
  query<R extends pg.QueryResultRow = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

/** Wraps a pool and counts statements, so tests can assert a request runs a bounded number of queries. */
export function countingQueryable(inner: Queryable): Queryable & { count: number; texts: string[]; reset(): void } {
  const wrapper = {
    count: 0,
    texts: [] as string[],
    reset() {
      wrapper.count = 0;
      wrapper.texts = [];
    },
    query<R extends pg.QueryResultRow>(text: string, params?: unknown[]) {
      wrapper.count++;
      wrapper.texts.push(text);
      return inner.query<R>(text, params);
    },
  };
  return wrapper;
}
