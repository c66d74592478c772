import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Redis } from 'ioredis';
import type { CaptchaSettings } from './config.ts';
import { CaptchaError } from './errors.ts';

const ALGORITHM = 'PBKDF2/SHA-256';

/**
 * Self-hosted ALTCHA proof of work. The server knows the secret counter of each challenge, so it signs the
 * derived key and verifying costs one HMAC, while the browser must search for the counter. A solved challenge
 * is accepted once: its signature is remembered in Redis until the challenge expires.
 */
export class Captcha {
  private readonly keySecret: string;

  constructor(
    private readonly settings: CaptchaSettings,
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.keySecret = `${settings.hmacKey}:derived-key`;
  }

  challenge(): Promise<Challenge> {
    const { cost, counterMin, counterMax, ttlSeconds, hmacKey } = this.settings;
    return createChallenge({
      algorithm: ALGORITHM,
      cost,
      counter: randomInt(counterMin, counterMax + 1),
      deriveKey,
      expiresAt: new Date(this.clock().getTime() + ttlSeconds * 1000),
      hmacSignatureSecret: hmacKey,
      hmacKeySignatureSecret: this.keySecret,
    });
  }

  /** Throws CaptchaError(message) unless `payload` (the widget's base64 JSON) solves an unused, unexpired challenge. */
  async verify(payload: string | undefined, message: string): Promise<void> {
    const parsed = parse(payload);
    if (!parsed) throw new CaptchaError(message);
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret: this.settings.hmacKey,
      hmacKeySignatureSecret: this.keySecret,
    }).catch(() => null);
    const expiresAt = parsed.challenge.parameters.expiresAt;
    if (!result?.verified || !expiresAt) throw new CaptchaError(message);
    const ttl = Math.max(1, Math.ceil(expiresAt - this.clock().getTime() / 1000));
    const first = await this.redis.set(`${this.keyPrefix}:captcha-used:${parsed.challenge.signature}`, '1', 'EX', ttl, 'NX');
    if (first !== 'OK') throw new CaptchaError(message);
  }
}

function parse(payload: string | undefined): Payload | null {
  if (!payload) return null;
  try {
    const json = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Payload;
    return json?.challenge?.parameters && json.solution && typeof json.challenge.signature === 'string' ? json : null;
  } catch {
    return null;
  }
}
