import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { currentVersion, mediaListStream, mediaStream, type DomainEvent, type EventType } from '@tsuzuki/events';
import { PostgresEventStore } from '@tsuzuki/event-store';
import { createTestDatabase } from '@tsuzuki/event-store/testing';
import { countEventsUpTo } from '@tsuzuki/projection-service/framework/count';
import { drain } from '@tsuzuki/projection-service/framework/drain';
import { createProjectionSchema, ensureExtensions } from '@tsuzuki/projection-service/framework/migrate';
import { inTransaction, quoteIdent } from '@tsuzuki/projection-service/framework/sql';
import { lists } from '@tsuzuki/projection-service/projections/lists/index';
import { media } from '@tsuzuki/projection-service/projections/media/index';
import { trends } from '@tsuzuki/projection-service/projections/trends/index';
import { REBUILD_BATCH_SIZE } from '@tsuzuki/projection-service/rebuild/rebuild';
import { mediaAdded, statisticsImported } from '@tsuzuki/projection-service/testing/fixtures';
import { ListActivity, seededRandom, type ListedMedia } from '@tsuzuki/projection-service/testing/listActivity';
import { report } from './stats.ts';

// Catch-up of the read models list events feed (lists, media statistics, trends) from a log of members' list
// activity: `events` list events by `events / 100` members over 60 days, on a catalogue of 5,000 titles that had
// statistics imported first (as the demo seed does). The log is written straight into the event store's table
// with COPY, a few seconds for a million events, rather than through commands (hours); the events are the ones
// the command path writes (testing/listActivity.ts). Only each drain is timed, as in catchUp.ts.

const CATALOGUE = 5_000;
const DAYS = 60;
const COPY_CHUNK = 100_000;

/** One row of event_store.events in COPY's text format (JSON has no tab or newline; its backslashes are doubled). */
function row(stream: string, position: number, event: DomainEvent, occurredAt: string): string {
  const data = JSON.stringify(event.data).replaceAll('\\', '\\\\');
  const metadata = JSON.stringify({ commandId: `bench-${stream}-${position}`, actorId: null, occurredAt });
  return `${stream}\t${position}\t${event.type}\t${currentVersion(event.type as EventType)}\t${data}\t${metadata}\n`;
}

/** Appends rows with COPY, one transaction per chunk (so the log spans many transaction ids, as a real one). */
export async function copyRows(pool: pg.Pool, rows: Iterable<string>): Promise<number> {
  let written = 0;
  let chunk: string[] = [];
  const flush = async () => {
    if (chunk.length === 0) return;
    const client = await pool.connect();
    try {
      await pipeline(
        Readable.from(chunk),
        client.query(copyFrom('COPY event_store.events (stream_id, stream_position, type, schema_version, data, metadata) FROM STDIN')),
      );
    } finally {
      client.release();
    }
    written += chunk.length;
    chunk = [];
  };
  for (const r of rows) {
    chunk.push(r);
    if (chunk.length >= COPY_CHUNK) await flush();
  }
  await flush();
  return written;
}

function* catalogueRows(catalogue: readonly ListedMedia[], start: number): Generator<string> {
  const at = new Date(start).toISOString();
  for (const m of catalogue) {
    const manga = m.type === 'MANGA';
    const added = mediaAdded(
      m.id,
      manga ? { format: 'MANGA', episodes: null, duration: null, chapters: 120, season: null, seasonYear: null } : {},
      m.type,
    );
    yield row(mediaStream(m.id), 0, added, at);
    yield row(mediaStream(m.id), 1, statisticsImported(m.id, { popularity: 100 * (m.id % 500), trending: m.id % 40 }), at);
  }
}

function* listRows(catalogue: readonly ListedMedia[], events: number, start: number, end: number): Generator<string> {
  const members = Math.max(1, Math.round(events / 100));
  const activity = new ListActivity(catalogue, 42);
  const random = seededRandom(7);
  const versions = new Int32Array(members);
  for (let i = 0; i < events; i++) {
    const userId = 1 + Math.floor(random() * members);
    const at = new Date(start + ((end - start) * i) / events).toISOString();
    yield row(mediaListStream(userId), versions[userId - 1]!++, activity.next(userId), at);
  }
}

export async function benchListCatchUp(events: number) {
  const db = await createTestDatabase('bench_list_log');
  const store = await PostgresEventStore.connect({ connectionString: db.url, maxConnections: 4 });
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  try {
    await ensureExtensions(pool);
    const catalogue: ListedMedia[] = Array.from({ length: CATALOGUE }, (_, i) => ({ id: i + 1, type: i % 4 === 3 ? 'MANGA' : 'ANIME' }));
    const end = Date.now();
    const start = end - DAYS * 86_400_000;
    let t = performance.now();
    const written =
      (await copyRows(pool, catalogueRows(catalogue, start - 86_400_000))) +
      (await copyRows(pool, listRows(catalogue, events, start, end)));
    await pool.query('VACUUM ANALYZE event_store.events');
    report('lists.log', {
      list_events: events,
      log_events: written,
      members: Math.round(events / 100),
      media: CATALOGUE,
      days: DAYS,
      seconds: round((performance.now() - t) / 1000),
    });

    const head = await store.headPosition();
    const logEvents = (await countEventsUpTo(store, head)) ?? 0;
    const schemas: Record<string, string> = {};
    for (const projection of [lists, media, trends]) {
      const schema = (schemas[projection.name] = `${projection.schema}__bench`);
      await pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
      await inTransaction(pool, (tx) => createProjectionSchema(tx, projection, schema));
      t = performance.now();
      const result = await drain(projection, { store, pool, schema, batchSize: REBUILD_BATCH_SIZE, upTo: head });
      const s = (performance.now() - t) / 1000;
      report('lists.catch_up', {
        projection: projection.name,
        events: result.events,
        batches: result.batches,
        seconds: round(s),
        events_per_s: Math.round(result.events / s),
        log_events_per_s: Math.round(logEvents / s),
      });
    }
    // The figures came from the list events alone: popularity adds up to the entries, and both counters agree.
    const q = async (sql: string) => (await pool.query<{ n: string }>(sql)).rows[0]!.n;
    const entries = await q(`SELECT count(*) AS n FROM ${schemas.lists}.entries`);
    const popularity = await q(`SELECT coalesce(sum(popularity), 0) AS n FROM ${schemas.media}.media`);
    const countersDiffer = await q(`SELECT count(*) AS n FROM (
      (SELECT * FROM ${schemas.media}.media_statistics EXCEPT SELECT * FROM ${schemas.trends}.media_statistics)
      UNION ALL (SELECT * FROM ${schemas.trends}.media_statistics EXCEPT SELECT * FROM ${schemas.media}.media_statistics)) d`);
    report('lists.check', {
      entries: Number(entries),
      popularity: Number(popularity),
      counters_differ: Number(countersDiffer),
      ok: entries === popularity && countersDiffer === '0',
    });
  } finally {
    await store.close();
    await pool.end();
    await db.drop();
  }
}

const round = (n: number) => Math.round(n * 100) / 100;
