import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { INTERNAL_TOKEN_HEADER } from '@tsuzuki/events';
import { UnauthorizedError } from '../errors.ts';

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Only holders of the shared secret may send commands: the x-actor header is trusted as given, so an open
 * command API would let anyone act as the system. With no token configured (local development) all pass.
 */
export function requireInternalToken(internalToken: string | null): RequestHandler {
  return (req, _res, next) => {
    if (!internalToken) return next();
    const token = req.get(INTERNAL_TOKEN_HEADER);
    next(token && same(token, internalToken) ? undefined : new UnauthorizedError());
  };
}
