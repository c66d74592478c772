// Connection settings shared by every service, with the defaults the README documents.
export interface Config {
  databaseUrl: string;
  redisUrl: string;
  eventStoreUrl: string | null;
  /** Prefix of every Redis key (BullMQ queues included), so tests and several sites can share one Redis. */
  redisPrefix: string;
  /**
   * Connections of a process's PostgreSQL event store (EVENT_STORE_POOL, default 10). Test stacks take fewer: two
   * whole sites seeding side by side passed PostgreSQL's 100 connections.
   */
  eventStorePool?: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    databaseUrl: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/tsuzuki',
    redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
    eventStoreUrl: env.EVENTSTORE_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'tsuzuki',
    ...(Number(env.EVENT_STORE_POOL) > 0 ? { eventStorePool: Number(env.EVENT_STORE_POOL) } : {}),
  };
}

/** Same server, another database: used to create or drop databases. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres';
}
