import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { CSRF_COOKIE, readCookies, sentLogin } from '../accounts/cookies.ts';
import { CSRF_HEADER, ensureCsrfToken, type CsrfTokens } from '../accounts/csrf.ts';
import type { Queryable } from '../db/queryable.ts';
import { withHead } from './head/html.ts';
import { ticketOf } from './admission.ts';
import { cspNonce } from './securityHeaders.ts';
import { pageAnswer } from './pageAnswer.ts';
import { CSRF_META, withRenderedPage, type PageRenderer } from './serverRender.ts';
import { staticAssets } from './staticAssets.ts';

const MISSING_BUILD = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tsuzuki: client not built</title></head>
<body><h1>The client has not been built yet</h1>
<p>Run <code>npm run build -w client</code>, then reload this page. The GraphQL API is at <code>/graphql</code>.</p>
</body></html>`;

/** The page with the browser's CSRF token where the client reads it (spec §7: a token header taken from the page). */
export function withCsrfMeta(html: string, token: string): string {
  const meta = `<meta name="csrf-token" content="${token}">`;
  if (CSRF_META.test(html)) return html.replace(CSRF_META, () => meta);
  return /<\/head>/i.test(html) ? html.replace(/<\/head>/i, () => `  ${meta}\n</head>`) : `${meta}\n${html}`;
}

/**
 * Serves the built client (static files through staticAssets) and answers every other GET with its index.html
 * (history routing), carrying the browser's CSRF token, the page's preview head and its true status (pageAnswer:
 * 404 for what the client will show as NotFound). The build is looked up per request (indexFile), so building the
 * client while the server runs needs no restart.
 */
export function clientRoute(
  distDir: string,
  db: Queryable | undefined,
  adultAllowed: (req: Request, res: Response) => Promise<boolean>,
  csrf: CsrfTokens,
  /** The admission gate (http/admission.ts) around the page answers, which read the database; static files pass. */
  gated: (page: RequestHandler) => RequestHandler = (page) => page,
  /** Renders a guest's first screen into the page (ADR 53); without it every page is the skeleton. */
  render?: PageRenderer,
): Router {
  const router = express.Router();
  const index = indexFile(path.join(distDir, 'index.html'));
  const page = gated(async (req: Request, res: Response) => {
    const shell = await index();
    if (shell === null) {
      res.status(503).type('html').send(MISSING_BUILD);
      return;
    }
    const answer = await pageAnswer(db, req.path, () => adultAllowed(req, res)).catch((err: unknown) => {
      // A read-model hiccup costs the preview tags and the status check, never the page.
      req.log?.warn({ err }, 'page head failed');
      return { status: 200 as const, head: null };
    });
    const token = ensureCsrfToken(csrf, req, res);
    let html = withCsrfMeta(answer.head ? withHead(shell, answer.head) : shell, token);
    // Only for a guest: a member's pages hold what only they may see, and are rendered by their browser.
    if (render && answer.status === 200 && !sentLogin(req)) {
      // The page's queries come back through the gate: this request gives its slot back meanwhile.
      const caller = { port: req.socket.localPort ?? 0, headers: browserHeaders(req, res, token), nonce: cspNonce(res) };
      const ticket = ticketOf(res);
      const rendered = await (ticket ? ticket.outside(() => render(req, caller)) : render(req, caller));
      if (rendered && 'redirect' in rendered) {
        // Only to a path of this site: the router's redirects are relative ("/anime/1/Title"); "//host" and "/\\host"
        // are other hosts to a browser.
        if (/^\/(?![/\\])/.test(rendered.redirect)) {
          res.set('Cache-Control', 'no-store').redirect(302, rendered.redirect);
          return;
        }
      } else if (rendered) html = withRenderedPage(html, rendered);
    }
    // The page carries a per-browser token: no shared cache may keep it.
    res.status(answer.status).set('Cache-Control', 'no-store').type('html').send(html);
  });
  router.get('/index.html', page);
  router.use(staticAssets(distDir));
  router.get('/{*path}', page);
  return router;
}

/** The browser's address and CSRF binding, so that the page's queries count as its own (rate limit, site budget). */
function browserHeaders(req: Request, res: Response, token: string): Record<string, string> {
  const browserId = (res.locals as { browserId?: string }).browserId ?? readCookies(req)[CSRF_COOKIE];
  return {
    ...(req.ip ? { 'x-forwarded-for': req.ip } : {}),
    ...(browserId ? { cookie: `${CSRF_COOKIE}=${browserId}` } : {}),
    [CSRF_HEADER]: token,
  };
}

/**
 * The build's index.html, read again only when a build has replaced it (its modification time or size changed): a
 * page costs a stat, not an open, a read and a close (measured: 4% of a kept page's time, ADR 54). Null without a build.
 */
function indexFile(file: string): () => Promise<string | null> {
  let kept: { mtimeMs: number; size: number; text: Promise<string> } | null = null;
  return async () => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    if (!kept || kept.mtimeMs !== stat.mtimeMs || kept.size !== stat.size) {
      const text = readFile(file, 'utf8');
      kept = { mtimeMs: stat.mtimeMs, size: stat.size, text };
      // A build that removed it meanwhile: read it again next time.
      text.catch(() => {
        if (kept?.text === text) kept = null;
      });
    }
    return kept.text.catch(() => null);
  };
}
