import { timingSafeEqual } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { CSRF_COOKIE, CSRF_MAX_AGE, DEVICE_COOKIE, SESSION_COOKIE, cookieOptions, randomToken, readCookies } from './cookies.ts';

export const CSRF_HEADER = 'x-csrf-token';
const TOKEN = /^[\w-]{20,128}$/;

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The browser's CSRF token (double-submit: the httpOnly cookie and the page carry the same random value).
 * A browser without one gets a fresh cookie; the page and GET /api/csrf hand the value to the client.
 */
export function ensureCsrfToken(req: Request, res: Response): string {
  const known = readCookies(req)[CSRF_COOKIE];
  if (known && TOKEN.test(known)) return known;
  const local = res.locals as { csrfToken?: string };
  if (!local.csrfToken) {
    local.csrfToken = randomToken();
    res.cookie(CSRF_COOKIE, local.csrfToken, cookieOptions(req, CSRF_MAX_AGE));
  }
  return local.csrfToken;
}

/**
 * Whether a state-changing request passes the CSRF rule: a request that carries any of the site's cookies
 * must echo the CSRF cookie in x-csrf-token. A request without our cookies has no ambient authority for a
 * forged form to borrow (API clients, scripts), so it needs no token.
 */
export function csrfPasses(req: Request): boolean {
  const cookies = readCookies(req);
  const carriesCookies = [SESSION_COOKIE, CSRF_COOKIE, DEVICE_COOKIE].some((name) => name in cookies);
  if (!carriesCookies) return true;
  const cookie = cookies[CSRF_COOKIE];
  const header = req.get(CSRF_HEADER);
  return !!cookie && !!header && same(cookie, header);
}

/** GET /api/csrf: the client's "re-read the page for a fresh token" retry (spec §4 Viewer session). */
export function csrfRoute(): Router {
  const router = Router();
  router.get('/api/csrf', (req, res) => {
    res.set('Cache-Control', 'no-store').json({ token: ensureCsrfToken(req, res) });
  });
  return router;
}
