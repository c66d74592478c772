import { readFileSync } from 'node:fs';
import pg from 'pg';
import { currentVersion, newEvent, type DomainEvent } from '../../catalogue/index.ts';
import { applySchema } from '../../database.ts';
import {
  LOG_START, WrongExpectedVersionError,
  type AppendOptions, type AppendResult, type EventStore, type ExpectedVersion, type LogPosition, type RecordedEvent,
  type StreamRead,
} from '../port.ts';
import { AppendListener, type WaitState } from './listener.ts';
import { EVENT_COLUMNS, toRecorded, type EventRow } from './rows.ts';

const CHANNEL = 'event_store_appended';
const SCHEMA_SQL = readFileSync(new URL('./schema.sql', import.meta.url), 'utf8');
// Any constant works; it only serialises concurrent schema creation by several services starting at once.
const SCHEMA_LOCK = 7_324_001;
// Advisory locks with two int keys live apart from single-key ones; a hash collision only serialises two streams.
const STREAM_LOCK_SPACE = 7_324_002;

export interface PostgresEventStoreOptions {
  connectionString: string;
  /** Pool size; appends and reads each take one connection for a short time. */
  maxConnections?: number;
  /**
   * Test hook: awaited inside the append transaction after the events are inserted and before COMMIT, so a
   * test can hold writers open and prove that readers never skip an event committed late.
   */
  beforeCommit?: (stream: string) => Promise<void>;
}

function matches(expected: ExpectedVersion, previous: bigint): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return previous === -1n;
  if (expected === 'stream_exists') return previous >= 0n;
  return previous === expected;
}

export class PostgresEventStore implements EventStore {
  readonly kind = 'postgres' as const;
  readonly pool: pg.Pool;
  private readonly listener: AppendListener;

  private constructor(private readonly options: PostgresEventStoreOptions) {
    this.pool = new pg.Pool({ connectionString: options.connectionString, max: options.maxConnections ?? 10 });
    this.pool.on('error', () => undefined); // idle client errors surface on the next query instead
    this.listener = new AppendListener(options.connectionString, CHANNEL);
  }

  static async connect(options: PostgresEventStoreOptions): Promise<PostgresEventStore> {
    const store = new PostgresEventStore(options);
    await store.ensureSchema();
    return store;
  }

  private async ensureSchema(): Promise<void> {
    await applySchema(this.pool, SCHEMA_LOCK, SCHEMA_SQL);
  }

  async append(stream: string, events: DomainEvent[], options: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    // Validate every event against the catalogue before anything touches the log.
    const checked = events.map((e) => newEvent(e.type, e.data as never));
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      // Serialise appends to one stream BEFORE the transaction's first write assigns its transaction id. Log
      // order is (transaction id, position), so a later append to a stream must get a larger transaction id:
      // with the id taken first and the stream locked after, two racing appends could invert stream order.
      await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [STREAM_LOCK_SPACE, stream]);
      const { metadata } = options;
      const claimed = await client.query(
        `INSERT INTO event_store.commands (command_id, stream_id, last_stream_position, global_position)
         VALUES ($1, $2, -1, -1) ON CONFLICT (command_id) DO NOTHING RETURNING command_id`,
        [metadata.commandId, stream],
      );
      if (claimed.rowCount === 0) {
        // The same command was appended before (the insert waited for that transaction to commit).
        await this.rollback(client);
        return await this.previousResult(metadata.commandId);
      }
      const n = BigInt(checked.length);
      const upsert = await client.query<{ version: string }>(
        `INSERT INTO event_store.streams (stream_id, version) VALUES ($1, $2)
         ON CONFLICT (stream_id) DO UPDATE SET version = event_store.streams.version + $3
         RETURNING version`,
        [stream, String(n - 1n), String(n)],
      );
      const nextVersion = BigInt(upsert.rows[0]!.version);
      const previous = nextVersion - n;
      if (!matches(options.expectedVersion, previous)) {
        await this.rollback(client);
        throw new WrongExpectedVersionError(stream, options.expectedVersion, previous < 0n ? null : previous);
      }
      const inserted = await client.query<{ global_position: string; transaction_id: string }>(
        `INSERT INTO event_store.events (stream_id, stream_position, type, schema_version, data, metadata)
         SELECT $1, $2::bigint + x.ord, x.type, x.version, x.data, $6::jsonb
         FROM unnest($3::text[], $4::int[], $5::jsonb[]) WITH ORDINALITY AS x(type, version, data, ord)
         ORDER BY x.ord
         RETURNING global_position, transaction_id::text AS transaction_id`,
        [
          stream,
          String(previous),
          checked.map((e) => e.type),
          checked.map((e) => currentVersion(e.type)),
          checked.map((e) => JSON.stringify(e.data)),
          JSON.stringify(metadata),
        ],
      );
      const last = inserted.rows.reduce((a, b) => (BigInt(a.global_position) > BigInt(b.global_position) ? a : b));
      await client.query(
        `UPDATE event_store.commands SET last_stream_position = $2, global_position = $3 WHERE command_id = $1`,
        [metadata.commandId, String(nextVersion), last.global_position],
      );
      await client.query(`SELECT pg_notify('${CHANNEL}', '')`);
      if (this.options.beforeCommit) await this.options.beforeCommit(stream);
      await client.query('COMMIT');
      return {
        nextExpectedVersion: nextVersion,
        position: { transactionId: BigInt(last.transaction_id), position: BigInt(last.global_position) },
        duplicate: false,
      };
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  /**
   * A rolled-back append held the visibility horizon (readers wait for every older transaction to end) and
   * sends no commit notification, so ring the waiters here: events committed meanwhile may now be readable.
   */
  private async rollback(client: pg.PoolClient): Promise<void> {
    await client.query('ROLLBACK');
    await client.query(`SELECT pg_notify('${CHANNEL}', '')`);
  }

  private async previousResult(commandId: string): Promise<AppendResult> {
    const { rows } = await this.pool.query<{ last_stream_position: string; transaction_id: string; global_position: string }>(
      `SELECT last_stream_position, transaction_id::text AS transaction_id, global_position
       FROM event_store.commands WHERE command_id = $1`,
      [commandId],
    );
    const row = rows[0]!;
    return {
      nextExpectedVersion: BigInt(row.last_stream_position),
      position: { transactionId: BigInt(row.transaction_id), position: BigInt(row.global_position) },
      duplicate: true,
    };
  }

  async readStream(stream: string): Promise<StreamRead> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM event_store.events WHERE stream_id = $1 ORDER BY stream_position`,
      [stream],
    );
    const events = rows.map(toRecorded);
    return { version: BigInt(events.length) - 1n, events };
  }

  async readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM event_store.events
       WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
         AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY transaction_id, global_position
       LIMIT $3`,
      [String(after.transactionId), String(after.position), limit],
    );
    return rows.map(toRecorded);
  }

  async headPosition(): Promise<LogPosition> {
    const { rows } = await this.pool.query<{ transaction_id: string; global_position: string }>(
      `SELECT transaction_id::text AS transaction_id, global_position FROM event_store.events
       WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    );
    const row = rows[0];
    return row ? { transactionId: BigInt(row.transaction_id), position: BigInt(row.global_position) } : LOG_START;
  }

  waitForEvents(after: LogPosition, timeoutMs: number, signal?: AbortSignal): Promise<void> {
    return this.listener.wait(() => this.waitState(after), timeoutMs, signal);
  }

  private async waitState(after: LogPosition): Promise<WaitState> {
    const { rows } = await this.pool.query<{ readable: boolean; committed: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM event_store.events
                      WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
                        AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())) AS readable,
              EXISTS (SELECT 1 FROM event_store.events
                      WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)) AS committed`,
      [String(after.transactionId), String(after.position)],
    );
    const row = rows[0]!;
    return row.readable ? 'ready' : row.committed ? 'pending' : 'idle';
  }

  async close(): Promise<void> {
    await this.listener.close();
    await this.pool.end();
  }
}
