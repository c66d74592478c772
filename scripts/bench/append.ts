import { newEvent, type EventStore } from '@tsuzuki/events';
import { load, report, summarise } from './stats.ts';

const meta = (commandId: string) => ({ commandId, actorId: null, occurredAt: new Date().toISOString() });

const studio = (id: number) =>
  newEvent('StudioAdded', { studioId: id, name: `Bench Studio ${id}`, isAnimationStudio: true, favourites: 0 });

/** Append throughput: single-event appends from 8 concurrent writers, then 100-event batches. */
export async function benchAppend(store: EventStore, size: number, idBase: number) {
  const singles = Math.min(size, 5000);
  let t = performance.now();
  const latencies = await load(singles, 8, async (i) => {
    await store.append(`studio-${idBase + i}`, [studio(idBase + i)], { expectedVersion: 'no_stream', metadata: meta(`bench-single-${idBase + i}`) });
  });
  let seconds = (performance.now() - t) / 1000;
  report('append.single', { events: singles, concurrency: 8, events_per_s: Math.round(singles / seconds), latency: summarise(latencies) });

  const batchSize = 100;
  const batches = Math.max(1, Math.floor(Math.min(size, 50_000) / batchSize));
  t = performance.now();
  const batchLatencies = await load(batches, 4, async (b) => {
    const events = Array.from({ length: batchSize }, (_, k) => studio(idBase + singles + b * batchSize + k));
    await store.append(`bench-batch-${idBase}-${b}`, events, { expectedVersion: 'no_stream', metadata: meta(`bench-batch-${idBase}-${b}`) });
  });
  seconds = (performance.now() - t) / 1000;
  report('append.batch', { events: batches * batchSize, batch_size: batchSize, concurrency: 4, events_per_s: Math.round((batches * batchSize) / seconds), latency: summarise(batchLatencies) });
}
