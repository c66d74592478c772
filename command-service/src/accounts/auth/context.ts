import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { EventStore } from '@tsuzuki/event-store';
import type { CommandBus } from '../../bus.ts';
import { IdAllocator } from '../../framework/ids.ts';
import { Reservations } from '../../framework/reservations.ts';
import type { Logger } from '../../logger.ts';
import { Captcha } from './captcha.ts';
import type { AuthConfig } from './config.ts';
import { LoginLimiter, MailLimiter } from './limiter.ts';
import type { Mailer } from './mailer.ts';

/** What the service needs beyond the command-service's own pool, store and bus. */
export interface AuthOptions {
  redis: Redis;
  /** REDIS_PREFIX: captcha replay marks and login counters live under it. */
  redisPrefix: string;
  config: AuthConfig;
  mailer: Mailer;
  clock?: () => Date;
}

/** Everything the auth flows use; built once per app. */
export interface AuthContext {
  pool: pg.Pool;
  store: EventStore;
  bus: CommandBus;
  ids: IdAllocator;
  reservations: Reservations;
  captcha: Captcha;
  limiter: LoginLimiter;
  mailLimiter: MailLimiter;
  mailer: Mailer;
  config: AuthConfig;
  clock: () => Date;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

export function createAuthContext(
  options: AuthOptions & { pool: pg.Pool; store: EventStore; bus: CommandBus; logger: AuthContext['logger'] },
): AuthContext {
  const clock = options.clock ?? (() => new Date());
  return {
    pool: options.pool,
    store: options.store,
    bus: options.bus,
    ids: new IdAllocator(options.pool),
    reservations: new Reservations(options.pool),
    captcha: new Captcha(options.config.captcha, options.redis, options.redisPrefix, clock),
    limiter: new LoginLimiter(options.redis, options.redisPrefix, options.config.limits),
    mailLimiter: new MailLimiter(options.redis, options.redisPrefix, options.config.mailLimits),
    mailer: options.mailer,
    config: options.config,
    clock,
    logger: options.logger,
  };
}
