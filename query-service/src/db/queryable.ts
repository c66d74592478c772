import type pg from 'pg';

export interface Statement {
  text: string;
  params?: unknown[];
}

/** What resolvers need from PostgreSQL: a pool in production, a counting wrapper in tests. */
export interface Queryable {
  query<R extends pg.QueryResultRow = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
  /**
   * Several statements in one round trip, each answered or failed on its own (in order), when the queryable can
   * pipeline them on one connection. Without it, statements go one by one.
   */
  pipeline?(statements: Statement[]): Promise<PromiseSettledResult<{ rows: pg.QueryResultRow[] }>[]>;
}

export type CountingQueryable = Queryable & { count: number; texts: string[]; statements: Statement[]; reset(): void };

/**
 * Wraps a queryable and counts statements, so tests can assert a request runs a bounded number of queries (and
 * read the statements with their parameters, to see how PostgreSQL plans them).
 */
export function countingQueryable(inner: Queryable): CountingQueryable {
  const wrapper: CountingQueryable = {
    count: 0,
    texts: [] as string[],
    statements: [] as Statement[],
    reset() {
      wrapper.count = 0;
      wrapper.texts = [];
      wrapper.statements = [];
    },
    query<R extends pg.QueryResultRow>(text: string, params?: unknown[]) {
      wrapper.count++;
      wrapper.texts.push(text);
      wrapper.statements.push({ text, params });
      return inner.query<R>(text, params);
    },
  };
  if (inner.pipeline) {
    const pipeline = inner.pipeline.bind(inner);
    wrapper.pipeline = (statements) => {
      wrapper.count += statements.length;
      wrapper.texts.push(...statements.map((s) => s.text));
      wrapper.statements.push(...statements.map(({ text, params }) => ({ text, params })));
      return pipeline(statements);
    };
  }
  return wrapper;
}

/**
 * One request's view of the database. Statements its resolvers ask for in the same turn of the event loop (a
 * media page asks for relations, characters, staff, studios and tags together) go to PostgreSQL as one pipeline,
 * on one connection, in one write: on this kind of machine each write to the database costs the process about
 * 0.3 ms, more than most of these statements take to run. At most `concurrency` of its pipelines or statements
 * run at once and the rest wait in order, so a request of thirty aliased fields cannot take every pooled
 * connection and make every other visitor wait behind it.
 */
export function requestQueryable(inner: Queryable, concurrency: number): Queryable {
  let running = 0;
  const waiting: (() => void)[] = [];
  const slot = async <T>(work: () => Promise<T>): Promise<T> => {
    // A finishing task hands its slot straight to the next waiting one, so the count never overshoots.
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };

  type Pending = Statement & { resolve: (r: { rows: pg.QueryResultRow[] }) => void; reject: (e: unknown) => void };
  let batch: Pending[] | null = null;
  const flush = (statements: Pending[]) => {
    if (statements.length === 1 || !inner.pipeline) {
      for (const s of statements) void slot(() => inner.query(s.text, s.params)).then(s.resolve, s.reject);
      return;
    }
    void slot(() => inner.pipeline!(statements)).then(
      (settled) =>
        settled.forEach((r, i) => (r.status === 'fulfilled' ? statements[i]!.resolve(r.value) : statements[i]!.reject(r.reason))),
      (err) => statements.forEach((s) => s.reject(err)),
    );
  };
  return {
    query<R extends pg.QueryResultRow>(text: string, params?: unknown[]) {
      return new Promise<{ rows: R[] }>((resolve, reject) => {
        if (!batch) {
          const current: Pending[] = (batch = []);
          // After the turn's promise jobs: DataLoader batches of one level of the tree are all asked by then.
          setImmediate(() => {
            batch = null;
            flush(current);
          });
        }
        batch.push({ text, params, resolve: resolve as Pending['resolve'], reject });
      });
    },
  };
}

/**
 * Marks a statement to be run with a generic plan (see preparedQueryable's `generic` pool): a DataLoader's batch by
 * ids, whose best plan does not depend on which ids. Anywhere in the text (a wrapper such as jsonRows keeps it).
 */
export const GENERIC_PLAN = '/* generic plan */';

/**
 * The session setting of `preparedQueryable`'s generic pool: its prepared statements are planned once per connection.
 * PostgreSQL plans a prepared statement anew on every execution while its custom plans look cheaper than the generic
 * one, and with `= ANY($1::int[])` (an unknown number of ids) they always do: pg_stat_statements counted 2,007 plans
 * for 2,000 media pages, 1.7 ms of PostgreSQL's CPU per page against 0.8 ms of executing them.
 */
export const GENERIC_PLAN_OPTIONS = '-c plan_cache_mode=force_generic_plan';

/**
 * Runs the statements a server asks again and again as named prepared statements: PostgreSQL then parses each once
 * per connection instead of on every request. Filters build many different texts, so only a text seen a few times
 * gets a name, and at most `maxNamed` texts ever do: each named text stays prepared on every pooled connection.
 * Statements marked `generic` go to `generic`, a pool whose sessions plan them once (GENERIC_PLAN_OPTIONS); every
 * other statement keeps PostgreSQL's choice, which plans a filter for its values (a rare status must not get the
 * plan of a common one).
 *
 * `pipeline` needs pools of pipeline-mode clients (`new pg.Pool({ pipeline: true })`): it writes every statement
 * at once and reads the answers in order; each statement has its own Sync, so one failing fails alone.
 */
export function preparedQueryable(
  pool: pg.Pool,
  { maxNamed = 300, seenBeforeNaming = 3, generic = null }: { maxNamed?: number; seenBeforeNaming?: number; generic?: pg.Pool | null } = {},
): Queryable {
  const names = new Map<string, string>();
  const seen = new Map<string, number>();
  const config = (text: string, values: unknown[] = []): pg.QueryConfig => {
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
    return name ? { name, text, values } : { text, values };
  };
  const pipelined = (pool.options as { pipeline?: boolean }).pipeline === true;
  const poolFor = (text: string) => (generic && text.includes(GENERIC_PLAN) ? generic : pool);
  /** One pipeline on one connection of `on`. */
  const pipelineOn = async (on: pg.Pool, statements: Statement[]) => {
    const client = await on.connect();
    let broken: Error | undefined;
    try {
      // Corked, the messages of every statement leave in one write when the last one is queued.
      const socket = (client as unknown as { connection: { stream: NodeJS.WritableStream & { cork(): void; uncork(): void } } }).connection
        .stream;
      socket.cork();
      let answers: Promise<{ rows: pg.QueryResultRow[] }>[];
      try {
        answers = statements.map((s) => client.query(config(s.text, s.params)));
      } finally {
        socket.uncork();
      }
      const settled = await Promise.allSettled(answers);
      // A statement answered with an error leaves the connection usable (its own Sync); a lost one does not.
      broken = settled.find(
        (r): r is PromiseRejectedResult => r.status === 'rejected' && !(r.reason instanceof Error && 'severity' in r.reason),
      )?.reason as Error | undefined;
      return settled;
    } finally {
      client.release(broken);
    }
  };
  return {
    query<R extends pg.QueryResultRow>(text: string, params?: unknown[]) {
      return poolFor(text).query<R>(config(text, params));
    },
    ...(pipelined
      ? {
          async pipeline(statements: Statement[]) {
            // One pipeline per pool, at once; the answers in the statements' order.
            const byPool = new Map<pg.Pool, number[]>();
            statements.forEach((s, i) => {
              const on = poolFor(s.text);
              const indexes = byPool.get(on);
              if (indexes) indexes.push(i);
              else byPool.set(on, [i]);
            });
            const settled = new Array<PromiseSettledResult<{ rows: pg.QueryResultRow[] }>>(statements.length);
            await Promise.all(
              [...byPool].map(async ([on, indexes]) => {
                const answers = await pipelineOn(
                  on,
                  indexes.map((i) => statements[i]!),
                );
                answers.forEach((a, k) => (settled[indexes[k]!] = a));
              }),
            );
            return settled;
          },
        }
      : {}),
  };
}
