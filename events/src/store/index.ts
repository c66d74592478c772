import type { Config } from '../config.ts';
import type { EventStore } from './port.ts';
import { PostgresEventStore } from './postgres/postgresEventStore.ts';

export * from './port.ts';
export { PostgresEventStore } from './postgres/postgresEventStore.ts';

/** PostgreSQL by default; EventStoreDB when EVENTSTORE_URL is set. */
export async function openEventStore(config: Pick<Config, 'databaseUrl' | 'eventStoreUrl'>): Promise<EventStore> {
  if (config.eventStoreUrl) {
    const { EventStoreDbEventStore } = await import('./eventstoredb/eventStoreDbEventStore.ts');
    return EventStoreDbEventStore.connect({ connectionString: config.eventStoreUrl });
  }
  return PostgresEventStore.connect({ connectionString: config.databaseUrl });
}
