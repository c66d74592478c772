import { randomBytes } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';

// The site's cookies (accounts brief). All httpOnly: scripts read the CSRF token from the page, never a cookie.
export const SESSION_COOKIE = 'tsuzuki_session';
export const CSRF_COOKIE = 'tsuzuki_csrf';
/** Long-lived browser id, so that a login from a new device can be told apart (location verification). */
export const DEVICE_COOKIE = 'tsuzuki_device';

const YEAR_MS = 365 * 24 * 3600 * 1000;

export const randomToken = () => randomBytes(32).toString('base64url');

/**
 * The request came with a login of some kind (a session cookie, even a stale one, or an Authorization header): its
 * answers and pages are its own (ADRs 52, 53), never a guest's.
 */
export const sentLogin = (req: Request): boolean => !!req.get('authorization') || !!readCookies(req)[SESSION_COOKIE];

/** The request's cookies; unreadable values are skipped rather than failing the request. */
export function readCookies(req: Request): Record<string, string> {
  const header = req.headers.cookie;
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      if (name && !(name in cookies)) cookies[name] = decodeURIComponent(value);
    } catch {
      // A malformed escape in someone else's cookie is not our concern.
    }
  }
  return cookies;
}

/** Secure whenever the browser reached us over https (directly or through a trusted proxy). */
export const cookieOptions = (req: Request, maxAge?: number): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: req.secure,
  ...(maxAge !== undefined ? { maxAge } : {}),
});

/** Milliseconds until `expiresAt` (ISO text, Unix seconds or milliseconds); null when it cannot be read. */
export function msUntil(expiresAt: unknown, now = Date.now()): number | null {
  let at: number;
  if (typeof expiresAt === 'number') at = expiresAt < 1e12 ? expiresAt * 1000 : expiresAt;
  else if (typeof expiresAt === 'string') at = /^\d+$/.test(expiresAt) ? msUntilDigits(expiresAt) : Date.parse(expiresAt);
  else return null;
  return Number.isFinite(at) ? Math.max(0, at - now) : null;
}

const msUntilDigits = (digits: string) => {
  const n = Number(digits);
  return n < 1e12 ? n * 1000 : n;
};

export function setSessionCookie(req: Request, res: Response, token: string, expiresAt: unknown): void {
  res.cookie(SESSION_COOKIE, token, cookieOptions(req, msUntil(expiresAt) ?? undefined));
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(req));
}

/** The browser's device id, created (and remembered for two years) when it has none yet. */
export function deviceIdOf(req: Request, res: Response): string {
  const known = readCookies(req)[DEVICE_COOKIE];
  if (known && /^[\w-]{16,128}$/.test(known)) return known;
  const local = res.locals as { deviceId?: string };
  if (!local.deviceId) {
    local.deviceId = randomToken();
    res.cookie(DEVICE_COOKIE, local.deviceId, cookieOptions(req, 2 * YEAR_MS));
  }
  return local.deviceId;
}

export const CSRF_MAX_AGE = YEAR_MS;
