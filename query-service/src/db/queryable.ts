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

/**
 * Runs the statements a server asks again and again as named prepared statements: PostgreSQL then parses and
 * plans each once per connection instead of on every request (planning was most of a media page's database time).
 * Filters build many different texts, so only a text seen a few times gets a name, and at most `maxNamed` texts
 * ever do: each named text stays prepared on every pooled connection.
 */
export function preparedQueryable(pool: pg.Pool, maxNamed = 300, seenBeforeNaming = 3): Queryable {
  const names = new Map<string, string>();
  const seen = new Map<string, number>();
  return {
    query<R extends pg.QueryResultRow>(text: string, params: unknown[] = []) {
      let name = names.get(text);
      if (!name && names.size < maxNamed) {
        const count = (seen.get(text) ?? 0) + 1;
        if (count >= seenBeforeNaming) {
          name = `q${names.size}`;
          names.set(text, name);
          seen.delete(text);
        } else if (seen.size < maxNamed * 10) {
          seen.set(text, count);
        }
      }
      return pool.query<R>(name ? { name, text, values: params } : { text, values: params });
    },
  };
}
