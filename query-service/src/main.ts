import { createServer } from 'node:http';
import { loadConfig } from '@tsuzuki/event-store';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createApp, serverEntryBeside } from './app.ts';
import { GENERIC_PLAN_OPTIONS, preparedQueryable } from './db/queryable.ts';
import { ReplicaClock } from './db/replica.ts';
import { loadAdmissionLimits } from './http/admission.ts';
import { loadAnswerCacheOptions } from './http/answerCache/config.ts';
import { loadRenderCacheOptions } from './http/renderCache.ts';
import { loadRateLimits } from './http/rateLimit.ts';
import { exitWithParent } from '@tsuzuki/event-store/lifecycle';
import { serviceLogger } from '@tsuzuki/event-store/logging';

const config = loadConfig();
// TRUST_PROXY: "true", a hop count or Express's address list ("loopback, 10.0.0.0/8"); loopback when unset.
function trustProxy(value: string | undefined): string | boolean | number | undefined {
  if (!value) return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

const logger = serviceLogger({ name: 'query-service' });
// The read pool: a statement that runs past the timeout is cancelled, so no query can hold a connection for long.
// READ_DATABASE_URL: a streaming replica to read the read models from (ADR 56); the primary (DATABASE_URL) keeps the
// LISTEN connection, and a connection for its WAL position.
const readUrl = process.env.READ_DATABASE_URL || config.databaseUrl;
// QUERY_DB_POOL_SIZE connections in all: a third for the statements planned once (genericPool), the rest for others.
const poolSize = Math.max(2, Number(process.env.QUERY_DB_POOL_SIZE || 10));
const genericSize = Math.max(1, Math.floor(poolSize / 3));
const pool = new pg.Pool({
  connectionString: readUrl,
  max: poolSize - genericSize,
  statement_timeout: Number(process.env.QUERY_STATEMENT_TIMEOUT_MS || 2000),
  // Statements written without waiting for the previous answer: a request's statements go in one round trip.
  pipeline: process.env.QUERY_DB_PIPELINE !== '0',
});
// DataLoaders' batches by ids, planned once per connection (GENERIC_PLAN): every other statement is planned for its values.
const genericPool = new pg.Pool({
  connectionString: readUrl,
  max: genericSize,
  statement_timeout: Number(process.env.QUERY_STATEMENT_TIMEOUT_MS || 2000),
  pipeline: process.env.QUERY_DB_PIPELINE !== '0',
  options: GENERIC_PLAN_OPTIONS,
});
const primary = readUrl === config.databaseUrl ? null : new pg.Pool({ connectionString: config.databaseUrl, max: 2 });
const replica = primary ? new ReplicaClock(primary, pool) : null;
// Replica lag in the log: a line when it passes a second, and when it is back under.
let lagging = false;
const lagTimer = replica
  ? setInterval(() => {
      replica.lag().then(
        (lag) => {
          if (lag.seconds > 1 !== lagging)
            logger[lag.seconds > 1 ? 'warn' : 'info'](lag, lag.seconds > 1 ? 'replica lagging' : 'replica caught up');
          lagging = lag.seconds > 1;
        },
        (err: unknown) => logger.warn({ err }, 'replica lag unknown'),
      );
    }, 5000).unref()
  : null;
const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 3 });
redis.on('error', (err) => logger.warn({ err }, 'redis connection failed'));
const { app, close, endStreams } = createApp({
  db: preparedQueryable(pool, { generic: genericPool }),
  databaseUrl: config.databaseUrl,
  replica,
  logger,
  commandServiceUrl: process.env.COMMAND_SERVICE_URL || `http://127.0.0.1:${process.env.COMMAND_PORT || 3001}`,
  internalToken: process.env.INTERNAL_TOKEN || null,
  rywTimeoutMs: Number(process.env.RYW_TIMEOUT_MS || 5000),
  clientDist: process.env.CLIENT_DIST || undefined,
  uploadDir: process.env.UPLOAD_DIR || undefined,
  trustProxy: trustProxy(process.env.TRUST_PROXY),
  rateLimit: { redis, prefix: config.redisPrefix, limits: loadRateLimits() },
  admission: loadAdmissionLimits(),
  answerCache: loadAnswerCacheOptions(),
  // A guest's first screen comes rendered with the HTML (ADR 53).
  serverEntry: process.env.SERVER_RENDERING === 'off' ? null : process.env.SERVER_ENTRY || serverEntryBeside(process.env.CLIENT_DIST),
  renderCache: loadRenderCacheOptions(),
});

const port = Number(process.env.PORT || 3000);
// A client that announces more body than it sends (or sends it a byte a minute) is answered 408 and let go.
const requestTimeout = Number(process.env.REQUEST_TIMEOUT_MS || 30_000);
const server = createServer({ requestTimeout, headersTimeout: Math.min(requestTimeout, 10_000), connectionsCheckingInterval: 1000 }, app)
  // A burst of connections larger than the accept queue has its SYNs dropped, and the kernel's retries (1, 2, 4, 8,
  // 16, 32 s) made 15-60 s answers of it (ADR 44): a deep queue lets them reach the admission gate, which answers
  // the excess 503 at once. The kernel caps it at net.core.somaxconn.
  .listen({ port, backlog: Number(process.env.LISTEN_BACKLOG || 4096) }, () => logger.info({ port }, 'query-service listening'));

const shutdown = () => {
  // An open stream never ends by itself: ended here, its client reconnects (to another process, or to this one's
  // successor, from the position it last heard: ADR 70), and server.close has no connection to wait for.
  endStreams();
  // A keep-alive connection left open by a client (a browser's, idle between requests) would hold the close too.
  setTimeout(() => server.closeAllConnections(), 10_000).unref();
  server.close(() => {
    redis.disconnect();
    if (lagTimer) clearInterval(lagTimer);
    void Promise.all([close(), pool.end(), genericPool.end(), primary?.end()]).then(() => process.exit(0));
  });
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
exitWithParent(shutdown);
