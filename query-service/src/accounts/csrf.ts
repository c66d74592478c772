import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { CSRF_COOKIE, CSRF_MAX_AGE, DEVICE_COOKIE, SESSION_COOKIE, cookieOptions, randomToken, readCookies } from './cookies.ts';

export const CSRF_HEADER = 'x-csrf-token';
const BROWSER_ID = /^[\w-]{20,128}$/;
const TOKEN = /^([\w-]{22})\.([\w-]{43})$/;

/**
 * CSRF tokens bound to the browser's login (ADR 8): `nonce.mac`, the mac an HMAC with the site's shared key over what
 * the token is bound to and the nonce. A member's token is bound to their session, a guest's to the browser's random
 * id (the `tsuzuki_csrf` cookie), so a token minted for one session or browser is worth nothing with another's
 * cookies, and logging in or out changes it. The nonce makes every page's token different (no fixed secret in a
 * compressed page for a BREACH-style guess).
 */
export class CsrfTokens {
  constructor(private readonly key: string) {}

  mint(binding: string): string {
    const nonce = randomBytes(16).toString('base64url');
    return `${nonce}.${this.mac(binding, nonce)}`;
  }

  verify(token: string | undefined, binding: string | null): boolean {
    const parts = token && binding ? TOKEN.exec(token) : null;
    if (!parts) return false;
    return timingSafeEqual(Buffer.from(parts[2]!), Buffer.from(this.mac(binding!, parts[1]!)));
  }

  private mac(binding: string, nonce: string): string {
    return createHmac('sha256', this.key).update(`${binding}\0${nonce}`).digest('base64url');
  }
}

const sessionBinding = (sessionToken: string) => `session:${sessionToken}`;
const browserBinding = (browserId: string) => `browser:${browserId}`;

/** What the request's token must be bound to: the session cookie when there is one, else the browser's id; null: neither. */
function bindingOf(req: Request): string | null {
  const cookies = readCookies(req);
  if (cookies[SESSION_COOKIE]) return sessionBinding(cookies[SESSION_COOKIE]);
  const browserId = cookies[CSRF_COOKIE];
  return browserId && BROWSER_ID.test(browserId) ? browserBinding(browserId) : null;
}

/** A new random browser id for a guest, in the cookie of this answer (and what later calls in this request see). */
function newBrowserId(req: Request, res: Response): string {
  const id = randomToken();
  res.cookie(CSRF_COOKIE, id, cookieOptions(req, CSRF_MAX_AGE));
  (res.locals as { browserId?: string }).browserId = id;
  return id;
}

/** The token the page (or GET /api/csrf) hands this browser; a guest without an id yet gets one. */
export function ensureCsrfToken(tokens: CsrfTokens, req: Request, res: Response): string {
  const binding = bindingOf(req);
  if (binding) return tokens.mint(binding);
  const local = res.locals as { browserId?: string };
  return tokens.mint(browserBinding(local.browserId ?? newBrowserId(req, res)));
}

/** The request's CSRF header is a token minted for its own cookies: it comes from one of the site's own pages. */
export function fromSitePage(tokens: CsrfTokens, req: Request): boolean {
  return tokens.verify(req.get(CSRF_HEADER), bindingOf(req));
}

/**
 * The session changed in this answer (a login, a logout): the page's token no longer fits its cookies, so the answer
 * carries the fresh one in the CSRF header, which the client takes. A logout gives the browser a new id as well, so
 * that no token of before the login works again.
 */
export function sendFreshToken(tokens: CsrfTokens, req: Request, res: Response, session: { token: string } | null): void {
  const binding = session ? sessionBinding(session.token) : browserBinding(newBrowserId(req, res));
  res.set(CSRF_HEADER, tokens.mint(binding));
}

/**
 * A request that sent a token minted for other cookies (a login or logout in another tab, a restart with a new key)
 * gets the right one in the answer's CSRF header: a page's queries then keep the site's budget, and its next
 * mutation passes without a refusal first. Only same-origin pages can read it: the API's CORS exposes no such header.
 */
export function replaceStaleToken(tokens: CsrfTokens, req: Request, res: Response): void {
  const binding = bindingOf(req);
  if (binding && req.get(CSRF_HEADER) && !tokens.verify(req.get(CSRF_HEADER), binding)) res.set(CSRF_HEADER, tokens.mint(binding));
}

/**
 * Content types a cross-site page cannot send without a CORS preflight. The API grants preflights (apiCors.ts) but
 * never with credentials, so such a request carries none of our cookies.
 */
const PREFLIGHTED_TYPES = /^application\/(json|graphql-response\+json|graphql\+json)\b/i;

/**
 * Whether a state-changing request passes the CSRF rule (every mutation, logged in or not):
 * - the CSRF header is a token minted for the request's own session or browser (the site's own pages); or
 * - it carries none of the site's cookies, is JSON, and no browser says it comes from another site: an API
 *   client. A cross-site form can only post text/plain or form data, and a cross-site fetch of JSON needs a
 *   preflight, so a forged request (a login CSRF included) cannot look like this.
 * A request that carries our cookies without a token of its own never passes.
 */
export function csrfPasses(tokens: CsrfTokens, req: Request): boolean {
  if (fromSitePage(tokens, req)) return true;
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
export function csrfRoute(tokens: CsrfTokens): Router {
  const router = Router();
  router.get('/api/csrf', (req, res) => {
    res.set('Cache-Control', 'no-store').json({ token: ensureCsrfToken(tokens, req, res) });
  });
  return router;
}
