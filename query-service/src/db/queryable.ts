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

/**
 * One request's view of the pool: at most `concurrency` of its statements run at once, the rest wait in order.
 * graphql-js resolves root fields and list items in parallel, so a request of thirty aliased fields would otherwise
 * take every pooled connection and make every other visitor wait behind it.
 */
export function limitedQueryable(inner: Queryable, concurrency: number): Queryable {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async query<R extends pg.QueryResultRow>(text: string, params?: unknown[]) {
      // A finishing statement hands its slot straight to the next waiting one, so the count never overshoots.
      if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
      else running++;
      try {
        return await inner.query<R>(text, params);
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}
