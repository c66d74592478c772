// A guest's first screen rendered into the page's HTML (ADR 53): the client's server entry (client/src/entry-server.tsx,
// built into client/dist-ssr) renders the page with the site's own routes and screens; its queries come back here
// as the page's browser would ask them, over loopback, through the same rate limit, admission gate and answer cache.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';
import type { Logger } from 'pino';
import type { AskRequest, RawAnswer, RenderCache } from './renderCache.ts';

export interface RenderedPage {
  readonly root: string;
  /** Right after the CSRF meta, ahead of the early script. */
  readonly head: string;
  /** At the end of the head, after the app's stylesheet: the screens' stylesheets and first images. */
  readonly styles: string;
  readonly body: string;
}

/** The page's loaders sent it elsewhere (a media page to its slug): answered as an HTTP redirect. */
export interface MovedPage {
  readonly redirect: string;
}

type AskGraphQL = (request: AskRequest) => Promise<{ data?: unknown; errors?: unknown[] }>;

/** Each early screen's files in the client build (its screen-chunks.json, written by client/vite.config.ts). */
type ScreenChunks = Record<string, string[]>;
const SCREEN_CHUNKS_FILE = 'screen-chunks.json';

interface ServerEntry {
  renderPage(
    url: string,
    ask: AskGraphQL,
    options: { nonce: string; screenChunks: ScreenChunks },
  ): Promise<RenderedPage | MovedPage | null>;
}

/** What the loopback request carries so that it is the browser's: its address, its CSRF binding, a guest. */
export interface LoopbackCaller {
  readonly port: number;
  readonly headers: Record<string, string>;
  /** The page's Content-Security-Policy nonce, for React's inline scripts. */
  readonly nonce: string;
}

export type PageRenderer = (req: Request, caller: LoopbackCaller) => Promise<RenderedPage | MovedPage | null>;

/**
 * The renderer of `entryFile`, imported once; null while there is no build. A failure costs the rendering, never
 * the page. The build is one module graph (the entry and the chunks it shares with the screens), which Node keeps
 * for the process: a rebuilt client is rendered by the browser alone until the query-service restarts, since the old
 * entry's markup would not be the new build's (class names) and hydration would throw it away anyway. The browser
 * build's map of screens to files (`clientDist`/screen-chunks.json) is read with it, once. With a `cache`, a page is
 * rendered again only when an answer it read has changed (renderCache.ts). While `busy()`, nothing is rendered: a
 * page goes out kept, if the cache holds it with all its answers in memory, or as the skeleton.
 */
export function pageRenderer(
  entryFile: string,
  clientDist: string,
  log: Logger,
  { cache = null, busy = () => false }: { cache?: RenderCache | null; busy?: () => boolean } = {},
): PageRenderer {
  type Loaded = { entry: ServerEntry; screenChunks: ScreenChunks };
  let loaded: { version: number; ready: Promise<Loaded> } | null = null;
  let warned = false;
  const entry = (): Promise<Loaded> | null => {
    if (!existsSync(entryFile)) return null;
    const version = statSync(entryFile).mtimeMs;
    loaded ??= {
      version,
      ready: Promise.all([
        import(pathToFileURL(entryFile).href) as Promise<ServerEntry>,
        // An older build has none: its pages are rendered without their screens' stylesheets linked.
        readFile(path.join(clientDist, SCREEN_CHUNKS_FILE), 'utf8').then(
          (text) => JSON.parse(text) as ScreenChunks,
          () => ({}),
        ),
      ]).then(([module, screenChunks]) => ({ entry: module, screenChunks })),
    };
    if (loaded.version === version) return loaded.ready;
    if (!warned) log.warn({ entryFile }, 'the client was rebuilt: pages are rendered by the browser until the query-service restarts');
    warned = true;
    return null;
  };
  // Imported now, not by the first guest (its screens' code is loaded as the entry starts).
  void entry()?.catch((err: unknown) => log.warn({ err, entryFile }, 'the server entry could not be loaded'));
  return async (req, caller) => {
    const onlyKept = busy();
    if (onlyKept && !cache) return null;
    const ready = entry();
    if (!ready) return null;
    const url = `http://${req.get('host') ?? 'localhost'}${req.originalUrl}`;
    try {
      const { entry: module, screenChunks } = await ready;
      const ask = (request: AskRequest) => askOverLoopback(caller, request);
      const render = (asked: AskGraphQL, nonce: string) => module.renderPage(url, asked, { nonce, screenChunks });
      if (cache) return await cache.page(url, caller.nonce, ask, render, onlyKept);
      return await render(async (request) => JSON.parse((await ask(request)).text) as Awaited<ReturnType<AskGraphQL>>, caller.nonce);
    } catch (err) {
      log.warn({ err, url: req.originalUrl }, 'server rendering failed');
      return null;
    }
  };
}

/** The Accept header of the page's requests: the answer cache keys answers by it (app.ts looks kept ones up by it). */
export const LOOPBACK_ACCEPT = 'application/json';

async function askOverLoopback(caller: LoopbackCaller, request: AskRequest): Promise<RawAnswer> {
  const response = await fetch(`http://127.0.0.1:${caller.port}/graphql`, {
    method: 'POST',
    headers: { ...caller.headers, 'content-type': 'application/json', accept: LOOPBACK_ACCEPT },
    body: JSON.stringify(request),
  });
  return { status: response.status, text: await response.text() };
}

/** The CSRF token's meta in index.html, which the query-service fills in (and a rendered page's mark follows). */
export const CSRF_META = /<meta\s+name="csrf-token"[^>]*>/i;

/** The page's HTML with the rendered screen in place of the boot skeleton, its head mark and its records. */
export function withRenderedPage(html: string, page: RenderedPage): string {
  // With the white space around it: the root's children must be exactly what React rendered, for hydration.
  const root = /\s*<!-- boot[^>]*-->[\s\S]*<!-- \/boot -->\s*/;
  if (!root.test(html) || !CSRF_META.test(html)) return html;
  // Functions, not strings: a replacement string would read "$&" in a title as a pattern.
  return html
    .replace(root, () => page.root)
    .replace(CSRF_META, (meta) => `${meta}\n    ${page.head}`)
    .replace(/<\/head>/i, () => `  ${page.styles}\n  </head>`)
    .replace(/<\/body>/i, () => `${page.body}\n  </body>`);
}
