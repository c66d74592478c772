import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../db/sql.ts';
import { ID, seedCatalogue } from '../testing/catalogue.ts';
import { startTestApp } from '../testing/http.ts';
import { compiledFigures } from './compiledExecutor.ts';
import { TIMEOUT_MESSAGE, TIMEOUT_RETRY_AFTER } from './errors.ts';

// The app reads with a statement timeout, as main.ts does. A read is made to outlast it for real: another
// transaction holds the table it reads, the statement waits for the lock until PostgreSQL cancels it (SQLSTATE 57014).
const STATEMENT_TIMEOUT_MS = 1000;

const MEDIA_TITLE = 'query MediaTitle($id: Int) { Media(id: $id) { id title { romaji } } }';
const dir = mkdtempSync(path.join(tmpdir(), 'tsuzuki-timeouts-'));

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  const persisted = path.join(dir, 'persisted-queries.json');
  writeFileSync(persisted, JSON.stringify({ mediaTitle: MEDIA_TITLE }));
  t = await startTestApp('query_timeouts', { persistedQueryFiles: [persisted] }, {}, { statementTimeoutMs: STATEMENT_TIMEOUT_MS });
  await seedCatalogue(t.pool);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

async function whileLocked<R>(table: string, work: () => Promise<R>): Promise<R> {
  const holder = await t.pool.connect();
  try {
    await holder.query('BEGIN');
    await holder.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
    return await work();
  } finally {
    await holder.query('ROLLBACK');
    holder.release();
  }
}

const graphql = (query: string) =>
  fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });

describe('Statement timeouts are 503, never 500', () => {
  it('a GraphQL read cancelled by the statement timeout answers 503 with a readable message, a stable code and Retry-After', async () => {
    const query = `{ Media(id: ${ID.aot}) { id title { romaji } } }`;
    const res = await whileLocked(T.media, () => graphql(query));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(TIMEOUT_RETRY_AFTER));
    const body = (await res.json()) as { errors: unknown[] };
    expect(body.errors).toEqual([
      expect.objectContaining({ message: TIMEOUT_MESSAGE, status: 503, path: ['Media'], extensions: { code: 'TIMEOUT' } }),
    ]);
    // The same read answers once nothing holds the table: the 503 was the timeout's.
    const again = await graphql(query);
    expect(again.status).toBe(200);
  });

  it('a persisted query (compiled, ADR 0046) answers the same 503, and is not asked again of a busy database', async () => {
    const before = { ...compiledFigures };
    const res = await whileLocked(T.media, () =>
      fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ documentId: 'mediaTitle', variables: { id: ID.aot } }),
      }),
    );
    expect(compiledFigures.answers).toBe(before.answers + 1);
    expect(compiledFigures.askedAgain).toBe(before.askedAgain);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(TIMEOUT_RETRY_AFTER));
    const body = (await res.json()) as { errors: unknown[] };
    expect(body.errors).toEqual([
      expect.objectContaining({ message: TIMEOUT_MESSAGE, status: 503, path: ['Media'], extensions: { code: 'TIMEOUT' } }),
    ]);
  });

  it('a plain HTTP route cancelled by the statement timeout answers 503 too (the sitemap)', async () => {
    const res = await whileLocked(T.media, () => fetch(`${t.url}/sitemap/index.xml`));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(TIMEOUT_RETRY_AFTER));
    expect(await res.json()).toEqual({ data: null, errors: [{ message: TIMEOUT_MESSAGE, status: 503, extensions: { code: 'TIMEOUT' } }] });
  });
});
