import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/http.ts';

// The page every client route answers with is the build's index.html, kept in memory between builds: a build made
// while the query-service runs is served without a restart.
const dist = mkdtempSync(path.join(tmpdir(), 'tsuzuki-client-route-'));
const shell = (text: string) => `<!doctype html><html><head><meta name="csrf-token" content=""></head><body>${text}</body></html>`;

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp('query_client_route', { clientDist: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async () => {
  const response = await fetch(`${t.url}/search/anime`);
  return { status: response.status, html: await response.text() };
};

describe('the page of a client route', () => {
  it('says the client is not built, then serves each build as it lands', async () => {
    expect(await page()).toMatchObject({ status: 503, html: expect.stringContaining('The client has not been built yet') });
    writeFileSync(path.join(dist, 'index.html'), shell('first build'));
    const first = await page();
    expect(first.status).toBe(200);
    expect(first.html).toContain('first build');
    expect(first.html).toMatch(/<meta name="csrf-token" content="[^"]+">/);
    expect((await page()).html).toContain('first build');
    writeFileSync(path.join(dist, 'index.html'), shell('the second build'));
    expect((await page()).html).toContain('the second build');
  });
});
