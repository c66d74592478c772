import type { Actor } from '@tsuzuki/events';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isSystemCaller } from '../http/actor.ts';
import type { AuthClient, IssuedSession } from './authClient.ts';
import { clearSessionCookie, deviceIdOf, readCookies, SESSION_COOKIE, setSessionCookie } from './cookies.ts';
import { csrfPasses, fromSitePage } from './csrf.ts';
import type { SessionResolver } from './sessions.ts';

/** Who a request acts for, and what it may do to the browser's login (resolvers read it from the context). */
export interface RequestAuth {
  actor: Actor;
  /** Whether a mutation may run: see csrfPasses. */
  csrfOk: boolean;
  /** The request comes from one of the site's pages (its CSRF header matches the cookie): the site's rate budget. */
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
  auth: AuthClient;
}

/**
 * Resolves the caller of every API request before it runs: the internal token makes it the system (no
 * CSRF: services hold no browser cookies); a session cookie naming a live session makes it that user; a
 * missing, revoked or expired session leaves a guest.
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

async function resolveAuth(deps: AuthDeps, req: Request, res: Response): Promise<RequestAuth> {
  const token = readCookies(req)[SESSION_COOKIE] || null;
  const system = isSystemCaller(req, deps.internalToken);
  const user = !system && token ? await deps.sessions.resolve(token, String(req.id)) : null;
  const actor: Actor = system ? { kind: 'system' } : user ?? { kind: 'guest' };
  return {
    actor,
    csrfOk: system || csrfPasses(req),
    fromPage: fromSitePage(req),
    ip: req.ip ?? req.socket.remoteAddress ?? '',
    deviceId: () => deviceIdOf(req, res),
    startSession(session) {
      // A login over an older session replaces it: the old token is revoked, not left alive in the dark.
      if (token && token !== session.token) {
        deps.sessions.evict(token);
        deps.auth.call('/auth/logout', { token }, String(req.id)).catch((err: unknown) => req.log.warn({ err }, 'could not revoke the replaced session'));
      }
      setSessionCookie(req, res, session.token, session.expiresAt);
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
    },
  };
}
