import { loadConfig } from '@tsuzuki/events';
import pg from 'pg';
import { pino } from 'pino';
import { createApp } from './app.ts';

const config = loadConfig();
// TRUST_PROXY: "true", a hop count or Express's address list ("loopback, 10.0.0.0/8"); loopback when unset.
function trustProxy(value: string | undefined): string | boolean | number | undefined {
  if (!value) return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

const logger = pino({ name: 'query-service' });
const pool = new pg.Pool({ connectionString: config.databaseUrl, max: Number(process.env.QUERY_DB_POOL_SIZE || 10) });
const { app, close } = createApp({
  db: pool,
  databaseUrl: config.databaseUrl,
  logger,
  commandServiceUrl: process.env.COMMAND_SERVICE_URL || `http://127.0.0.1:${process.env.COMMAND_PORT || 3001}`,
  internalToken: process.env.INTERNAL_TOKEN || null,
  rywTimeoutMs: Number(process.env.RYW_TIMEOUT_MS || 5000),
  clientDist: process.env.CLIENT_DIST || undefined,
  uploadDir: process.env.UPLOAD_DIR || undefined,
  trustProxy: trustProxy(process.env.TRUST_PROXY),
});

const port = Number(process.env.PORT || 3000);
const server = app.listen(port, () => logger.info({ port }, 'query-service listening'));

const shutdown = () => {
  server.close(() => {
    void Promise.all([close(), pool.end()]).then(() => process.exit(0));
  });
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
