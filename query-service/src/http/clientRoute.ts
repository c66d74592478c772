import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { ensureCsrfToken } from '../accounts/csrf.ts';
import type { Queryable } from '../db/queryable.ts';
import { withHead, type Head } from './head/html.ts';
import { findMediaHead } from './head/mediaHead.ts';
import { searchHead } from './head/searchHead.ts';

const MISSING_BUILD = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tsuzuki: client not built</title></head>
<body><h1>The client has not been built yet</h1>
<p>Run <code>npm run build -w client</code>, then reload this page. The GraphQL API is at <code>/graphql</code>.</p>
</body></html>`;

/** The page with the browser's CSRF token where the client reads it (spec §7: a token header taken from the page). */
export function withCsrfMeta(html: string, token: string): string {
  const meta = `<meta name="csrf-token" content="${token}">`;
  const existing = /<meta\s+name="csrf-token"[^>]*>/i;
  if (existing.test(html)) return html.replace(existing, meta);
  return /<\/head>/i.test(html) ? html.replace(/<\/head>/i, `  ${meta}\n</head>`) : `${meta}\n${html}`;
}

const MEDIA_PATH = /^\/(anime|manga)\/(\d{1,9})(?:\/|$)/;
const SEARCH_PATH = /^\/search\/([a-z]+)(?:\/([^/]+))?\/?$/;

/** The head a crawler or link preview needs for this URL (media and search pages); null for the rest. */
export async function headFor(db: Queryable | undefined, urlPath: string): Promise<Head | null> {
  const media = MEDIA_PATH.exec(urlPath);
  if (media && db) return findMediaHead(db, media[1] === 'manga' ? 'MANGA' : 'ANIME', Number(media[2]));
  const search = SEARCH_PATH.exec(urlPath);
  if (search) return searchHead(search[1]!, search[2]);
  return null;
}

/**
 * Serves the built client and answers every other GET with its index.html (history routing), carrying the
 * browser's CSRF token. The build is looked up per request, so building the client while the server runs
 * needs no restart.
 */
export function clientRoute(distDir: string, db?: Queryable): Router {
  const router = express.Router();
  const index = path.join(distDir, 'index.html');
  const page = async (req: Request, res: Response) => {
    if (!existsSync(index)) {
      res.status(503).type('html').send(MISSING_BUILD);
      return;
    }
    const head = await headFor(db, req.path).catch((err: unknown) => {
      // A read-model hiccup costs the preview tags, never the page.
      req.log?.warn({ err }, 'page head failed');
      return null;
    });
    const shell = await readFile(index, 'utf8');
    const html = withCsrfMeta(head ? withHead(shell, head) : shell, ensureCsrfToken(req, res));
    // The page carries a per-browser token: no shared cache may keep it.
    res.set('Cache-Control', 'no-store').type('html').send(html);
  };
  router.get('/index.html', page);
  router.use(express.static(distDir, { index: false }));
  router.get('/{*path}', page);
  return router;
}
