import pg from 'pg';
import { Redis } from 'ioredis';
import { withDatabase } from '@tsuzuki/event-store';

// ioredis reports a refused connection as "Connection is closed."; say what happened instead.
const reason = (err: unknown) => {
  const message = (err as Error).message.replace(/\.$/, '');
  return /connection is closed/i.test(message) ? 'connection refused' : message;
};

const hostOf = (url: string) => {
  const u = new URL(url);
  return `${u.hostname}:${u.port || (u.protocol.startsWith('redis') ? 6379 : 5432)}`;
};

/** Checks that PostgreSQL and Redis answer; returns human-readable problems instead of stack traces. */
export async function preflight(databaseUrl: string, redisUrl: string): Promise<string[]> {
  const problems: string[] = [];
  const client = new pg.Client({ connectionString: withDatabase(databaseUrl, 'postgres'), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (err) {
    problems.push(
      `PostgreSQL is not reachable at ${hostOf(databaseUrl)} (DATABASE_URL=${databaseUrl}): ${reason(err)}.\n` +
        '  Start it, e.g. `docker compose up -d postgres redis`, `sudo pg_ctlcluster 15 main start` (Debian/Ubuntu)\n' +
        '  or `brew services start postgresql` (macOS), or point DATABASE_URL at a running server.',
    );
  } finally {
    await client.end().catch(() => undefined);
  }
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3000, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    problems.push(
      `Redis is not reachable at ${hostOf(redisUrl)} (REDIS_URL=${redisUrl}): ${reason(err)}.\n` +
        '  Start it, e.g. `docker compose up -d postgres redis`, `redis-server --daemonize yes`\n' +
        '  or `brew services start redis`, or point REDIS_URL at a running server.',
    );
  } finally {
    redis.disconnect();
  }
  return problems;
}
