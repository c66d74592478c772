// Test helpers for the /auth routes: a command-service with auth on its own database, Redis prefix and outbox.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import type { EventStore } from '@tsuzuki/event-store';
import { createApp } from '../../app.ts';
import { TOKEN, createTestEnv, type TestEnv } from '../../testing/env.ts';
import { loadAuthConfig, type AuthConfig } from './config.ts';
import { createAuthContext, type AuthContext } from './context.ts';
import { createMailer, type MailMessage } from './mailer.ts';

export interface AuthTestEnv extends TestEnv {
  config: AuthConfig;
  outbox: string;
  redisClient: Redis;
  /** The flows' context over the test's pool, store and bus, for calling them directly (system sign-up). */
  context: AuthContext;
  /** Serves an app with auth over `store` and `config` changes; returns its base URL. */
  serveAuth(options?: { store?: EventStore; config?: Partial<AuthConfig>; clock?: () => Date }): Promise<string>;
}

export const SITE = 'http://tsuzuki.test';

/** Cheap proof of work (the browser's default is far harder), limits small enough to reach in a test. */
export function testAuthConfig(outbox: string): AuthConfig {
  const config = loadAuthConfig({});
  return {
    ...config,
    captcha: { ...config.captcha, hmacKey: 'test-captcha-key', cost: 1, counterMin: 1, counterMax: 20 },
    siteUrl: SITE,
    outboxDir: outbox,
    smtpUrl: null,
    limits: { perAccount: 3, perIp: 6, windowSeconds: 900 },
  };
}

export async function createAuthTestEnv(label: string): Promise<AuthTestEnv> {
  const env = await createTestEnv(label);
  const outbox = await mkdtemp(join(tmpdir(), `tsuzuki-outbox-${label}-`));
  const config = testAuthConfig(outbox);
  const redisClient = new Redis(env.redis.redisUrl, { maxRetriesPerRequest: 3 });
  const logger = pino({ level: 'silent' });
  const servers: Server[] = [];
  const context = createAuthContext({
    redis: redisClient,
    redisPrefix: env.redis.prefix,
    config,
    mailer: createMailer(config, logger),
    pool: env.pool,
    store: env.store,
    bus: env.bus,
    logger,
  });
  return {
    ...env,
    config,
    outbox,
    redisClient,
    context,
    async serveAuth(options = {}) {
      const authConfig = { ...config, ...options.config };
      const app = createApp({
        store: options.store ?? env.store,
        pool: env.pool,
        doorbell: env.doorbell,
        logger,
        internalToken: TOKEN,
        auth: {
          redis: redisClient,
          redisPrefix: env.redis.prefix,
          config: authConfig,
          mailer: createMailer(authConfig, logger),
          clock: options.clock,
        },
      });
      const server = await new Promise<Server>((resolve) => {
        const s = app.listen(0, '127.0.0.1', () => resolve(s));
      });
      servers.push(server);
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async close() {
      await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
      redisClient.disconnect();
      await rm(outbox, { recursive: true, force: true });
      await env.close();
    },
  };
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export async function post(base: string, path: string, body: unknown, token: string | null = TOKEN): Promise<Answer> {
  const res = await fetch(`${base}/auth/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-internal-token': token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Fetches a challenge and solves it the way the browser widget does; returns the widget's payload. */
export async function solvedCaptcha(base: string): Promise<string> {
  const res = await fetch(`${base}/auth/captcha`, { headers: { 'x-internal-token': TOKEN } });
  return solve((await res.json()) as Challenge);
}

export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Messages in the outbox, oldest first; `to` keeps those for one address. */
export async function outboxMails(outbox: string, to?: string): Promise<MailMessage[]> {
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  const mails = await Promise.all(files.map(async (f) => JSON.parse(await readFile(join(outbox, f), 'utf8')) as MailMessage));
  return to ? mails.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : mails;
}

/** The token at the end of the newest link sent to `to` under `route` ('/verify-email/' ...). */
export async function lastLinkToken(outbox: string, to: string, route: string): Promise<string> {
  const mail = (await outboxMails(outbox, to)).filter((m) => m.link.startsWith(`${SITE}${route}`)).pop();
  if (!mail) throw new Error(`no ${route} mail to ${to}`);
  return mail.link.slice(`${SITE}${route}`.length);
}

export const device = (deviceId: string, ip: string) => ({ deviceId, ip });
