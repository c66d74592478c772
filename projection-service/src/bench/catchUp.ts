// Catch-up throughput: npx tsx projection-service/src/bench/catchUp.ts [media count]
// Appends a catalogue-shaped log to a scratch database, then replays every projection from zero with
// rebuild-sized batches, one at a time and all at once. Prints events/s; asserts nothing.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  characterStream, mediaStream, PostgresEventStore, staffStream, studioStream, tagStream, type DomainEvent,
} from '@tsuzuki/events';
import { createTestDatabase } from '@tsuzuki/events/testing';
import { drain } from '../framework/drain.ts';
import { ensureExtensions, migrateProjection } from '../framework/migrate.ts';
import { projections } from '../projections/index.ts';
import { rebuildMany } from '../rebuild/rebuild.ts';
import { settleConnections } from '../testing/env.ts';
import {
  characterAdded, mediaAdded, mediaUpdated, staffAdded, statisticsImported, studioAdded, tagCreated,
} from '../testing/fixtures.ts';

const MEDIA = Number(process.argv[2] || 4000);
const db = await createTestDatabase('bench_catch_up');
const store = await PostgresEventStore.connect({ connectionString: db.url, maxConnections: 8 });
const pool = new pg.Pool({ connectionString: db.url, max: 12 });
pool.on('error', () => undefined);

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
// A media shaped like a typical AniList entry: a dozen characters, staff, tags and episodes.
const richMedia = (id: number) => mediaAdded(id, {
  characters: range(12).map((i) => ({
    characterId: (id * 12 + i) % 20000 + 1, role: i < 2 ? 'MAIN' : 'SUPPORTING',
    voiceActors: range(i % 3).map((v) => ({ staffId: (id + i + v) % 5000 + 1, roleNotes: null, dubGroup: null })),
  })),
  staff: range(15).map((i) => ({ staffId: (id * 7 + i) % 5000 + 1, role: `Role ${i}` })),
  tags: range(10).map((i) => ({ tagId: (id + i * 31) % 300 + 1, rank: 90 - i * 5, isMediaSpoiler: i === 9 })),
  airingSchedule: range(12).map((i) => ({ episode: i + 1, airingAt: 1_700_000_000 + i * 604_800 })),
});

const appends: Array<[string, DomainEvent[]]> = [];
for (let i = 1; i <= 300; i++) appends.push([tagStream(i), [tagCreated(i)]]);
for (let i = 1; i <= 500; i++) appends.push([studioStream(i), [studioAdded(i)]]);
for (let i = 1; i <= MEDIA * 2; i++) appends.push([characterStream(i), [characterAdded(i)]]);
for (let i = 1; i <= MEDIA; i++) appends.push([staffStream(i), [staffAdded(i)]]);
for (let i = 1; i <= MEDIA; i++) {
  appends.push([mediaStream(i), [richMedia(i), statisticsImported(i)]]);
  if (i % 2 === 0) appends.push([mediaStream(i), [mediaUpdated(i, { episodes: 12, genres: ['Comedy'] })]]);
}
const total = appends.reduce((n, [, events]) => n + events.length, 0);
console.log(`appending ${total} events...`);
let next = 0;
await Promise.all(range(6).map(async () => {
  while (next < appends.length) {
    const [stream, events] = appends[next++]!;
    await store.append(stream, events, { expectedVersion: 'any', metadata: { commandId: randomUUID(), actorId: null, occurredAt: new Date().toISOString() } });
  }
}));
await ensureExtensions(pool);

const rate = (events: number, ms: number) => `${Math.round(events / (ms / 1000))} events/s`;
for (const p of projections) {
  await migrateProjection(pool, p);
  const t = performance.now();
  const result = await drain(p, { store, pool, batchSize: 5000 });
  console.log(`${p.name.padEnd(10)} ${result.events} events in ${Math.round(performance.now() - t)} ms: ${rate(result.events, performance.now() - t)}`);
}
// All seven from zero at once, as the worker does after a long outage.
for (const p of projections) {
  await pool.query(`DROP SCHEMA ${p.schema} CASCADE`);
  await migrateProjection(pool, p);
}
const t = performance.now();
const results = await Promise.all(projections.map((p) => drain(p, { store, pool, batchSize: 5000 })));
const read = results.reduce((n, r) => n + r.events, 0);
console.log(`all seven at once: ${read} events read in ${Math.round(performance.now() - t)} ms: ${rate(read, performance.now() - t)}`);

// npm run rebuild -- --all: the log read once for all seven.
const tr = performance.now();
const rebuilt = await rebuildMany(projections, { store, pool });
console.log(`rebuild --all: ${rebuilt[0]!.events} events read once, applied to 7 read models in ${Math.round(performance.now() - tr)} ms: ${rate(rebuilt[0]!.events, performance.now() - tr)}`);

await store.close();
await pool.end();
await settleConnections(db.url);
await db.drop();
