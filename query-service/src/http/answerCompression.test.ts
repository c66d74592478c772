import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/http.ts';
import { ANSWER_CACHE_HEADER } from './answerCache/lookup.ts';
import { COMPRESS_FROM_BYTES } from './answerCompression.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp('query_compression', {
    answerCache: { maxBytes: 8 * 1024 * 1024, entryBytes: 1024 * 1024, clockTtlMs: 1000 },
  });
  await t.answers!.generations.ready;
});
afterAll(() => t.close());

// The schema's own description is a large answer that needs no data.
const LARGE = '{ __schema { types { name description fields { name description args { name description } } } } }';
const SMALL = '{ __typename }';

/** The raw answer as the wire carries it (fetch would inflate it and hide what was sent). */
function post(query: string, acceptEncoding: string) {
  return new Promise<{ encoding: string | undefined; cache: string | undefined; vary: string | undefined; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        `${t.url}/graphql`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              encoding: res.headers['content-encoding'],
              cache: res.headers[ANSWER_CACHE_HEADER.toLowerCase()] as string | undefined,
              vary: res.headers.vary,
              body: Buffer.concat(chunks),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ query }));
    },
  );
}

describe('GraphQL answers on the wire', () => {
  it('compresses a large answer in the encoding the client prefers, and it inflates to the same JSON', async () => {
    const plain = await post(LARGE, 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const json = JSON.parse(plain.body.toString('utf8')) as { data: { __schema: unknown } };
    expect(json.data.__schema).toBeTruthy();

    const br = await post(LARGE, 'br, gzip');
    expect(br.encoding).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(json);

    const gzip = await post(LARGE, 'gzip, deflate');
    expect(gzip.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(json);
  });

  it('sends small answers as they are', async () => {
    const small = await post(SMALL, 'br, gzip');
    expect(small.encoding).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ data: { __typename: 'Query' } });
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['deflate', 'deflate'],
    ['identity', undefined],
    ['', undefined],
  ])('serves a cached answer to "%s" in the encoding an executed one goes out in (%s)', async (accept, encoding) => {
    // Each document is new to the cache: a miss executed and compressed by the middleware, then a hit.
    const query = `{ __schema { types { name description fields { name description } } } } # ${accept || 'none'}`;
    const executed = await post(query, accept);
    const kept = t.answers!.bytes;
    const served = await post(query, accept);
    // A compressed copy is kept with the answer on its first serving in an encoding, and counted against the bound.
    expect(t.answers!.bytes - kept).toBe(encoding ? served.body.length : 0);
    expect([executed.cache, served.cache]).toEqual(['miss', 'hit']);
    expect([executed.encoding, served.encoding]).toEqual([encoding, encoding]);
    expect(served.vary).toMatch(/Accept-Encoding/i);
    const inflaters: Record<string, (b: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };
    const inflate = (b: Buffer) => (encoding ? inflaters[encoding]!(b) : b);
    expect(inflate(served.body).toString('utf8')).toBe(inflate(executed.body).toString('utf8'));
    // Served again from the copy: nothing more is kept.
    expect((await post(query, accept)).body.equals(served.body)).toBe(true);
    expect(t.answers!.bytes - kept).toBe(encoding ? served.body.length : 0);
  });
});
