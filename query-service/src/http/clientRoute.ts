import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { ensureCsrfToken } from '../accounts/csrf.ts';

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

/**
 * Serves the built client and answers every other GET with its index.html (history routing), carrying the
 * browser's CSRF token. The build is looked up per request, so building the client while the server runs
 * needs no restart.
 */
export function clientRoute(distDir: string): Router {
  const router = express.Router();
  const index = path.join(distDir, 'index.html');
  const page = async (req: Request, res: Response) => {
    if (!existsSync(index)) {
      res.status(503).type('html').send(MISSING_BUILD);
      return;
    }
    const html = withCsrfMeta(await readFile(index, 'utf8'), ensureCsrfToken(req, res));
    // The page carries a per-browser token: no shared cache may keep it.
    res.set('Cache-Control', 'no-store').type('html').send(html);
  };
  router.get('/index.html', page);
  router.use(express.static(distDir, { index: false }));
  router.get('/{*path}', page);
  return router;
}
