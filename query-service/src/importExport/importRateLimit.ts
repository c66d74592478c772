import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { authOf } from '../accounts/requestAuth.ts';
import { AppError, sendError } from '../http/errors.ts';
import { DEFAULT_IMPORTS_PER_TEN_MINUTES, retryHeaders, type RateLimits } from '../http/rateLimit.ts';

export const TOO_MANY_IMPORTS = 'Too many imports in a short time: wait a few minutes, then try again.';
const WINDOW_SECONDS = 600;

/**
 * The import's own budget, apart from the API's: a preview or a confirm reads, matches and compares up to 10,000
 * entries, so a member gets a few in ten minutes (a preview, a change of mind, the confirm, a second file), shared
 * by every query-service process through Redis. Runs once the member is known; answered in the route's error shape,
 * with Retry-After.
 */
export function importRateLimit(redis: Redis, prefix: string, limits: RateLimits): RequestHandler {
  const points = limits.importsPerTenMinutes ?? DEFAULT_IMPORTS_PER_TEN_MINUTES;
  const limiter = new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:rate-import`, points, duration: WINDOW_SECONDS });
  return (_req, res, next) => {
    const { actor, ip } = authOf(res);
    limiter.consume(actor.kind === 'user' ? `user:${actor.id}` : `ip:${ip}`).then(
      () => next(),
      (refusal: unknown) => {
        if (!(refusal instanceof RateLimiterRes)) return next(refusal);
        retryHeaders(res, refusal);
        sendError(res, new AppError(429, 'TOO_MANY_REQUESTS', TOO_MANY_IMPORTS));
      },
    );
  };
}
