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

/** The request echoes the CSRF cookie in its header: it comes from one of the site's own pages. */
export function fromSitePage(req: Request): boolean {
  const cookie = readCookies(req)[CSRF_COOKIE];
  const header = req.get(CSRF_HEADER);
  return !!cookie && !!header && same(cookie, header);
}

/**
 * Content types a cross-site page cannot send without a CORS preflight. The API grants preflights (apiCors.ts) but
 * never with credentials, so such a request carries none of our cookies.
 */
const PREFLIGHTED_TYPES = /^application\/(json|graphql-response\+json|graphql\+json)\b/i;

/**
 * Whether a state-changing request passes the CSRF rule (every mutation, logged in or not):
 * - the CSRF header matches the CSRF cookie (the site's own pages); or
 * - it carries none of the site's cookies, is JSON, and no browser says it comes from another site: an API
 *   client. A cross-site form can only post text/plain or form data, and a cross-site fetch of JSON needs a
 *   preflight, so a forged request (a login CSRF included) cannot look like this.
 * A request that carries our cookies without the matching token never passes.
 */
export function csrfPasses(req: Request): boolean {
  if (fromSitePage(req)) return true;
  const cookies = readCookies(req);
  const carriesCookies = [SESSION_COOKIE, CSRF_COOKIE, DEVICE_COOKIE].some((name) => name in cookies);
  if (carriesCookies) return false;
  if (!PREFLIGHTED_TYPES.test(req.get('content-type') ?? '')) return false;
  // A cross-site page may call the API (CORS), but without a token it is a guest, and a guest's mutations (a login
  // above all) must still come from this site or from outside any browser.
  const site = req.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = req.get('origin');
  return !origin || origin === `${req.protocol}://${req.get('host')}`;
}

/** GET /api/csrf: the client's "re-read the page for a fresh token" retry (spec §4 Viewer session). */
export function csrfRoute(): Router {
  const router = Router();
  router.get('/api/csrf', (req, res) => {
    res.set('Cache-Control', 'no-store').json({ token: ensureCsrfToken(req, res) });
  });
  return router;
}
