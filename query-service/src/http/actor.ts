import { timingSafeEqual } from 'node:crypto';
import { INTERNAL_TOKEN_HEADER, type Actor } from '@tsuzuki/events';
import type { Request } from 'express';

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Who is asking. A caller holding the internal token (importers, tools, other services) acts as the
 * system; everyone else is a guest until accounts exist. With no token configured nobody is trusted.
 */
export function actorOf(req: Request, internalToken: string | null): Actor {
  const token = req.get(INTERNAL_TOKEN_HEADER);
  if (internalToken && token && same(token, internalToken)) return { kind: 'system' };
  return { kind: 'guest' };
}
