import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { loadConfig, withDatabase } from '../config.ts';
import { dropDatabase, ensureDatabase, quoteIdent } from '../database.ts';
import { PostgresEventStore } from '../postgres/postgresEventStore.ts';

export { runTsx } from './scripts.ts';

const suffix = () => `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

/** A database of its own for one test file, dropped by `drop()`. */
export async function createTestDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL || loadConfig().databaseUrl;
  const url = withDatabase(base, `tsuzuki_test_${label.replace(/\W/g, '_').toLowerCase()}_${suffix()}`);
  await ensureDatabase(url);
  return { url, drop: () => dropDatabase(url) };
}

/**
 * Drops test databases left by runs that died before their clean-up (killed, timed out): those named by
 * createTestDatabase more than `olderThanMs` ago with nobody connected. A run in progress keeps its databases.
 */
export async function dropAbandonedTestDatabases(olderThanMs = 2 * 60 * 60 * 1000): Promise<string[]> {
  const base = process.env.TEST_DATABASE_URL || loadConfig().databaseUrl;
  const admin = new pg.Client({ connectionString: withDatabase(base, 'postgres') });
  await admin.connect();
  const dropped: string[] = [];
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database d WHERE datname LIKE 'tsuzuki\\_test\\_%'
         AND NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.datname = d.datname)`,
    );
    for (const { datname } of rows) {
      const created = parseInt(/_([0-9a-z]+)_[0-9a-f]{6}$/.exec(datname)?.[1] ?? '', 36);
      if (!Number.isFinite(created) || Date.now() - created < olderThanMs) continue;
      // Someone may have connected since the list was read: then the drop fails and the database stays.
      await admin.query(`DROP DATABASE ${quoteIdent(datname)}`).then(
        () => dropped.push(datname),
        () => undefined,
      );
    }
  } finally {
    await admin.end();
  }
  return dropped;
}

/** A Redis key prefix of its own for one test file; `cleanup()` deletes every key under it. */
export function createTestRedisPrefix(label: string): { redisUrl: string; prefix: string; cleanup: () => Promise<void> } {
  const redisUrl = loadConfig().redisUrl;
  const prefix = `tsuzuki-test-${label.replace(/\W/g, '_')}-${suffix()}`;
  return {
    redisUrl,
    prefix,
    async cleanup() {
      const redis = new Redis(redisUrl);
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
          if (keys.length) await redis.del(...keys);
          cursor = next;
        } while (cursor !== '0');
      } finally {
        redis.disconnect();
      }
    },
  };
}

/**
 * A store whose appends stop just before COMMIT until released: `held` resolves once one is waiting there. Tests
 * use it to keep an append in flight (it holds the read horizon) and let it commit when they choose.
 */
export async function holdingStore(connectionString: string): Promise<{
  store: PostgresEventStore;
  held: Promise<void>;
  release: () => void;
}> {
  let release: () => void = () => {};
  let holding: () => void = () => {};
  const held = new Promise<void>((resolve) => (holding = resolve));
  const store = await PostgresEventStore.connect({
    connectionString,
    beforeCommit: () => {
      holding();
      return new Promise<void>((resolve) => (release = resolve));
    },
  });
  return { store, held, release: () => release() };
}
