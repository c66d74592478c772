import type pg from 'pg';
import { comparePositions, LOG_START, type EventStore, type LogPosition } from '@tsuzuki/event-store';
import { writeCheckpoint } from '../framework/checkpoint.ts';
import { createProjectionSchema } from '../framework/migrate.ts';
import { inTransaction, quoteIdent, useSchema } from '../framework/sql.ts';
import type { Projection } from '../framework/projection.ts';
import { mediastats } from '../projections/mediastats/index.ts';
import { readMediaStatistics, type MediaStatisticsSnapshot } from '../projections/mediastats/read.ts';
import { sitestats } from '../projections/sitestats/index.ts';
import { readSiteStatistics, type SiteStatisticsSnapshot } from '../projections/sitestats/read.ts';
import { REBUILD_BATCH_SIZE } from '../rebuild/rebuild.ts';
import { schemaChecksum } from './checksum.ts';

// The statistics as they stood at an instant: the log replayed into a scratch schema, keeping the events whose
// occurredAt is at or before it, in log order (the tie-break between events of the same instant), then read as the
// live schema is read. The site's statistics replay sitestats; media's figures (their stats tab) mediastats. The
// scratch schema is dropped afterwards, whatever happens.

/**
 * An instant from the command line: a date (yyyy-mm-dd) means the end of that UTC day, so that "as of 2026-06-01"
 * includes the first of June; anything else is an ISO timestamp.
 */
export function parseAsOf(text: string): Date {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(Date.parse(`${text}T00:00:00.000Z`) + 86_400_000 - 1) : new Date(text);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date or an ISO timestamp: ${text}`);
  return date;
}

export interface AsOfOptions {
  store: EventStore;
  pool: pg.Pool;
  asOf: Date;
  batchSize?: number;
  /** Log events scanned so far. */
  onProgress?: (scanned: number) => void;
}

interface Replayed {
  /** Log events of the read model's types scanned, and those at or before the instant (applied). */
  scanned: number;
  applied: number;
  /** Of the replayed tables (analysts/checksum.ts): the same log and instant give the same on any machine. */
  checksum: string;
}

export interface AsOfResult extends Replayed {
  statistics: SiteStatisticsSnapshot;
}

export interface MediaAsOfResult extends Replayed {
  /** The day the figures stand at (the instant's). */
  day: string;
  /** The figures of the media asked for, in their order. */
  media: MediaStatisticsSnapshot[];
}

/** The site's statistics as of the instant (sitestats replayed). */
export async function statisticsAsOf(options: AsOfOptions): Promise<AsOfResult> {
  const { result: statistics, ...replayed } = await replayAsOf(sitestats, options, (scratch, day) =>
    readSiteStatistics(options.pool, scratch, day, options.asOf.toISOString()),
  );
  return { statistics, ...replayed };
}

/** Media's figures as of the instant (mediastats replayed). */
export async function mediaStatisticsAsOf(options: AsOfOptions & { mediaIds: readonly number[] }): Promise<MediaAsOfResult> {
  const day = options.asOf.toISOString().slice(0, 10);
  const { result: media, ...replayed } = await replayAsOf(mediastats, options, (scratch) =>
    readMediaStatistics(options.pool, scratch, options.mediaIds, day),
  );
  return { day, media, ...replayed };
}

async function replayAsOf<T>(
  projection: Projection,
  options: AsOfOptions,
  read: (scratch: string, day: string) => Promise<T>,
): Promise<Replayed & { result: T }> {
  const { store, pool } = options;
  const limit = options.asOf.getTime();
  const batchSize = options.batchSize ?? REBUILD_BATCH_SIZE;
  const scratch = `${projection.schema}__asof_${Date.now().toString(36)}_${process.pid}`;
  const head = await store.headPosition();
  await inTransaction(pool, (tx) => createProjectionSchema(tx, projection, scratch));
  try {
    let after: LogPosition = LOG_START;
    let scanned = 0;
    let applied = 0;
    for (let more = comparePositions(head, LOG_START) > 0; more;) {
      const page = await store.readAll(after, batchSize, { types: projection.handles });
      // The log as it stood when the replay began: later appends are not part of this answer.
      const inLog = page.events.filter((e) => comparePositions(e.logPosition, head) <= 0);
      const kept = inLog.filter((e) => Date.parse(e.metadata.occurredAt) <= limit);
      more = page.more && inLog.length === page.events.length;
      if (comparePositions(page.position, after) <= 0) break;
      after = page.position;
      await inTransaction(pool, async (tx) => {
        await useSchema(tx, scratch);
        if (kept.length > 0) await projection.apply(kept, tx as pg.PoolClient);
        await writeCheckpoint(tx, page.position);
      });
      scanned += inLog.length;
      applied += kept.length;
      options.onProgress?.(scanned);
    }
    const result = await read(scratch, options.asOf.toISOString().slice(0, 10));
    const { checksum } = await schemaChecksum(pool, scratch);
    return { result, scanned, applied, checksum };
  } finally {
    await pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(scratch)} CASCADE`);
  }
}
