import type { ImageProxyOptions } from '../uploads/imageProxy.ts';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ReplicaClock } from '../db/replica.ts';
import { pino } from 'pino';
import { createAuthTestEnv, lastLinkToken, solve, type AuthTestEnv } from '@tsuzuki/command-service/accounts/auth/testing';
import { ensureExtensions, migrateProjection } from '@tsuzuki/projection-service/framework/migrate';
import { projectionByName, projections } from '@tsuzuki/projection-service/projections/index';
import { startProjectionWorker, type ProjectionWorker } from '@tsuzuki/projection-service/worker';
import { createApp } from '../app.ts';
import type { AnswerCacheOptions } from '../http/answerCache/config.ts';
import type { RateLimits } from '../http/rateLimit.ts';
import { Browser } from './browser.ts';
import { TEST_INTERNAL_TOKEN } from './http.ts';

export const PASSWORD = 'correct horse battery';
export const CLIENT_PAGE =
  '<!doctype html>\n<html><head><meta charset="utf-8"><title>Tsuzuki</title></head><body><div id="root"></div></body></html>\n';

export interface StackOptions {
  /** REQUIRE_EMAIL_VERIFICATION of the command-service (off by default: sign-up logs in at once). */
  requireEmailVerification?: boolean;
  /** Read models the projection worker keeps (default: users, and lists, which account mutations may touch). */
  projections?: readonly string[];
  /** Rate limits on the API, counted in the test's Redis prefix (default: none). */
  rateLimits?: RateLimits;
  /** How long a mutation waits for its projections (the app's default otherwise). */
  rywTimeoutMs?: number;
  /** Guests' answer cache (default: none). */
  answerCache?: AnswerCacheOptions;
  /** How long each query process trusts a looked-up session or token (the app's default otherwise). */
  sessionCacheMs?: number;
  /**
   * Where the query processes read the read models: the URL of a streaming replica's copy of the stack's database
   * (ADR 56), given the primary's. Default: the primary itself.
   */
  readFrom?: (databaseUrl: string) => string;
  /** The editor's image proxy: which addresses it may fetch from (a test's own local server). */
  imageProxy?: ImageProxyOptions;
}

/**
 * The real account path in one process, over one test database and Redis prefix: the command-service with
 * its /auth routes, the projection worker draining the users read model from the doorbell (BullMQ), and the
 * query-service in front. Tests talk to it only through `Browser`s over HTTP.
 */
export async function startAccountsStack(label: string, options: StackOptions = {}) {
  const env: AuthTestEnv = await createAuthTestEnv(label);
  const databaseUrl = (env.pool as unknown as { options: { connectionString: string } }).options.connectionString;
  await ensureExtensions(env.pool);
  for (const projection of projections) await migrateProjection(env.pool, projection);
  const commandUrl = await env.serveAuth({ config: { requireEmailVerification: options.requireEmailVerification ?? false } });
  const kept = (options.projections ?? ['users', 'lists']).map((name) => {
    const projection = projectionByName(name);
    if (!projection) throw new Error(`the ${name} projection is not registered`);
    return projection;
  });
  const worker: ProjectionWorker = await startProjectionWorker({
    config: { redisUrl: env.redis.redisUrl, redisPrefix: env.redis.prefix },
    store: env.store,
    pool: env.pool,
    projections: kept,
    log: pino({ level: 'silent' }),
  });

  const scratch = await mkdtemp(path.join(tmpdir(), `tsuzuki-${label}-`));
  const uploadDir = path.join(scratch, 'uploads');
  const clientDist = path.join(scratch, 'dist');
  await mkdir(clientDist, { recursive: true });
  await writeFile(path.join(clientDist, 'index.html'), CLIENT_PAGE);
  /** One query-service process (an app of its own: its own caches, LISTEN connection and pool) over the stack. */
  const startQueryProcess = async () => {
    const readUrl = options.readFrom?.(databaseUrl) ?? databaseUrl;
    const pool = new pg.Pool({ connectionString: readUrl, max: 4 });
    const primary = readUrl === databaseUrl ? null : new pg.Pool({ connectionString: databaseUrl, max: 2 });
    const { app, answers, accessEnded, close } = createApp({
      db: pool,
      databaseUrl,
      replica: primary ? new ReplicaClock(primary, pool) : null,
      logger: pino({ level: 'silent' }),
      internalToken: TEST_INTERNAL_TOKEN,
      commandServiceUrl: commandUrl,
      uploadDir,
      clientDist,
      rywTimeoutMs: options.rywTimeoutMs,
      rateLimit: options.rateLimits ? { redis: env.redisClient, prefix: `${env.redis.prefix}:query`, limits: options.rateLimits } : null,
      answerCache: options.answerCache ?? null,
      sessionCacheMs: options.sessionCacheMs,
      imageProxy: options.imageProxy,
    });
    const server: Server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return {
      base,
      pool,
      answers,
      accessEnded,
      browser: () => new Browser(base),
      async close() {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await close();
        await pool.end();
        await primary?.end();
      },
    };
  };
  const first = await startQueryProcess();
  const more: Awaited<ReturnType<typeof startQueryProcess>>[] = [];
  const { base, pool, answers, accessEnded } = first;
  let people = 0;

  const stack = {
    base,
    env,
    pool,
    uploadDir,
    commandUrl,
    answers,
    accessEnded,
    browser: () => new Browser(base),
    /** Another query-service process beside the first, as behind a load balancer (closed with the stack). */
    async anotherQueryProcess() {
      const queryProcess = await startQueryProcess();
      more.push(queryProcess);
      return queryProcess;
    },
    /** A solved captcha, fetched through the query-service the way the sign-up page does. */
    async captcha(browser: Browser): Promise<string> {
      const res = await browser.gql<{ CaptchaChallenge: Parameters<typeof solve>[0] }>('{ CaptchaChallenge }');
      return solve(res.body.data!.CaptchaChallenge);
    },
    /** Signs a new person up in a fresh browser; with verification off the browser is logged in. */
    async signUp(name = `member_${++people}`) {
      const browser = stack.browser();
      const email = `${name.toLowerCase()}@example.com`;
      const res = await browser.gql<{ CreateUser: { user: { id: number; name: string }; emailVerificationRequired: boolean } }>(
        `mutation ($userName: String, $email: String, $password: String, $confirmPassword: String, $captcha: String) {
          CreateUser(userName: $userName, email: $email, password: $password, confirmPassword: $confirmPassword, captcha: $captcha) {
            user { id name } emailVerificationRequired emailInvalid } }`,
        { variables: { userName: name, email, password: PASSWORD, confirmPassword: PASSWORD, captcha: await stack.captcha(browser) } },
      );
      if (!res.body.data?.CreateUser) throw new Error(`sign-up failed: ${JSON.stringify(res.body)}`);
      return { browser, email, user: res.body.data.CreateUser.user, answer: res };
    },
    linkToken: (email: string, route: string) => lastLinkToken(env.outbox, email, route),
    async close() {
      for (const queryProcess of [first, ...more]) await queryProcess.close();
      await worker.close();
      await env.close();
      await rm(scratch, { recursive: true, force: true });
    },
  };
  return stack;
}

export type AccountsStack = Awaited<ReturnType<typeof startAccountsStack>>;
