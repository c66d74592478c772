// The site a bench section measures, of its own: a database, a Redis prefix and a scratch folder, the event store, a
// pool and the command bus on them (to enter data through the command path, or to COPY a log before the site starts,
// which it then projects), and the three services on that database, started when the section asks. close() undoes
// all of it, whatever got started.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Doorbell, openEventStore, type EventStore } from '@tsuzuki/event-store';
import { createTestDatabase, createTestRedisPrefix } from '@tsuzuki/event-store/testing';
import { CommandBus } from '@tsuzuki/command-service/bus';
import { startStackOnFreePorts, type Stack } from '../lib/stack.ts';
import { scratchSiteEnv } from '../lib/testStack.ts';

/**
 * The airing job left running (scratchSiteEnv stops it): the `site` and `lists` sections were always measured with
 * it, and their figures stay comparable with the earlier rows.
 */
export const AIRING_ON = { AIRING_ANNOUNCER: '1' };

export interface BenchSite {
  databaseUrl: string;
  redis: { redisUrl: string; prefix: string };
  scratch: string;
  store: EventStore;
  pool: pg.Pool;
  bus: CommandBus;
  /**
   * The services on free ports, with no limits the bench would reach, members logged in at sign-up and mail and
   * uploads in the scratch folder (scratchSiteEnv), and `env`. BENCH_OUTPUT=prefixed shows their logs (the cause of a
   * failed request). A section may start several one after another; close() stops any still running.
   */
  start(env?: Record<string, string>): Promise<Stack>;
  close(): Promise<void>;
}

export async function openBenchSite(label: string, options: { poolSize?: number; eventStoreUrl?: string | null } = {}): Promise<BenchSite> {
  const db = await createTestDatabase(label);
  const redis = createTestRedisPrefix(label);
  const scratch = mkdtempSync(path.join(tmpdir(), `tsuzuki-${label}-`));
  const pool = new pg.Pool({ connectionString: db.url, max: options.poolSize ?? 8 });
  const doorbell = new Doorbell(redis.redisUrl, redis.prefix);
  const stacks: Stack[] = [];
  let store: EventStore | undefined;
  const close = async () => {
    for (const stack of stacks) await stack.stop();
    await Promise.allSettled([store?.close(), pool.end(), doorbell.close()]);
    await db.drop();
    await redis.cleanup();
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    // Opening the store creates its tables (a section may COPY its log into them).
    store = await openEventStore({ databaseUrl: db.url, eventStoreUrl: options.eventStoreUrl ?? null });
  } catch (err) {
    await close();
    throw err;
  }
  return {
    databaseUrl: db.url,
    redis,
    scratch,
    store,
    pool,
    bus: new CommandBus({ store, pool, doorbell }),
    async start(env = {}) {
      const stack = await startStackOnFreePorts({
        databaseUrl: db.url,
        redisUrl: redis.redisUrl,
        redisPrefix: redis.prefix,
        output: process.env.BENCH_OUTPUT === 'prefixed' ? 'prefixed' : 'quiet',
        extraEnv: () => ({ ...scratchSiteEnv(scratch), ...env }),
      });
      stacks.push(stack);
      return stack;
    },
    close,
  };
}
