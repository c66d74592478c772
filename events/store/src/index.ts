import type { Config } from './config.ts';
import type { EventStore } from './port.ts';
import { PostgresEventStore } from './postgres/postgresEventStore.ts';

// The store's package: the EventStore port and its adapters (PostgreSQL, EventStoreDB), the doorbell that wakes
// projections, database and connection settings. Domain vocabulary lives in @tsuzuki/events; this package adds pg,
// bullmq, ioredis and the EventStoreDB client, which the browser bundle must never reach.
export * from './port.ts';
export * from './config.ts';
export * from './database.ts';
export * from './doorbell.ts';
export * from './notifications.ts';
export * from './readLog.ts';
export { PostgresEventStore } from './postgres/postgresEventStore.ts';

/** PostgreSQL by default; EventStoreDB when EVENTSTORE_URL is set. */
export async function openEventStore(config: Pick<Config, 'databaseUrl' | 'eventStoreUrl' | 'eventStorePool'>): Promise<EventStore> {
  if (config.eventStoreUrl) {
    const { EventStoreDbEventStore } = await import('./eventstoredb/eventStoreDbEventStore.ts');
    return EventStoreDbEventStore.connect({ connectionString: config.eventStoreUrl });
  }
  return PostgresEventStore.connect({ connectionString: config.databaseUrl, maxConnections: config.eventStorePool });
}
