import pg from 'pg';
import { ensureDatabase, loadConfig, openEventStore, type Config, type EventStore } from '@tsuzuki/event-store';
import { ensureExtensions } from './framework/migrate.ts';
import type { Projection } from './framework/projection.ts';
import { projectionByName, projections } from './projections/index.ts';

export interface Runtime {
  config: Config;
  pool: pg.Pool;
  store: EventStore;
  close(): Promise<void>;
}

/** The database (created when missing), a read-model pool, the event store, and pg_trgm. */
export async function openRuntime(poolSize = 10): Promise<Runtime> {
  const config = loadConfig();
  await ensureDatabase(config.databaseUrl);
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: poolSize });
  pool.on('error', () => undefined); // an idle client's error surfaces on its next query
  const store = await openEventStore(config);
  await ensureExtensions(pool);
  return {
    config,
    pool,
    store,
    async close() {
      await store.close();
      await pool.end();
    },
  };
}

/** `<projection>` or `--all` from a CLI's arguments. */
export function selectProjections(args: readonly string[]): Projection[] {
  const names = args.filter((a) => !a.startsWith('--'));
  if (args.includes('--all')) return [...projections];
  if (names.length === 0) throw new Error(`Name a projection (${projections.map((p) => p.name).join(', ')}) or pass --all`);
  return names.map((name) => {
    const projection = projectionByName(name);
    if (!projection) throw new Error(`Unknown projection "${name}" (known: ${projections.map((p) => p.name).join(', ')})`);
    return projection;
  });
}

export function numberOption(args: readonly string[], name: string): number | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = Number(args[i + 1]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} needs a positive integer`);
  return value;
}
