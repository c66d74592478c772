import { loadConfig } from '@tsuzuki/events';
import pg from 'pg';
import { pino } from 'pino';
import { createApp } from './app.ts';

const config = loadConfig();
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
