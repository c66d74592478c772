import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/http.ts';
import { COMPRESS_FROM_BYTES } from './answerCompression.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp('query_compression');
});
afterAll(() => t.close());

// The schema's own description is a large answer that needs no data.
const LARGE = '{ __schema { types { name description fields { name description args { name description } } } } }';
const SMALL = '{ __typename }';

/** The raw answer as the wire carries it (fetch would inflate it and hide what was sent). */
function post(query: string, acceptEncoding: string) {
  return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    const req = request(
      `${t.url}/graphql`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ query }));
  });
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
});
