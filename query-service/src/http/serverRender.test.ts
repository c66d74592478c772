import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/http.ts';
import { GENERATED_PERSISTED_QUERIES } from './persistedQueries.ts';
import { withRenderedPage } from './serverRender.ts';

// The query-service's side of server rendering (ADR 53), with a stand-in for the client's server entry: who gets a
// rendered page, where it goes in the HTML, the CSP nonce its scripts carry, redirects, failures, and the page's
// queries asked back over loopback as the browser's.
const INDEX = `<!doctype html>
<html lang="en"><head>
    <meta charset="UTF-8" />
    <meta name="csrf-token" content="" />
    <title>Tsuzuki</title>
  </head><body><div id="root">
      <!-- boot: the skeleton -->
      <div class="boot"><div class="boot-nav"></div></div>
      <!-- /boot -->
    </div></body></html>`;

// The landing page's query, by the id relay-compiler persisted it under: the stand-in asks it as the real entry would.
const landingId = Object.entries(JSON.parse(readFileSync(GENERATED_PERSISTED_QUERIES, 'utf8')) as Record<string, string>).find(([, text]) =>
  text.startsWith('query LandingQuery'),
)![0];

const ENTRY = `
export async function renderPage(url, ask, { nonce, screenChunks }) {
  const path = new URL(url).pathname;
  if (path === '/about') return { redirect: '/anime/1/Title' };
  if (path === '/terms') return { redirect: '//evil.example/' };
  if (path === '/moderators') return { redirect: '/\\\\evil.example/' };
  if (path === '/apps') throw new Error('render failed');
  if (path === '/home') return null;
  const body = await ask({ documentId: ${JSON.stringify(landingId)}, operationName: 'LandingQuery', variables: {} });
  const trending = body.data ? body.data.trending.media.length : 'none';
  return {
    root: '<main id="main">rendered ' + path + ' with ' + trending + ' trending, nonce ' + nonce + ' $& $1</main>',
    head: '<meta name="server-rendered" content="guest">',
    styles: screenChunks['src/screens/Landing/Landing.tsx'].map((href) => '<link rel="stylesheet" href="' + href + '">').join(''),
    body: '<script type="application/json" id="relay-records">{}</script>',
  };
}
`;

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tsuzuki-ssr-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'entry-server.mjs'), ENTRY);
  writeFileSync(path.join(dir, 'screen-chunks.json'), JSON.stringify({ 'src/screens/Landing/Landing.tsx': ['/assets/Landing-1.css'] }));
  t = await startTestApp('query_server_render', {
    clientDist: dir,
    serverEntry: path.join(dir, 'entry-server.mjs'),
    renderCache: { maxBytes: 1024 * 1024, ttlMs: 30_000 },
    answerCache: { maxBytes: 1024 * 1024, entryBytes: 512 * 1024, clockTtlMs: 1000 },
  });
});
afterAll(() => t.close());

const get = (address: string, headers: Record<string, string> = {}) => fetch(`${t.url}${address}`, { headers, redirect: 'manual' });

describe('a guest page rendered on the server', () => {
  it('puts the rendered screen in place of the skeleton, its mark after the CSRF meta and its records at the end', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    // The stand-in's query came back through /graphql and was answered (an empty catalogue: no media).
    expect(html).toContain('<div id="root"><main id="main">rendered / with 0 trending');
    expect(html).not.toContain('class="boot"');
    // "$&" in the markup stays as written: the replacements are functions.
    expect(html).toContain('$& $1</main></div>');
    expect(html).toMatch(/<meta name="csrf-token" content="[^"]+">\n\s*<meta name="server-rendered" content="guest">/);
    expect(html).toMatch(/<script type="application\/json" id="relay-records">\{\}<\/script>\n\s*<\/body>/);
    // The screens' stylesheets, from the build's map, close the head (after the app's own stylesheet).
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/Landing-1.css">\n\s*<\/head>/);
  });

  it("allows the page's inline scripts by a nonce of this answer alone, a kept page's too", async () => {
    const nonceOf = async () => {
      const response = await get('/');
      const given = /nonce (\S+)/.exec(await response.text())![1]!;
      const policy = response.headers.get('content-security-policy')!;
      expect(policy).toContain(`'nonce-${given}'`);
      return given;
    };
    type Health = { renderCache: { served: number }; answerCache: { served: number } };
    const health = async () => (await (await get('/health')).json()) as Health;
    const [first, second] = [await nonceOf(), await nonceOf()];
    const before = await health();
    const third = await nonceOf();
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(new Set([first, second, third]).size).toBe(3);
    // The third page was the one kept, with its own nonce put in: its query's answer, kept by the answer cache, was
    // checked in memory, not asked for over loopback.
    const after = await health();
    expect(after.renderCache.served).toBe(before.renderCache.served + 1);
    expect(after.answerCache.served).toBe(before.answerCache.served);
  });

  it('gives a browser with a login cookie, even one naming no session, the skeleton', async () => {
    const html = await (await get('/', { cookie: 'tsuzuki_session=no-such-session' })).text();
    expect(html).toContain('class="boot"');
    expect(html).not.toContain('server-rendered');
    const app = await (await get('/', { authorization: 'Bearer abc' })).text();
    expect(app).toContain('class="boot"');
  });

  it("answers a loader's redirect with a 302 to this site's path, and no other", async () => {
    const moved = await get('/about');
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/anime/1/Title');
    for (const address of ['/terms', '/moderators']) {
      const elsewhere = await get(address);
      expect(elsewhere.status).toBe(200);
      expect(await elsewhere.text()).toContain('class="boot"');
    }
  });

  it('sends the skeleton when the entry renders nothing or fails', async () => {
    for (const address of ['/home', '/apps']) {
      const response = await get(address);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('class="boot"');
    }
  });
});

describe('withRenderedPage', () => {
  it('leaves a page without the skeleton markers as it is', () => {
    const page = { root: '<main></main>', head: '<meta name="server-rendered">', styles: '', body: '<script></script>' };
    const html = '<html><head><meta name="csrf-token" content="x"></head><body><div id="root"></div></body></html>';
    expect(withRenderedPage(html, page)).toBe(html);
  });
});
