import { createServer, type ServerOptions } from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTERNAL_TOKEN_HEADER } from '@tsuzuki/events';
import pg from 'pg';
import { pino } from 'pino';
import { createApp, type AppOptions } from '../app.ts';
import { countingQueryable, preparedQueryable } from '../db/queryable.ts';
import { createReadModelDatabase } from './readModels.ts';

export const TEST_INTERNAL_TOKEN = 'test-internal-token';

export type Viewer = 'guest' | 'system';

export interface GraphQLResponse<D = Record<string, unknown>> {
  status: number;
  body: { data?: D; errors?: { message: string; status: number; extensions?: { code: string }; validation?: Record<string, string[]> }[] };
}

export interface RequestOptions {
  variables?: unknown;
  viewer?: Viewer;
  headers?: Record<string, string>;
  operationName?: string;
  /** Sent as-is instead of the JSON body built from the other options. */
  rawBody?: string;
}

/** How the app reads its database: `statementTimeoutMs` gives its own pool PostgreSQL's statement_timeout, as main.ts does. */
export interface TestDatabaseOptions {
  statementTimeoutMs?: number;
  /** A database the test made itself (read models drained from a log); the app reads it and leaves dropping it to the test. */
  database?: { url: string; pool: pg.Pool };
}

/**
 * A running app over a fresh read-model database. `gql` is the one way tests talk to it: a document over
 * HTTP as a given viewer; `db.count` counts the statements the app ran (reset it before a request).
 */
export async function startTestApp(
  label: string,
  options: Partial<AppOptions> = {},
  serverOptions: ServerOptions = {},
  databaseOptions: TestDatabaseOptions = {},
) {
  const database = databaseOptions.database ? { ...databaseOptions.database, drop: async () => {} } : await createReadModelDatabase(label);
  // Fixtures go through database.pool, without the timeout; the app reads through its own pool when it has one.
  const appPool =
    databaseOptions.statementTimeoutMs == null
      ? null
      : new pg.Pool({ connectionString: database.url, max: 4, pipeline: true, statement_timeout: databaseOptions.statementTimeoutMs });
  const db = countingQueryable(preparedQueryable(appPool ?? database.pool));
  const { app, answers, close } = createApp({
    db,
    databaseUrl: database.url,
    // TEST_LOG_LEVEL=error shows what an Internal Server Error hid.
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    internalToken: TEST_INTERNAL_TOKEN,
    clientDist: '/nonexistent-client-dist',
    ...options,
  });
  const server = createServer(serverOptions, app).listen(0);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function gql<D = Record<string, unknown>>(document: string, o: RequestOptions = {}): Promise<GraphQLResponse<D>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...o.headers };
    if (o.viewer === 'system') headers[INTERNAL_TOKEN_HEADER] = TEST_INTERNAL_TOKEN;
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers,
      body: o.rawBody ?? JSON.stringify({ query: document, variables: o.variables, operationName: o.operationName }),
    });
    return { status: res.status, body: (await res.json()) as GraphQLResponse<D>['body'] };
  }

  return {
    url,
    server,
    pool: database.pool,
    databaseUrl: database.url,
    db,
    gql,
    /** The answer cache, when the options asked for one. */
    answers,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await close();
      await appPool?.end();
      await database.drop();
    },
  };
}
