import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, createTestRedisPrefix } from '@tsuzuki/event-store/testing';
import { tsx } from './run.ts';
import { startStackOnFreePorts, type Stack } from './stack.ts';

export interface TestStack extends Stack {
  /** Where the services write e-mails (no SMTP in tests): one JSON file per message. */
  outboxDir: string;
}

/**
 * Rate limits no test or benchmark stack reaches (each runs its whole load from 127.0.0.1), and an admission gate that
 * queues instead of shedding (ADR 44): a test machine shared with other suites is slow, not overloaded. The overload
 * benchmark sets the gate's own figures.
 */
export const UNLIMITED = {
  RATE_LIMIT_PER_MINUTE: '1000000',
  RATE_LIMIT_SITE_PER_MINUTE: '1000000',
  MAIL_LIMIT_PER_IP: '1000000',
  ADMISSION_QUEUE: '100000',
  ADMISSION_QUEUE_WAIT_MS: '600000',
  ADMISSION_LOOP_DELAY_MS: '0',
};

/**
 * A whole site for a test or a benchmark, in `scratch`: no limits it would reach (UNLIMITED), members logged in at
 * sign-up, no airing job adding events of its own, e-mails and uploads in the scratch folder.
 */
export const scratchSiteEnv = (scratch: string) => ({
  ...UNLIMITED,
  REQUIRE_EMAIL_VERIFICATION: 'false',
  AIRING_ANNOUNCER: '0',
  OUTBOX_DIR: path.join(scratch, 'outbox'),
  UPLOAD_DIR: path.join(scratch, 'uploads'),
});

/**
 * Fewer PostgreSQL connections than a site's: two whole stacks seeding side by side (the compat and the compiled
 * equivalence tests, in the suite's two workers) reached PostgreSQL's 100 connections with the services' defaults
 * (the projection-service alone opened a connection per projection, 25 and 4 spare, and each process's event store
 * 10) and the seed failed with "sorry, too many clients already". Each pool still has a connection per concurrent
 * job: projections run six at a time (PROJECTION_CONCURRENCY, pool of that and 4 spare).
 */
export const SMALL_POOLS = { PROJECTION_CONCURRENCY: '6', EVENT_STORE_POOL: '5' };

export interface TestStackOptions {
  /** More environment for the services (a client build of one's own: CLIENT_DIST). */
  env?: Record<string, string>;
  /** Where the seeder's output goes: 'stderr' keeps a caller's stdout for its own (the bench's JSON lines). */
  seedOutput?: 'inherit' | 'stderr';
  /** How long the read models may take to catch up with the seed (a larger --scale takes longer). */
  caughtUpMs?: number;
}

/** A whole site on free ports with its own database, Redis prefix, outbox and uploads, seeded at a small scale. */
export async function startTestStack(
  label: string,
  seedArgs: string[] = ['--scale', '0.05'],
  options: TestStackOptions = {},
): Promise<TestStack> {
  const db = await createTestDatabase(label);
  const redis = createTestRedisPrefix(label);
  const scratch = mkdtempSync(path.join(tmpdir(), `tsuzuki-${label}-`));
  const outboxDir = path.join(scratch, 'outbox');
  let stack: Stack;
  try {
    stack = await startStackOnFreePorts({
      databaseUrl: db.url,
      redisUrl: redis.redisUrl,
      redisPrefix: redis.prefix,
      // E2E_SERVICE_LOGS=1 prints the services' logs as they come (the way to see what a failing browser test did).
      output: process.env.E2E_SERVICE_LOGS ? 'prefixed' : 'quiet',
      extraEnv: (port) => ({
        OUTBOX_DIR: outboxDir,
        UPLOAD_DIR: path.join(scratch, 'uploads'),
        SITE_URL: `http://127.0.0.1:${port}`,
        // Every browser test comes from one address; the limits themselves are tested in the query-service.
        ...UNLIMITED,
        ...SMALL_POOLS,
        ...options.env,
      }),
    });
  } catch (err) {
    await db.drop();
    await redis.cleanup();
    rmSync(scratch, { recursive: true, force: true });
    throw err;
  }
  const teardown = async () => {
    await stack.stop();
    await db.drop();
    await redis.cleanup();
    rmSync(scratch, { recursive: true, force: true });
  };
  if ((await tsx('command-service/seed/src/cli.ts', seedArgs, stack.env, options.seedOutput)) !== 0) {
    await teardown();
    throw new Error('seeding the test stack failed');
  }
  try {
    await untilCaughtUp(`http://127.0.0.1:${stack.env.PROJECTION_PORT}/health`, stack.env.INTERNAL_TOKEN!, options.caughtUpMs ?? 180_000);
  } catch (err) {
    await teardown();
    throw err;
  }
  return { ...stack, outboxDir, stop: teardown };
}

/** Waits until the projection-service reports every read model caught up with the log (the seed is visible). */
export async function untilCaughtUp(healthUrl: string, internalToken: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const health = (await (await fetch(healthUrl, { headers: { 'x-internal-token': internalToken } })).json()) as {
      projections?: Record<string, { caughtUp: boolean }>;
    };
    const states = Object.values(health.projections ?? {});
    if (states.length > 0 && states.every((p) => p.caughtUp)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`read models did not catch up with the seed within ${timeoutMs / 1000} s`);
}
