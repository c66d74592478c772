import { newEvent, type DomainEvent } from '@tsuzuki/events';
import { PostgresEventStore } from '@tsuzuki/event-store';
const store = await PostgresEventStore.connect({ connectionString: 'postgres://postgres@127.0.0.1:5432/pagebench' });
let id = 10_000_000;
const studio = (): DomainEvent =>
  newEvent('StudioAdded', { studioId: id, name: `Bench Studio ${id++}`, isAnimationStudio: true, favourites: 0 });
for (let r = 0; r < 3; r++) {
  const cpu = process.cpuUsage();
  const t = performance.now();
  for (let b = 0; b < 300; b++)
    await store.append(`bb-${id}`, Array.from({ length: 100 }, studio), {
      expectedVersion: 'no_stream',
      metadata: { commandId: `bb-${id}`, actorId: null, occurredAt: new Date().toISOString() },
    });
  const ms = performance.now() - t;
  const u = process.cpuUsage(cpu);
  console.log('events/s', Math.round(30000 / (ms / 1000)), 'node cpu share', ((u.user + u.system) / 1000 / ms).toFixed(2));
}
await store.close();
