import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRedisPrefix } from '@tsuzuki/event-store/testing';
import { preparedQueryable } from '../db/queryable.ts';
import { ID, seedCatalogue } from '../testing/catalogue.ts';
import { startTestApp } from '../testing/http.ts';
import { LIMITS } from './limits.ts';

// The public edge as an attacker and a careless client would meet it: every refusal is a clear 4xx, and no
// request can make the site slow for others.
const dist = mkdtempSync(path.join(tmpdir(), 'tsuzuki-edge-'));
const SHELL =
  '<!doctype html><html><head><title>Tsuzuki</title><script>document.documentElement.dataset.theme="x"</script></head><body></body></html>';
writeFileSync(path.join(dist, 'index.html'), SHELL);
mkdirSync(path.join(dist, 'assets'));
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(20_000))});`;
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), BUNDLE);

const redisPrefix = createTestRedisPrefix('query_edge');
let redis: Redis;
let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  redis = new Redis(redisPrefix.redisUrl);
  t = await startTestApp('query_edge', {
    clientDist: dist,
    rateLimit: { redis, prefix: redisPrefix.prefix, limits: { perMinute: 1000, sitePerMinute: 1000 } },
  });
  await seedCatalogue(t.pool);
});
afterAll(async () => {
  await t?.close();
  redis?.disconnect();
  await redisPrefix.cleanup();
});

/** A GET whose body arrives as sent (fetch would decode it). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  fetch(`${t.url}/graphql`, { method: 'POST', headers, body });

describe('request limits', () => {
  it('refuses an alias bomb of searches before it runs, and the site answers others meanwhile', async () => {
    const bomb = `{ ${Array.from({ length: 100 }, (_, i) => `a${i}: Page(perPage: 50) { media(search: "a${i}") { id title { romaji } } }`).join(' ')} }`;
    const res = await post(JSON.stringify({ query: bomb }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors.map((e: { message: string }) => e.message)).toContain(
      `Query has too many searches: they run 300 statements, the limit is ${LIMITS.maxSearches}.`,
    );
    expect(body.errors[0]).toMatchObject({ status: 400, extensions: { code: 'QUERY_TOO_COMPLEX' } });
    expect(body.data).toBeUndefined();
  });

  it('measures a fragment bomb in linear time and refuses it', async () => {
    let doc = `query { Media(id: ${ID.aot}) { ...F0 } }\n`;
    for (let i = 0; i < 40; i++) doc += `fragment F${i} on Media { id title { romaji } ...F${i + 1} ...F${i + 1} }\n`;
    doc += 'fragment F40 on Media { id }';
    // 2^40 expanded spreads: a walker that re-walked fragments would never return.
    const res = await post(JSON.stringify({ query: doc }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].message).toMatch(
      new RegExp(`^Query is too complex: cost \\d+, the limit is ${LIMITS.maxCost}\\.$`),
    );
  });

  it('refuses documents over the token, alias and depth limits', async () => {
    const tokens = await post(JSON.stringify({ query: `{ ${'__typename '.repeat(LIMITS.maxTokens)} }` }));
    expect(tokens.status).toBe(400);
    expect((await tokens.json()).errors[0].message).toMatch(
      /^Syntax Error: Document contains more tha[nt] 5000 tokens\. Parsing aborted\.$/,
    );
    const aliases = await post(
      JSON.stringify({ query: `{ ${Array.from({ length: 101 }, (_, i) => `m${i}: Media(id: ${ID.aot}) { id }`).join(' ')} }` }),
    );
    expect((await aliases.json()).errors[0].message).toBe('Query has too many aliases: 101, the limit is 100.');
    let deep = 'id';
    for (let i = 0; i < 16; i++) deep = `relations { nodes { ${deep} } }`;
    const depth = await post(JSON.stringify({ query: `{ Media(id: ${ID.aot}) { ${deep} } }` }));
    expect((await depth.json()).errors.map((e: { message: string }) => e.message).join(' ')).toMatch(
      /Query is too deep: \d+ levels, the limit is 15\./,
    );
  });

  it('answers a body over the limit with 413, an unknown encoding with 415, a gzipped body normally', async () => {
    const big = await post(JSON.stringify({ query: `{ __typename }`, variables: { pad: 'x'.repeat(300_000) } }));
    expect(big.status).toBe(413);
    expect((await big.json()).errors[0]).toMatchObject({ status: 413, message: 'Request body is too large: the limit is 256 KB.' });
    const odd = await post('{"query":"{ __typename }"}', { 'content-type': 'application/json', 'content-encoding': 'zstd-deluxe' });
    expect(odd.status).toBe(415);
    const zipped = await post(gzipSync(Buffer.from('{"query":"{ __typename }"}')) as unknown as string, {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
    });
    expect(await zipped.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses the NUL character and unpaired surrogates in variables and literals with a readable message', async () => {
    const variable = await t.gql('query ($s: String) { Page { media(search: $s) { id } } }', { variables: { s: 'Fri\u0000eren' } });
    expect(variable.status).toBe(400);
    expect(variable.body.errors?.[0]).toMatchObject({
      message: 'Invalid text: Must not contain the NUL character or unpaired surrogates.',
      validation: { s: ['Must not contain the NUL character or unpaired surrogates.'] },
    });
    const literal = await t.gql('{ Page { media(search: "nul \\u0000 inside") { id } } }');
    expect(literal.status).toBe(400);
    expect(literal.body.errors?.[0]?.message).toBe('Invalid text: Must not contain the NUL character or unpaired surrogates.');
    // An unpaired surrogate escape is already a syntax error to the GraphQL parser.
    const surrogate = await t.gql('{ Page { media(search: "half \\uD800 a pair") { id } } }');
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.errors?.[0]?.message).toMatch(/^Syntax Error: Invalid Unicode escape sequence/);
    const fine = await t.gql<{ Page: { media: unknown[] } }>('{ Page { media(search: "😀 Frieren") { id } } }');
    expect(fine.status).toBe(200);
  });

  it('answers 408 to a request whose body never arrives, instead of waiting for ever', async () => {
    const app = await startTestApp('query_edge_slow', {}, { requestTimeout: 500, connectionsCheckingInterval: 100 });
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          `${app.url}/graphql`,
          { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '100' } },
          (res) => resolve(res.statusCode ?? 0),
        );
        req.on('error', reject);
        req.write('{"query":');
      });
      expect(status).toBe(408);
    } finally {
      await app.close();
    }
  });
});

describe('cross-site requests', () => {
  it('refuses a mutation posted by another site as text/plain, logged in or not (login CSRF)', async () => {
    const login = 'mutation { Login(name: "victim", password: "attacker-password") { id } }';
    const forged: Record<string, string>[] = [
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      { 'content-type': 'application/json', origin: 'https://evil.example' },
      { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of forged) {
      const res = await post(JSON.stringify({ query: login }), { ...headers, schema: 'internal' });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect((await res.json()).errors[0].message).toBe('Forbidden. Invalid CSRF token.');
    }
  });

  it('lets an API client without cookies send a JSON mutation (it reaches the resolver)', async () => {
    const res = await post(JSON.stringify({ query: 'mutation { UpdateUser(about: "x") { id } }' }), {
      'content-type': 'application/json',
      schema: 'internal',
    });
    expect((await res.json()).errors[0]).toMatchObject({ status: 401, message: 'Unauthorized.' });
  });
});

describe('rate limits', () => {
  it("counts requests per address with AniList's headers, and answers 429 with Retry-After when spent", async () => {
    const limited = await startTestApp('query_edge_rate', {
      rateLimit: { redis, prefix: `${redisPrefix.prefix}:limited`, limits: { perMinute: 3, sitePerMinute: 10 } },
    });
    try {
      const send = () =>
        fetch(`${limited.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"query":"{ __typename }"}',
        });
      const remaining: string[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await send();
        expect(res.status).toBe(200);
        expect(res.headers.get('x-ratelimit-limit')).toBe('3');
        remaining.push(res.headers.get('x-ratelimit-remaining')!);
      }
      expect(remaining).toEqual(['2', '1', '0']);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
      expect(await refused.json()).toEqual({
        data: null,
        errors: [{ message: 'Too Many Requests.', status: 429, extensions: { code: 'TOO_MANY_REQUESTS' } }],
      });
      // The services themselves (internal token) are not limited.
      const internal = await fetch(`${limited.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-internal-token': 'test-internal-token' },
        body: '{"query":"{ __typename }"}',
      });
      expect(internal.status).toBe(200);
      // The OAuth token endpoint spends the same budget: a flood of exchanges cannot keep the command-service busy.
      const token = await fetch(`${limited.url}/api/v2/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"grant_type":"authorization_code"}',
      });
      expect(token.status).toBe(429);
      expect(Number(token.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('pages, headers and files', () => {
  it('puts security headers on every answer', async () => {
    for (const url of ['/graphql?query=%7B__typename%7D', '/search/anime', '/assets/index-abc123.js']) {
      const res = await fetch(`${t.url}${url}`);
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), url).toBe('DENY');
      expect(res.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      // The inline theme script is allowed by its hash, not by 'unsafe-inline'.
      expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    }
  });

  it('does not let "$&" and friends in a path rewrite the head', async () => {
    const res = await fetch(`${t.url}/search/anime/%24%26%24%60`);
    const html = await res.text();
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html).toMatch(/<title>\$&amp;\$` Anime · Tsuzuki<\/title>/);
  });

  it('answers 404 for unknown paths and ids with the client page, and 400 for a broken escape', async () => {
    for (const url of ['/no-such-page', '/404', '/character/999999', '/staff/999999', '/studio/999999']) {
      const res = await fetch(`${t.url}${url}`);
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).toContain('<title>Tsuzuki</title>');
    }
    for (const url of ['/search/anime/%E0%A4%A', '/anime/%zz']) {
      const res = await fetch(`${t.url}${url}`);
      expect(res.status, url).toBe(400);
      expect((await res.json()).errors[0].message).toBe('The address is not valid.');
    }
    expect((await fetch(`${t.url}/character/${ID.eren}`)).status).toBe(200);
    expect((await fetch(`${t.url}/anime/${ID.aot}/Shingeki-no-Kyojin`)).status).toBe(200);
  });

  it('serves the sitemap from the read models', async () => {
    const index = await fetch(`${t.url}/sitemap/index.xml`);
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await index.text();
    expect(xml).toContain('<sitemapindex');
    expect(xml).toContain('/sitemap/anime-1.xml');
    const anime = await (await fetch(`${t.url}/sitemap/anime-1.xml`)).text();
    expect(anime).toContain(`/anime/${ID.aot}/Shingeki-no-Kyojin</loc>`);
    expect(anime).not.toContain(`/anime/${ID.adult}`);
  });

  it('serves hashed assets compressed and cached for good', async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const { headers, body } = await rawGet(`${t.url}/assets/index-abc123.js`, { 'accept-encoding': encoding });
      expect(headers['content-encoding']).toBe(encoding);
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(body.length).toBeLessThan(BUNDLE.length / 10);
      expect(decode(body).toString()).toBe(BUNDLE);
    }
    const plain = await rawGet(`${t.url}/assets/index-abc123.js`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BUNDLE);
  });
});

describe('one request cannot hold up the others', () => {
  // Six searches in one request (as many as the limits let through). Statements go one by one on a plain pool: at
  // most 3 run at once, the other three wait their turn inside the request. On a pipeline-mode pool (as the service
  // runs) the six leave together in one pipeline, on one connection. Either way a pool of 4 keeps a connection for
  // everybody else.
  it.each([
    { mode: 'one by one', pipeline: false, stuck: 3 },
    { mode: 'pipelined', pipeline: true, stuck: 1 },
  ])('answers a quick query while an expensive one waits ($mode)', async ({ pipeline, stuck }) => {
    const pool = new pg.Pool({ connectionString: t.databaseUrl, max: 4, pipeline });
    const app = await startTestApp('query_edge_fair', { db: pipeline ? preparedQueryable(pool) : pool });
    const holder = await t.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE rm_search.search_documents, rm_characters.characters IN ACCESS EXCLUSIVE MODE');
      const heavy = app.gql(
        `{ ${Array.from({ length: 6 }, (_, i) => `s${i}: Page { characters(search: "Eren ${i}") { id } }`).join(' ')} }`,
      );
      let heavyDone = false;
      void heavy.then(() => (heavyDone = true));
      const waiting = async () =>
        (
          await t.pool.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
          )
        ).rows[0]!.n;
      while ((await waiting()) < stuck) await new Promise((resolve) => setTimeout(resolve, 20));
      // Time for another statement to take one of the pool's connections, if anything let it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await waiting()).toBe(stuck);
      const quick = await app.gql<{ Studio: { name: string } }>(`{ Studio(id: ${ID.wit}) { name } }`);
      expect(quick.body.data).toEqual({ Studio: { name: 'Wit Studio' } });
      expect(heavyDone).toBe(false);
      await holder.query('COMMIT');
      const answer = await heavy;
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body.data ?? {})).toHaveLength(6);
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      holder.release();
      await app.close();
      await pool.end();
    }
  });
});
