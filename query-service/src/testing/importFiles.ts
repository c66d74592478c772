// The list import tests' shared steps (importExport.test.ts, anilistImport.test.ts): a file posted as a member, and
// the wait for the catalogue to reach the read models the matching reads.
import type { Pool } from 'pg';
import { CSRF_HEADER } from '../accounts/csrf.ts';
import { T } from '../db/sql.ts';
import type { Browser } from './browser.ts';

/** POSTs the file's bytes to an import route as `as`, with their CSRF token; the answer's status and JSON. */
export async function postFile<T>(as: Browser, path: string, body: Uint8Array) {
  const token = await as.readCsrf();
  const res = await as.fetch(path, {
    method: 'POST',
    headers: { [CSRF_HEADER]: token, 'content-type': 'application/octet-stream' },
    body: body as Uint8Array<ArrayBuffer>,
  });
  return { status: res.status, body: (await res.json()) as T & { errors?: { message: string }[] } };
}

/** Waits (10 s at most) until the search read model holds `count` media: titles are matched against it. */
export async function untilMediaSearchable(pool: Pool, count: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${T.search} WHERE kind = 'MEDIA'`);
    if (rows[0]!.n === count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
