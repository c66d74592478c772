import { randomUUID } from 'node:crypto';
import { PostgresEventStore, mediaStream, studioStream } from '@tsuzuki/events';
import { Doorbell, loadConfig } from '@tsuzuki/events';
import { mediaAdded, studioAdded } from '../testing/fixtures.ts';
const c = loadConfig();
const store = await PostgresEventStore.connect({ connectionString: c.databaseUrl });
for (let i = 1; i <= 50; i++) await store.append(mediaStream(i), [mediaAdded(i)], { expectedVersion: 'any', metadata: { commandId: randomUUID(), actorId: null, occurredAt: new Date().toISOString() } });
await store.append(studioStream(1), [studioAdded(1)], { expectedVersion: 'any', metadata: { commandId: randomUUID(), actorId: null, occurredAt: new Date().toISOString() } });
const bell = new Doorbell(c.redisUrl, c.redisPrefix); await bell.ring(); await bell.close(); await store.close();
