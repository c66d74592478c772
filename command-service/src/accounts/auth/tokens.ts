import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session cookies and emailed links. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only this digest is stored: a leaked table does not let anyone sign in or follow a link. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export const SESSION_DAYS = 30;
export type LinkPurpose = 'verify' | 'reset' | 'location';
/** How long each emailed link works. */
export const LINK_HOURS: Readonly<Record<LinkPurpose, number>> = { verify: 48, reset: 1, location: 1 };
/** The client's routes that receive each link's token. */
export const LINK_PATHS: Readonly<Record<LinkPurpose, string>> = {
  verify: '/verify-email/',
  reset: '/reset-password/',
  location: '/confirm-location/',
};
