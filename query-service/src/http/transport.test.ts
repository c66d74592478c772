import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { ID, seedCatalogue } from '../testing/catalogue.ts';
import { startTestApp } from '../testing/http.ts';

const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp('query_transport', { logger: pino({ level: 'error' }, logStream) });
  await seedCatalogue(t.pool);
});
afterAll(() => t.close());

type MediaId = { Media: { id: number } };

describe('what AniList clients send', () => {
  it('accepts variables as a JSON-encoded string, numeric strings for Int, and ignores undeclared variables', async () => {
    const res = await t.gql<MediaId>('query ($id: Int) { Media(id: $id) { id } }', {
      variables: JSON.stringify({ id: String(ID.bebop), unused: 'x' }),
    });
    expect(res.body).toEqual({ data: { Media: { id: ID.bebop } } });
  });

  it('accepts an empty variables string, the shorthand form and no content type', async () => {
    const res = await t.gql<MediaId>(`{ Media(id: ${ID.bebop}) { id } }`, { variables: '' });
    expect(res.body.data!.Media.id).toBe(ID.bebop);
    const plain = await t.gql<MediaId>('', {
      headers: { 'content-type': 'text/plain' },
      rawBody: JSON.stringify({ query: `{ Media(id: ${ID.bebop}) { id } }` }),
    });
    expect(plain.body.data!.Media.id).toBe(ID.bebop);
  });

  it('answers several aliased Page roots in one request', async () => {
    const res = await t.gql<Record<string, { media: { id: number }[] }>>(`{
      a: Page(perPage: 1) { media(type: ANIME, sort: POPULARITY_DESC) { id } }
      b: Page(perPage: 1) { media(type: MANGA, sort: POPULARITY_DESC) { id } } }`);
    expect(res.body.data).toEqual({ a: { media: [{ id: ID.aot }] }, b: { media: [{ id: ID.aotManga }] } });
  });

  it('answers a clean query with its data as plain JSON, and one with an error with the error and its status', async () => {
    // Clean answers are stringified by the route, not graphql-http (graphqlRoute.ts, DATA_TOKEN): the body is the data
    // exactly, in the order the document asked, with the content type graphql-http chose.
    const query = `{ Media(id: ${ID.bebop}) { title { romaji } id genres startDate { year } } }`;
    const clean = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query }),
    });
    const text = await clean.text();
    expect(clean.status).toBe(200);
    expect(clean.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const data = JSON.parse(text) as { data: { Media: Record<string, unknown> } };
    expect(Object.keys(data)).toEqual(['data']);
    expect(Object.keys(data.data.Media)).toEqual(['title', 'id', 'genres', 'startDate']);
    expect(text).toBe(JSON.stringify(data));
    expect(text).not.toContain('tsuzuki:data');

    // A partial answer (one root found, one not) keeps graphql-http's serialisation and the first error's status.
    const partial = await t.gql<{ a: MediaId['Media'] | null; b: MediaId['Media'] | null }>(
      `{ a: Media(id: ${ID.bebop}) { id } b: Media(id: 999999999) { id } }`,
    );
    expect(partial.status).toBe(404);
    expect(partial.body.data).toEqual({ a: { id: ID.bebop }, b: null });
    expect(partial.body.errors![0]).toMatchObject({ status: 404 });
  });

  it('serves queries over GET', async () => {
    const query = encodeURIComponent(`{ Media(id: ${ID.bebop}) { id } }`);
    const res = await fetch(`${t.url}/graphql?query=${query}`);
    expect(await res.json()).toEqual({ data: { Media: { id: ID.bebop } } });
  });
});

describe('error shape', () => {
  it('puts status and message at the top of each error, with extensions.code', async () => {
    const syntax = await t.gql('{ Media(id: 1) { id }');
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors![0]).toMatchObject({ status: 400, extensions: { code: 'GRAPHQL_PARSE_FAILED' } });

    const unknown = await t.gql('{ Media(id: 1) { notAField } }');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors![0]).toMatchObject({
      message: 'Cannot query field "notAField" on type "Media".',
      status: 400,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });

    const badVariable = await t.gql('query ($id: Int) { Media(id: $id) { id } }', { variables: { id: 'twelve' } });
    expect(badVariable.status).toBe(400);
    expect(badVariable.body.errors![0]).toMatchObject({ status: 400, extensions: { code: 'BAD_USER_INPUT' } });

    const noQuery = await t.gql('', { rawBody: JSON.stringify({ variables: {} }) });
    expect(noQuery.status).toBe(400);
    expect(noQuery.body.errors![0]).toMatchObject({ message: 'Missing query', status: 400 });
  });

  it('refuses queries nested deeper than the limit', async () => {
    const deep = `{ Media(id: ${ID.aot}) { ${'relations { nodes { '.repeat(8)} id ${'} } '.repeat(8)} } }`;
    const res = await t.gql(deep);
    expect(res.status).toBe(400);
    expect(res.body.errors![0]!.message).toMatch(/^Query is too deep: \d+ levels, the limit is 15\.$/);
  });

  it('hides unexpected failures as "Internal Server Error" and logs them with the request id', async () => {
    await t.pool.query('ALTER TABLE rm_tags.tags RENAME TO tags_gone');
    try {
      const res = await t.gql('{ MediaTagCollection { id } }', { headers: { 'x-request-id': 'req-broken-tags' } });
      expect(res.status).toBe(500);
      expect(res.body.errors![0]).toMatchObject({ message: 'Internal Server Error', status: 500, extensions: { code: 'INTERNAL' } });
      expect(JSON.stringify(res.body)).not.toContain('tags');
      expect(logLines.some((l) => l.requestId === 'req-broken-tags' && l.msg === 'unexpected resolver error')).toBe(true);
    } finally {
      await t.pool.query('ALTER TABLE rm_tags.tags_gone RENAME TO tags');
    }
  });

  it('offers catalogue mutations only on the internal schema, and only to trusted callers', async () => {
    const publicSchema = await t.gql('mutation { AddStudio(name: "X") { id } }');
    expect(publicSchema.status).toBe(400);
    const guest = await t.gql('mutation { AddStudio(name: "X") { id } }', { headers: { schema: 'internal' } });
    expect(guest.status).toBe(401);
    expect(guest.body).toMatchObject({
      data: { AddStudio: null },
      errors: [{ message: 'Unauthorized.', status: 401, extensions: { code: 'UNAUTHORIZED' } }],
    });
  });
});

describe('the rest of the server', () => {
  it('answers health checks and echoes the request id', async () => {
    const res = await fetch(`${t.url}/health`, { headers: { 'x-request-id': 'abc-123' } });
    expect(await res.json()).toMatchObject({ status: 'ok' });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    const generated = await fetch(`${t.url}/health`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 with instructions when the client is not built', async () => {
    const res = await fetch(`${t.url}/anime/1/cowboy-bebop`);
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build -w client');
  });

  it('serves the built client, with index.html for every route', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'tsuzuki-client-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Tsuzuki</title>');
    writeFileSync(path.join(dist, 'app.js'), 'console.log(1)');
    const { app, close } = createApp({ db: t.pool, databaseUrl: t.databaseUrl, logger: pino({ level: 'silent' }), clientDist: dist });
    const server = app.listen(0);
    try {
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      expect(await (await fetch(`${base}/home`)).text()).toContain('<title>Tsuzuki</title>');
      expect(await (await fetch(`${base}/app.js`)).text()).toBe('console.log(1)');
    } finally {
      server.close();
      await close();
    }
  });
});
