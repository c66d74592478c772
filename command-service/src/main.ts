import type { Server } from 'node:http';
import { Redis } from 'ioredis';
import pg from 'pg';
import { Doorbell, ensureDatabase, loadConfig, openEventStore } from '@tsuzuki/event-store';
import { loadAuthConfig } from './accounts/auth/config.ts';
import { createMailer } from './accounts/auth/mailer.ts';
import { createApp } from './app.ts';
import { CommandBus } from './bus.ts';
import { startAiringAnnouncer } from './social/airing/announcer.ts';
import { ensureOwnTables } from './framework/ownTables.ts';
import { createLogger } from './logger.ts';
import { exitWithParent } from '@tsuzuki/event-store/lifecycle';

const log = createLogger();
const config = loadConfig();
const port = Number(process.env.COMMAND_PORT || 3001);
// Internal: reachable from this machine only, unless COMMAND_HOST says otherwise (docker-compose: 0.0.0.0).
const host = process.env.COMMAND_HOST || '127.0.0.1';

// The command-service's own tables live in PostgreSQL whichever event store is in use.
await ensureDatabase(config.databaseUrl);
const store = await openEventStore(config);
const pool = new pg.Pool({ connectionString: config.databaseUrl, max: Number(process.env.COMMAND_DB_POOL || 10) });
pool.on('error', (err) => log.warn({ err }, 'idle database connection failed'));
await ensureOwnTables(pool);
const doorbell = new Doorbell(config.redisUrl, config.redisPrefix);

// Captcha replay marks and login counters: shared by every command-service instance through Redis.
const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 3 });
redis.on('error', (err) => log.warn({ err }, 'redis connection failed'));
const authConfig = loadAuthConfig();
const mailer = createMailer(authConfig, log);
const app = createApp({
  store,
  pool,
  doorbell,
  logger: log,
  internalToken: process.env.INTERNAL_TOKEN || null,
  auth: { redis, redisPrefix: config.redisPrefix, config: authConfig, mailer },
});
// Airing notifications: a once-a-minute job records the episodes that went out (AIRING_ANNOUNCER=0 turns it off).
const announcer =
  process.env.AIRING_ANNOUNCER === '0'
    ? null
    : await startAiringAnnouncer({
        bus: new CommandBus({ store, pool, doorbell, logger: log }),
        pool,
        redis,
        redisPrefix: config.redisPrefix,
      });
const server: Server = app.listen(port, host, () => {
  log.info(
    {
      port,
      host,
      eventStore: store.kind,
      internalToken: !!process.env.INTERNAL_TOKEN,
      mail: authConfig.smtpUrl ? 'smtp' : authConfig.outboxDir,
      emailVerification: authConfig.requireEmailVerification,
    },
    'command-service listening',
  );
});
server.on('error', (err) => {
  log.error({ err }, 'command-service could not listen');
  process.exit(1);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  // Requests in flight finish (and append) before the connections close.
  await new Promise<void>((resolve) => server.close(() => resolve()));
  mailer.close();
  await announcer?.close();
  redis.disconnect();
  await Promise.allSettled([store.close(), pool.end(), doorbell.close()]);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
exitWithParent((reason) => void shutdown(reason));
