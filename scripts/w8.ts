import pg from 'pg';
import { newEvent, type DomainEvent } from '@tsuzuki/events';
import { PostgresEventStore } from '@tsuzuki/event-store';
const url = 'postgres://postgres@127.0.0.1:5432/pagebench';
const store = await PostgresEventStore.connect({ connectionString: url, maxConnections: 10 });
const pool = new pg.Pool({ connectionString: url, max: 10 });
let id = 20_000_000;
const studio = (): DomainEvent =>
  newEvent('StudioAdded', { studioId: id, name: `Bench Studio ${id++}`, isAnimationStudio: true, favourites: 0 });
const meta = (c: string) => ({ commandId: c, actorId: null, occurredAt: new Date().toISOString() });
async function load(n: number, c: number, task: () => Promise<unknown>) {
  let i = 0;
  await Promise.all(
    Array.from({ length: c }, async () => {
      while (i++ < n) await task();
    }),
  );
}
for (let r = 0; r < 3; r++) {
  for (const [label, task] of [
    [
      'floor',
      async () => {
        const e = studio();
        await pool.query({
          name: 'fi',
          text: 'INSERT INTO floor.events (stream_id, stream_position, type, schema_version, data, metadata) VALUES ($1, 0, $2, 1, $3, $4)',
          values: [`w8f-${id}`, e.type, JSON.stringify(e.data), JSON.stringify(meta('x'))],
        });
      },
    ],
    [
      'ours',
      async () => {
        const i = id;
        await store.append(`w8-${i}`, [studio()], { expectedVersion: 'no_stream', metadata: meta(`w8-${i}`) });
      },
    ],
  ] as const) {
    const cpu = process.cpuUsage();
    const t = performance.now();
    await load(4000, 8, task);
    const ms = performance.now() - t;
    const u = process.cpuUsage(cpu);
    console.log(label, Math.round(4000 / (ms / 1000)), '/s node cpu', ((u.user + u.system) / 1000 / ms).toFixed(2));
  }
}
await store.close();
await pool.end();
