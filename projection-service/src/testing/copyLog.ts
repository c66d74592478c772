import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { currentVersion, type EventType } from '@tsuzuki/events';
import type { WorldEvent } from './siteWorld.ts';

// Writes a generated log straight into event_store.events with COPY: a million events in seconds where commands
// would take hours. Only while no reader runs (ADR 9: the adapter's append is the only other writer); each chunk is
// its own transaction, so the log spans many transaction ids as a real one does.

/** One row in COPY's text format (JSON has no tab or newline; its backslashes are doubled). */
function row(e: WorldEvent, position: number): string {
  const data = JSON.stringify(e.event.data).replaceAll('\\', '\\\\');
  const metadata = JSON.stringify({ commandId: `log-${e.stream}-${position}`, actorId: null, occurredAt: e.occurredAt }).replaceAll(
    '\\',
    '\\\\',
  );
  return `${e.stream}\t${position}\t${e.event.type}\t${currentVersion(e.event.type as EventType)}\t${data}\t${metadata}\n`;
}

export async function copyLog(pool: pg.Pool, events: Iterable<WorldEvent>, chunkSize = 50_000): Promise<number> {
  const versions = new Map<string, number>();
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
  for (const e of events) {
    const v = versions.get(e.stream) ?? 0;
    versions.set(e.stream, v + 1);
    chunk.push(row(e, v));
    if (chunk.length >= chunkSize) await flush();
  }
  await flush();
  return written;
}
