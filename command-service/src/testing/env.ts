import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { pino } from 'pino';
import { type Actor } from '@tsuzuki/events';
import { Doorbell, PostgresEventStore, type EventStore } from '@tsuzuki/event-store';
import { createTestDatabase, createTestRedisPrefix } from '@tsuzuki/event-store/testing';
import { createApp } from '../app.ts';
import { CommandBus } from '../bus.ts';
import { ensureOwnTables } from '../framework/ownTables.ts';

export const SYSTEM: Actor = { kind: 'system' };
export const TOKEN = 'test-internal-token';

/** A command-service on its own database and Redis prefix, served on a free port. */
export interface TestEnv {
  store: PostgresEventStore;
  pool: pg.Pool;
  doorbell: Doorbell;
  redis: { redisUrl: string; prefix: string };
  bus: CommandBus;
  /** Serves an app over `store` (or a wrapper of it) and returns its base URL. */
  serve(store?: EventStore): Promise<string>;
  close(): Promise<void>;
}

export async function createTestEnv(label: string): Promise<TestEnv> {
  const db = await createTestDatabase(label);
  const redis = createTestRedisPrefix(label);
  const store = await PostgresEventStore.connect({ connectionString: db.url });
  const pool = new pg.Pool({ connectionString: db.url, max: 5 });
  await ensureOwnTables(pool);
  const doorbell = new Doorbell(redis.redisUrl, redis.prefix);
  const logger = pino({ level: 'silent' });
  const servers: Server[] = [];
  return {
    store,
    pool,
    doorbell,
    redis,
    bus: new CommandBus({ store, pool, doorbell, logger }),
    async serve(over = store) {
      const app = createApp({ store: over, pool, doorbell, logger, internalToken: TOKEN });
      const server = await new Promise<Server>((resolve) => {
        const s = app.listen(0, '127.0.0.1', () => resolve(s));
      });
      servers.push(server);
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async close() {
      await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
      await doorbell.close();
      await pool.end();
      await store.close();
      await redis.cleanup();
      await db.drop();
    },
  };
}

export interface Posted {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

export interface PostOptions {
  actor?: Actor | null;
  token?: string | null;
  requestId?: string;
}

/** POST /commands/:name as the query-service would send it (system actor and the token unless told otherwise). */
export async function postCommand(base: string, name: string, body: unknown, options: PostOptions = {}): Promise<Posted> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const actor = options.actor === undefined ? SYSTEM : options.actor;
  if (actor) headers['x-actor'] = JSON.stringify(actor);
  const token = options.token === undefined ? TOKEN : options.token;
  if (token) headers['x-internal-token'] = token;
  if (options.requestId) headers['x-request-id'] = options.requestId;
  const res = await fetch(`${base}/commands/${name}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
}
