import { readFileSync } from 'node:fs';
import pg from 'pg';
import { currentVersion, newEvent, type DomainEvent } from '../../catalogue/index.ts';
import { applySchema } from '../../database.ts';
import { PgNotifications } from '../../notifications.ts';
import {
  LOG_START, WrongExpectedVersionError, comparePositions,
  type AppendOptions, type AppendResult, type EventStore, type ExpectedVersion, type LogPage, type LogPosition,
  type ReadFilter, type StreamRead,
} from '../port.ts';
import { EVENT_COLUMNS, toRecorded, type EventRow } from './rows.ts';

export const APPEND_CHANNEL = 'event_store_appended';
const SCHEMA_SQL = readFileSync(new URL('./schema.sql', import.meta.url), 'utf8');
// Any constant works; it only serialises concurrent schema creation by several services starting at once.
const SCHEMA_LOCK = 7_324_001;
// While a poll finds committed events held back behind an append in flight: that append ends in moments,
// and usually says so (notify after commit), but a killed client's rollback sends nothing.
const HELD_BACK_RECHECK_MS = 50;

export interface PostgresEventStoreOptions {
  connectionString: string;
  /** Pool size; appends and reads each take one connection for a short time. */
  maxConnections?: number;
  /**
   * Test hook: the append runs in an explicit transaction and this is awaited before its COMMIT, so a test
   * can hold appends open and prove that readers never skip an event committed late.
   */
  beforeCommit?: (stream: string) => Promise<void>;
}

const EXPECTED: Record<Exclude<ExpectedVersion, bigint>, string | null> = { any: null, no_stream: '-1', stream_exists: '-2' };

interface AppendRow {
  o_outcome: 'appended' | 'duplicate' | 'conflict';
  o_version: string;
  o_transaction_id: string | null;
  o_position: string | null;
}

type WaitState = 'ready' | 'pending' | 'idle';

const UNIQUE_VIOLATION = '23505';

export class PostgresEventStore implements EventStore {
  readonly kind = 'postgres' as const;
  readonly pool: pg.Pool;
  readonly notifications: PgNotifications;
  private closed = false;

  private constructor(private readonly options: PostgresEventStoreOptions) {
    this.pool = new pg.Pool({ connectionString: options.connectionString, max: options.maxConnections ?? 10 });
    this.pool.on('error', () => undefined); // idle client errors surface on the next query instead
    this.notifications = new PgNotifications(options.connectionString);
  }

  static async connect(options: PostgresEventStoreOptions): Promise<PostgresEventStore> {
    const store = new PostgresEventStore(options);
    await applySchema(store.pool, SCHEMA_LOCK, SCHEMA_SQL);
    return store;
  }

  /**
   * One statement (event_store.append): locks, idempotency claim, version check and insert run on the server,
   * and a duplicate's earlier answer comes back on the same connection.
   */
  async append(stream: string, events: DomainEvent[], options: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    // Validate every event against the catalogue before anything touches the log.
    const checked = events.map((e) => newEvent(e.type, e.data as never));
    const expected = typeof options.expectedVersion === 'bigint' ? String(options.expectedVersion) : EXPECTED[options.expectedVersion];
    const params = [
      stream, expected, options.metadata.commandId,
      checked.map((e) => e.type), checked.map((e) => currentVersion(e.type)), checked.map((e) => JSON.stringify(e.data)),
      JSON.stringify(options.metadata),
    ];
    let row: AppendRow;
    try {
      row = await this.runAppend(stream, params);
    } catch (err) {
      // The same command id was appended to another stream at the same moment: its answer is ours.
      if ((err as { code?: string }).code !== UNIQUE_VIOLATION) throw err;
      row = await this.runAppend(stream, params);
    } finally {
      // Readers held back by this append (it held the horizon) can look again, whatever the outcome.
      this.notifications.notify(APPEND_CHANNEL);
    }
    if (row.o_outcome === 'conflict') {
      const actual = BigInt(row.o_version);
      throw new WrongExpectedVersionError(stream, options.expectedVersion, actual < 0n ? null : actual);
    }
    return {
      nextExpectedVersion: BigInt(row.o_version),
      position: { transactionId: BigInt(row.o_transaction_id!), position: BigInt(row.o_position!) },
      duplicate: row.o_outcome === 'duplicate',
    };
  }

  private async runAppend(stream: string, values: unknown[]): Promise<AppendRow> {
    const query = { name: 'event_store_append', text: APPEND_SQL, values };
    const hold = this.options.beforeCommit;
    if (!hold) return (await this.pool.query<AppendRow>(query)).rows[0]!;
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const row = (await client.query<AppendRow>(query)).rows[0]!;
      await hold(stream);
      await client.query('COMMIT');
      return row;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  async findCommand(_stream: string, commandId: string): Promise<AppendResult | null> {
    const { rows } = await this.pool.query<{ last_stream_position: string; txid: string; global_position: string }>({
      name: 'event_store_find_command',
      text: `SELECT last_stream_position, transaction_id::text AS txid, global_position
             FROM event_store.commands WHERE command_id = $1`,
      values: [commandId],
    });
    const row = rows[0];
    if (!row) return null;
    return {
      nextExpectedVersion: BigInt(row.last_stream_position),
      position: { transactionId: BigInt(row.txid), position: BigInt(row.global_position) },
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

  /** The horizon first, then (a later statement, so a later snapshot) the events below it. */
  private async horizon(): Promise<bigint> {
    const { rows } = await this.pool.query<{ h: string }>({ name: 'event_store_horizon', text: 'SELECT event_store.read_horizon()::text AS h' });
    return BigInt(rows[0]!.h);
  }

  async readAll(after: LogPosition, limit: number, filter?: ReadFilter): Promise<LogPage> {
    const horizon = await this.horizon();
    const typed = filter?.types !== undefined;
    const { rows } = await this.pool.query<EventRow>({
      name: typed ? 'event_store_read_typed' : 'event_store_read',
      text: `SELECT ${EVENT_COLUMNS} FROM event_store.events
             WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint) AND transaction_id < $3::text::xid8
               ${typed ? 'AND type = ANY ($5::text[])' : ''}
             ORDER BY events.transaction_id, events.global_position
             LIMIT $4`,
      values: [String(after.transactionId), String(after.position), String(horizon), limit, ...(typed ? [filter!.types] : [])],
    });
    const events = rows.map(toRecorded);
    const more = events.length >= limit;
    let position = events.length ? events[events.length - 1]!.logPosition : after;
    // Not full: every event below the horizon was scanned, including the ones the filter skipped.
    if (!more) position = maxPosition(position, { transactionId: horizon, position: 0n });
    return { events, position, more };
  }

  async headPosition(): Promise<LogPosition> {
    const horizon = await this.horizon();
    const { rows } = await this.pool.query<{ txid: string; global_position: string }>(
      `SELECT transaction_id::text AS txid, global_position FROM event_store.events
       WHERE transaction_id < $1::text::xid8
       ORDER BY events.transaction_id DESC, events.global_position DESC LIMIT 1`,
      [String(horizon)],
    );
    const row = rows[0];
    return row ? { transactionId: BigInt(row.txid), position: BigInt(row.global_position) } : LOG_START;
  }

  private async waitState(after: LogPosition, filter?: ReadFilter): Promise<WaitState> {
    const horizon = await this.horizon();
    const typed = filter?.types !== undefined;
    const types = typed ? 'AND type = ANY ($4::text[])' : '';
    const { rows } = await this.pool.query<{ readable: boolean; committed: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM event_store.events
                      WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint) AND transaction_id < $3::text::xid8 ${types}) AS readable,
              EXISTS (SELECT 1 FROM event_store.events
                      WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint) ${types}) AS committed`,
      [String(after.transactionId), String(after.position), String(horizon), ...(typed ? [filter!.types] : [])],
    );
    const row = rows[0]!;
    return row.readable ? 'ready' : row.committed ? 'pending' : 'idle';
  }

  async heldBack(after: LogPosition, filter?: ReadFilter): Promise<boolean> {
    return (await this.waitState(after, filter)) === 'pending';
  }

  /**
   * Armed before the first check, so an append that commits while we look still wakes us. While events
   * wait behind an append in flight, the check runs again every HELD_BACK_RECHECK_MS as well.
   */
  async waitForEvents(after: LogPosition, timeoutMs: number, signal?: AbortSignal, filter?: ReadFilter): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const alarm = await this.notifications.arm(APPEND_CHANNEL);
    try {
      while (!signal?.aborted) {
        let state: WaitState;
        try {
          state = await this.waitState(after, filter);
        } catch (err) {
          if (this.closed) return; // closing the store ends every wait
          throw err;
        }
        const remaining = deadline - Date.now();
        if (state === 'ready' || remaining <= 0 || this.closed) return;
        await alarm.sleep(state === 'pending' ? Math.min(HELD_BACK_RECHECK_MS, remaining) : remaining, signal);
      }
    } finally {
      alarm.disarm();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.notifications.close();
    await this.pool.end();
  }
}

const APPEND_SQL = `SELECT o_outcome, o_version, o_transaction_id::text AS o_transaction_id, o_position
  FROM event_store.append($1, $2::bigint, $3, $4::text[], $5::int[], $6::jsonb[], $7::jsonb)`;

function maxPosition(a: LogPosition, b: LogPosition): LogPosition {
  return comparePositions(a, b) >= 0 ? a : b;
}
