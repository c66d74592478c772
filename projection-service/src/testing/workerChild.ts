// Child process of the takeover test: one projection-service worker (the counter projection, its batches slowed by
// COUNTER_SLEEP_MS) on DATABASE_URL and REDIS_URL/REDIS_PREFIX, named by PGAPPNAME in pg_stat_activity so the test can
// tell which process is draining. Prints "ready" once it takes jobs; runs until killed.
import pg from 'pg';
import { pino } from 'pino';
import { PostgresEventStore } from '@tsuzuki/event-store';
import { counterProjection } from './counterProjection.ts';
import { startProjectionWorker } from '../worker.ts';

const url = process.env.DATABASE_URL!;
const store = await PostgresEventStore.connect({ connectionString: url });
const pool = new pg.Pool({ connectionString: url, max: 4 });
await startProjectionWorker({
  config: { redisUrl: process.env.REDIS_URL!, redisPrefix: process.env.REDIS_PREFIX! },
  store,
  pool,
  projections: [counterProjection(process.env.COUNTER_NAME)],
  log: pino({ level: 'silent' }),
  batchSize: Number(process.env.BATCH_SIZE || 25),
});
console.log('ready');
