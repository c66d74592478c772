import { timingSafeEqual } from 'node:crypto';
import { INTERNAL_TOKEN_HEADER } from '@tsuzuki/events';
import type { Request } from 'express';

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * A caller holding the internal token (importers, tools, other services) acts as the system. With no token
 * configured nobody is trusted. Everyone else is a user (session cookie) or a guest: see accounts/requestAuth.
 */
export function isSystemCaller(req: Request, internalToken: string | null): boolean {
  const token = req.get(INTERNAL_TOKEN_HEADER);
  return !!internalToken && !!token && same(token, internalToken);
}
