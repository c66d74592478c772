// A guest's first screen rendered into the page's HTML (ADR 53): the client's server entry (client/src/entry-server.tsx,
// built into client/dist-ssr) renders the page with the site's own routes and screens; its queries come back here
// as the page's browser would ask them, over loopback, through the same rate limit, admission gate and answer cache.
import { existsSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';

export interface RenderedPage {
  readonly root: string;
  readonly head: string;
  readonly body: string;
}

/** The page's loaders sent it elsewhere (a media page to its slug): answered as an HTTP redirect. */
export interface MovedPage {
  readonly redirect: string;
}

type AskGraphQL = (request: { documentId: string; operationName: string; variables: Record<string, unknown> }) => Promise<{
  data?: unknown;
  errors?: unknown[];
}>;

interface ServerEntry {
  renderPage(url: string, ask: AskGraphQL, options: { nonce: string }): Promise<RenderedPage | MovedPage | null>;
}

/** What the loopback request carries so that it is the browser's: its address, its CSRF binding, a guest. */
export interface LoopbackCaller {
  readonly port: number;
  readonly headers: Record<string, string>;
  /** The page's Content-Security-Policy nonce, for React's inline scripts. */
  readonly nonce: string;
}

export type PageRenderer = (req: Request, res: Response, caller: LoopbackCaller) => Promise<RenderedPage | MovedPage | null>;

/**
 * The renderer of `entryFile`, imported once; null while there is no build. A failure costs the rendering, never
 * the page. The build is one module graph (the entry and the chunks it shares with the screens), which Node keeps
 * for the process: a rebuilt client is rendered by the browser alone until the query-service restarts, since the old
 * entry's markup would not be the new build's (class names) and hydration would throw it away anyway.
 */
export function pageRenderer(entryFile: string, log: Logger): PageRenderer {
  let loaded: { version: number; entry: Promise<ServerEntry> } | null = null;
  let warned = false;
  const entry = (): Promise<ServerEntry> | null => {
    if (!existsSync(entryFile)) return null;
    const version = statSync(entryFile).mtimeMs;
    loaded ??= { version, entry: import(pathToFileURL(entryFile).href) as Promise<ServerEntry> };
    if (loaded.version === version) return loaded.entry;
    if (!warned) log.warn({ entryFile }, 'the client was rebuilt: pages are rendered by the browser until the query-service restarts');
    warned = true;
    return null;
  };
  return async (req, _res, caller) => {
    const module = entry();
    if (!module) return null;
    const url = `http://${req.get('host') ?? 'localhost'}${req.originalUrl}`;
    try {
      return await (await module).renderPage(url, (request) => askOverLoopback(caller, request), { nonce: caller.nonce });
    } catch (err) {
      log.warn({ err, url: req.originalUrl }, 'server rendering failed');
      return null;
    }
  };
}

async function askOverLoopback(
  caller: LoopbackCaller,
  request: Parameters<AskGraphQL>[0],
): Promise<{ data?: unknown; errors?: unknown[] }> {
  const response = await fetch(`http://127.0.0.1:${caller.port}/graphql`, {
    method: 'POST',
    headers: { ...caller.headers, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(request),
  });
  return (await response.json()) as { data?: unknown; errors?: unknown[] };
}

/** The page's HTML with the rendered screen in place of the boot skeleton, its head mark and its records. */
export function withRenderedPage(html: string, page: RenderedPage): string {
  // With the white space around it: the root's children must be exactly what React rendered, for hydration.
  const root = /\s*<!-- boot[^>]*-->[\s\S]*<!-- \/boot -->\s*/;
  const csrfMeta = /<meta\s+name="csrf-token"[^>]*>/i;
  if (!root.test(html) || !csrfMeta.test(html)) return html;
  // Functions, not strings: a replacement string would read "$&" in a title as a pattern.
  return html
    .replace(root, () => page.root)
    .replace(csrfMeta, (meta) => `${meta}\n    ${page.head}`)
    .replace(/<\/body>/i, () => `${page.body}\n  </body>`);
}
