import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import type { LoginLimits, MailLimits } from './config.ts';
import { MailLimitedError, RateLimitedError } from './errors.ts';

/**
 * Failed logins counted per account (the name typed, lower-cased) and per client IP in Redis, so every
 * command-service instance sees the same counts. A login is refused while either count is spent, before the
 * password is even checked, so a spent account cannot be probed further.
 */
export class LoginLimiter {
  private readonly account: RateLimiterRedis;
  private readonly ip: RateLimiterRedis;

  constructor(
    redis: Redis,
    keyPrefix: string,
    private readonly limits: LoginLimits,
  ) {
    const common = { storeClient: redis, duration: limits.windowSeconds };
    this.account = new RateLimiterRedis({ ...common, points: limits.perAccount, keyPrefix: `${keyPrefix}:login-failed-account` });
    this.ip = new RateLimiterRedis({ ...common, points: limits.perIp, keyPrefix: `${keyPrefix}:login-failed-ip` });
  }

  /** Throws RateLimitedError when the account or the IP has no failed attempts left. */
  async check(name: string, ip: string): Promise<void> {
    const [account, address] = await Promise.all([this.account.get(accountKey(name)), this.ip.get(ip)]);
    const waits = [
      account && account.consumedPoints >= this.limits.perAccount ? account.msBeforeNext : 0,
      address && address.consumedPoints >= this.limits.perIp ? address.msBeforeNext : 0,
    ];
    const wait = Math.max(...waits);
    if (wait > 0) throw new RateLimitedError(Math.max(1, Math.ceil(wait / 60_000)));
  }

  async failed(name: string, ip: string): Promise<void> {
    await Promise.all([this.account.penalty(accountKey(name)), this.ip.penalty(ip)]);
  }

  /** A successful login forgives the account's earlier failures (the IP's count stays). */
  async succeeded(name: string): Promise<void> {
    await this.account.delete(accountKey(name));
  }
}

const accountKey = (name: string) => name.trim().toLowerCase();

/**
 * E-mails a request can make the site send (verification, password reset), counted per address and per client
 * IP in Redis: ten aliased ResetPassword calls in one request used to send ten mails in 143 ms.
 */
export class MailLimiter {
  private readonly address: RateLimiterRedis;
  private readonly ip: RateLimiterRedis;

  constructor(redis: Redis, keyPrefix: string, limits: MailLimits) {
    const common = { storeClient: redis, duration: limits.windowSeconds };
    this.address = new RateLimiterRedis({ ...common, points: limits.perAddress, keyPrefix: `${keyPrefix}:mail-address` });
    this.ip = new RateLimiterRedis({ ...common, points: limits.perIp, keyPrefix: `${keyPrefix}:mail-ip` });
  }

  /** Counts one mail to `email` asked from `ip`; throws MailLimitedError (nothing sent) when either is spent. */
  async consume(email: string, ip: string | undefined): Promise<void> {
    try {
      await this.address.consume(email.trim().toLowerCase());
      if (ip) await this.ip.consume(ip);
    } catch (refusal) {
      if (refusal instanceof Error) throw refusal;
      const wait = (refusal as { msBeforeNext: number }).msBeforeNext;
      throw new MailLimitedError(Math.max(1, Math.ceil(wait / 60_000)));
    }
  }
}
