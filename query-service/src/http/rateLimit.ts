import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { authOf } from '../accounts/requestAuth.ts';
import type { PersistedQueries } from './persistedQueries.ts';
import { persistedDocumentId } from './requestParams.ts';

export interface RateLimits {
  /** Requests a minute for an API client: per token, per member when logged in, else per IP (AniList allows 90). */
  perMinute: number;
  /**
   * Requests a minute for the site's own pages running the site's own documents (a CSRF token of their own cookies,
   * and a persisted document the server knows): a page view asks several.
   */
  sitePerMinute: number;
  /** List imports (previews and confirms) per member in ten minutes: each may read 10,000 entries. */
  importsPerTenMinutes?: number;
}

export const DEFAULT_IMPORTS_PER_TEN_MINUTES = 10;

export function loadRateLimits(env: NodeJS.ProcessEnv = process.env): RateLimits {
  const positive = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    perMinute: positive(env.RATE_LIMIT_PER_MINUTE, 90),
    sitePerMinute: positive(env.RATE_LIMIT_SITE_PER_MINUTE, 600),
    importsPerTenMinutes: positive(env.RATE_LIMIT_IMPORTS_PER_TEN_MINUTES, DEFAULT_IMPORTS_PER_TEN_MINUTES),
  };
}

export const TOO_MANY_REQUESTS = 'Too Many Requests.';

/** Whether the request runs one of the site's own persisted documents: a documentId the server knows. */
export function persistedDocumentOf(req: Request, persisted: PersistedQueries): boolean {
  const id = persistedDocumentId({ method: req.method, url: req.originalUrl, body: req.body });
  return id !== null && persisted.text(id) !== undefined;
}

/**
 * AniList's rate limit on /graphql, shared by every query-service process through Redis: X-RateLimit-Limit and
 * X-RateLimit-Remaining on each answer, and on 429 Retry-After (seconds) and X-RateLimit-Reset (unix seconds).
 * Runs after the request's login is known; the internal token (the services themselves) is not limited. An API token
 * counts per app and member, at the app's own limit (90 unless raised for the app: oauth_clients.rate_limit).
 * `siteDocument` says whether a request runs one of the site's own documents; without it no request gets the site's
 * budget.
 */
export function rateLimit(redis: Redis, prefix: string, limits: RateLimits, siteDocument?: (req: Request) => boolean): RequestHandler {
  const limiters = new Map<string, RateLimiterRedis>();
  const limiterOf = (name: string, points: number) => {
    const id = `${name}:${points}`;
    let limiter = limiters.get(id);
    if (!limiter)
      limiters.set(id, (limiter = new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:rate-${id}`, points, duration: 60 })));
    return limiter;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    const auth = authOf(res);
    if (auth.actor.kind === 'system') return next();
    // Any script can read a token for its own cookies, so the token alone lifts nothing: the larger budget is for the
    // site's persisted documents, whose cost the site's own pages bound. A script with its own query text gets 90.
    const [name, limit, key] = auth.token
      ? ['app', auth.token.rateLimit, `app:${auth.token.clientId}:user:${auth.actor.kind === 'user' ? auth.actor.id : 0}`]
      : auth.fromPage && siteDocument?.(req)
        ? ['site', limits.sitePerMinute, auth.actor.kind === 'user' ? `user:${auth.actor.id}` : `ip:${auth.ip}`]
        : ['api', limits.perMinute, auth.actor.kind === 'user' ? `user:${auth.actor.id}` : `ip:${auth.ip}`];
    const limiter = limiterOf(name, limit);
    const headers = (state: RateLimiterRes) => {
      res.set('X-RateLimit-Limit', String(limit));
      res.set('X-RateLimit-Remaining', String(Math.max(0, state.remainingPoints)));
    };
    limiter.consume(key).then(
      (state) => {
        headers(state);
        next();
      },
      (refusal: unknown) => {
        if (!(refusal instanceof RateLimiterRes)) return next(refusal);
        headers(refusal);
        retryHeaders(res, refusal);
        res
          .status(429)
          .json({ data: null, errors: [{ message: TOO_MANY_REQUESTS, status: 429, extensions: { code: 'TOO_MANY_REQUESTS' } }] });
      },
    );
  };
}

/** When a refused caller may try again: Retry-After (seconds) and X-RateLimit-Reset (unix seconds). */
export function retryHeaders(res: Response, refusal: RateLimiterRes): void {
  res.set('Retry-After', String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))));
  res.set('X-RateLimit-Reset', String(Math.ceil((Date.now() + refusal.msBeforeNext) / 1000)));
}
