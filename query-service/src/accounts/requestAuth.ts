import type { Actor } from '@tsuzuki/events';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isSystemCaller } from '../http/actor.ts';
import { invalidToken, sendError } from '../http/errors.ts';
import type { AuthClient, IssuedSession } from './authClient.ts';
import { clearSessionCookie, deviceIdOf, readCookies, SESSION_COOKIE, setSessionCookie } from './cookies.ts';
import { csrfPasses, fromSitePage, replaceStaleToken, sendFreshToken, type CsrfTokens } from './csrf.ts';
import type { ApiGrant, ApiTokenResolver, SessionResolver } from './sessions.ts';

/** Who a request acts for, and what it may do to the browser's login (resolvers read it from the context). */
export interface RequestAuth {
  actor: Actor;
  /** The app and scopes of an `Authorization: Bearer` token; null for the site's own pages and the internal token. */
  token: ApiGrant | null;
  /** A Bearer token was sent and refused (malformed, unknown, revoked, expired): the API answers 401 "Invalid token". */
  invalidToken: boolean;
  /** Whether a mutation may run: see csrfPasses. */
  csrfOk: boolean;
  /**
   * The request's CSRF header is a token minted for its own session or browser: it comes from one of the site's pages
   * (or from a script that read a token for its own cookies: see rateLimit.ts for what this is worth).
   */
  fromPage: boolean;
  /** The browser's address (behind a trusted proxy, the forwarded one). */
  ip: string;
  deviceId(): string;
  /** Logs the browser in: the session cookie now carries `session`. */
  startSession(session: IssuedSession): void;
  /** Revokes the browser's session, if any, and forgets the cookie. */
  endSession(requestId?: string): Promise<void>;
}

export interface AuthDeps {
  internalToken: string | null;
  sessions: SessionResolver;
  tokens: ApiTokenResolver;
  auth: AuthClient;
  csrf: CsrfTokens;
}

// RFC 6750 §2.1: b64token. Anything else cannot be one of ours, and is refused without asking the command-service.
const BEARER = /^Bearer\s+([A-Za-z0-9\-._~+/]+=*)\s*$/i;

/**
 * Resolves the caller of every API request before it runs: the internal token makes it the system (no
 * CSRF: services hold no browser cookies); an `Authorization: Bearer` token makes it the member who granted it, with
 * the app's scopes, whatever cookies come along (no CSRF either: a token is never sent by a browser on its own); a
 * session cookie naming a live session makes it that user; a missing, revoked or expired session leaves a guest.
 */
export function requestAuth(deps: AuthDeps): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    resolveAuth(deps, req, res).then((auth) => {
      res.locals.auth = auth;
      next();
    }, next);
  };
}

export function authOf(res: Response): RequestAuth {
  const auth = res.locals.auth as RequestAuth | undefined;
  if (!auth) throw new Error('requestAuth middleware did not run');
  return auth;
}

/** Refuses a request whose Bearer token was refused, as AniList does: 401 "Invalid token", which its clients look for. */
export function refuseInvalidToken(_req: Request, res: Response, next: NextFunction): void {
  if (!authOf(res).invalidToken) return next();
  sendError(res.set('WWW-Authenticate', 'Bearer error="invalid_token"'), invalidToken());
}

async function resolveAuth(deps: AuthDeps, req: Request, res: Response): Promise<RequestAuth> {
  const system = isSystemCaller(req, deps.internalToken);
  const authorization = system ? undefined : req.get('authorization') || undefined;
  const bearer = authorization?.match(BEARER)?.[1] ?? null;
  const grant = bearer ? await deps.tokens.resolve(bearer, String(req.id)) : null;
  // With an Authorization header, the cookies are not looked at: the request is the app's, not the browser's.
  const token = authorization === undefined ? readCookies(req)[SESSION_COOKIE] || null : null;
  const user = !system && token ? await deps.sessions.resolve(token, String(req.id)) : null;
  const actor: Actor = system ? { kind: 'system' } : (grant?.actor ?? user ?? { kind: 'guest' });
  const browser = !system && authorization === undefined;
  if (browser) replaceStaleToken(deps.csrf, req, res);
  return {
    actor,
    token: grant,
    invalidToken: authorization !== undefined && !grant,
    csrfOk: system || !!grant || csrfPasses(deps.csrf, req),
    fromPage: browser && fromSitePage(deps.csrf, req),
    ip: req.ip ?? req.socket.remoteAddress ?? '',
    deviceId: () => deviceIdOf(req, res),
    startSession(session) {
      // A login over an older session replaces it: the old token is revoked, not left alive in the dark.
      if (token && token !== session.token) {
        deps.sessions.evict(token);
        deps.auth
          .call('/auth/logout', { token }, String(req.id))
          .catch((err: unknown) => req.log.warn({ err }, 'could not revoke the replaced session'));
      }
      setSessionCookie(req, res, session.token, session.expiresAt);
      sendFreshToken(deps.csrf, req, res, session);
    },
    async endSession(requestId) {
      if (token) {
        try {
          await deps.auth.call('/auth/logout', { token }, requestId);
        } catch (err) {
          // An unknown or already revoked session is logged out already.
          const status = (err as { status?: number }).status;
          if (status === undefined || status >= 500) throw err;
        } finally {
          deps.sessions.evict(token);
        }
      }
      clearSessionCookie(req, res);
      if (token) sendFreshToken(deps.csrf, req, res, null);
    },
  };
}
