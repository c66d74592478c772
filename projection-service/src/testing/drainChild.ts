// Child process of the crash test: drains the counter projection once, to the end of the log, and exits.
// Runs under `node --import tsx` (one process, so SIGKILL really kills the worker).
import pg from 'pg';
import { PostgresEventStore } from '@tsuzuki/event-store';
import { drain } from '../framework/drain.ts';
import { migrateProjection } from '../framework/migrate.ts';
import { counterProjection } from './counterProjection.ts';

const url = process.env.DATABASE_URL!;
const store = await PostgresEventStore.connect({ connectionString: url });
const pool = new pg.Pool({ connectionString: url, max: 2 });
const projection = counterProjection();
await migrateProjection(pool, projection);
const result = await drain(projection, { store, pool, batchSize: Number(process.env.BATCH_SIZE || 25) });
console.log(JSON.stringify({ events: result.events, batches: result.batches }));
await store.close();
await pool.end();
