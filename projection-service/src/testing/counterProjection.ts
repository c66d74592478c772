import { eventCatalogue, type EventType } from '@tsuzuki/events';
import { defineProjection, type Projection } from '../framework/projection.ts';
import { recordset } from '../framework/sql.ts';

/**
 * A test-only read model whose effect doubles if a batch is ever applied twice and shrinks if an event
 * is skipped: events counted per stream. COUNTER_SLEEP_MS makes every batch sleep inside its
 * transaction after writing, so a crash test can kill the process with uncommitted writes.
 */
export function counterProjection(name = 'test_counter', handles = Object.keys(eventCatalogue) as EventType[]): Projection {
  return defineProjection({
    name,
    migration: 'CREATE TABLE stream_counts (stream text PRIMARY KEY, events integer NOT NULL);',
    handles,
    async apply(events, tx) {
      await tx.query(
        `INSERT INTO stream_counts (stream, events)
         SELECT stream, count(*) FROM json_to_recordset($1::json) AS x(stream text) GROUP BY stream
         ON CONFLICT (stream) DO UPDATE SET events = stream_counts.events + excluded.events`,
        [recordset(events.map((e) => ({ stream: e.stream })))],
      );
      const sleepMs = Number(process.env.COUNTER_SLEEP_MS || 0);
      if (sleepMs > 0) await tx.query('SELECT pg_sleep($1::float8 / 1000)', [sleepMs]);
    },
  });
}
