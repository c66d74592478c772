import { readFileSync } from 'node:fs';
import pg from 'pg';
import { checkEvent, currentVersion, type DomainEvent } from '@tsuzuki/events';
import { applySchema } from '../database.ts';
import { PgNotifications } from '../notifications.ts';
import {
  LOG_START,
  WrongExpectedVersionError,
  comparePositions,
  type AppendOptions,
  type AppendOutcome,
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  type LogPage,
  type LogPosition,
  type ReadFilter,
  type StreamAppend,
  type StreamRead,
} from '../port.ts';
import { appendEach, checkAppends } from '../appendEach.ts';
import { appendBatchStatement, appendStatement, waitStateSql, type BatchedAppend } from './appendSql.ts';
import { EVENT_COLUMNS, toRecorded, type EventRow } from './rows.ts';

export const APPEND_CHANNEL = 'event_store_appended';
const SCHEMA_SQL = readFileSync(new URL('./schema.sql', import.meta.url), 'utf8');
// Any constant works; it only serialises concurrent schema creation by several services starting at once.
const SCHEMA_LOCK = 7_324_001;
// While a poll finds committed events held back behind an append in flight: that append ends in moments,
// and usually says so (notify after commit), but a killed client's rollback sends nothing.
const HELD_BACK_RECHECK_MS = 50;
const NOTIFY_COALESCE_MS = 5;
// Pages read ahead for readers in a catch-up: at most this many at once, served only this soon.
const READ_AHEAD_PAGES = 16;
const READ_AHEAD_MS = 2000;

const pageKey = (after: LogPosition, limit: number, filter?: ReadFilter) =>
  `${after.transactionId}:${after.position}:${limit}:${filter?.types ? [...filter.types].sort().join(',') : '*'}`;

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

/** What the batch statement answers per stream it wrote. */
interface BatchRow {
  stream: string;
  stream_position: string;
  global_position: string;
  txid: string;
}

/** Failures of a batch statement that a single append handles (a duplicate, a stale version) or a broken wait circle. */
const BATCH_FALLBACK_CODES = new Set(['40P01']);

/** What the append statement answers: the last event's stream position, log position and transaction. */
interface AppendRow {
  stream_position: string | null;
  global_position: string | null;
  txid: string | null;
}

function matches(expected: ExpectedVersion, actual: bigint): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return actual === -1n;
  if (expected === 'stream_exists') return actual >= 0n;
  return actual === expected;
}

function rethrow(err: unknown): never {
  throw err;
}

type WaitState = 'ready' | 'pending' | 'idle';

/** The unique index on the command id of an append's last event: the idempotency mechanism. */
const COMMAND_INDEX = 'events_command';
/** The unique (stream_id, stream_position): an append that read a stale version collides here. */
const STREAM_POSITION_INDEX = 'events_stream_id_stream_position_key';
const MAX_COLLISIONS = 100;

/** Every event of every append checked against the catalogue before anything touches the log. */
function prepareBatch(appends: readonly StreamAppend[]): BatchedAppend[] {
  checkAppends(appends);
  return appends.map(({ stream, events, options }) => ({
    stream,
    expected: typeof options.expectedVersion === 'bigint' ? String(options.expectedVersion) : EXPECTED[options.expectedVersion],
    commandId: options.metadata.commandId,
    metadata: options.metadata,
    events: events.map((e) => checkEvent(e)).map((e) => ({ type: e.type, version: currentVersion(e.type), data: e.data })),
  }));
}

export class PostgresEventStore implements EventStore {
  readonly kind = 'postgres' as const;
  readonly pool: pg.Pool;
  readonly notifications: PgNotifications;
  private closed = false;
  /** The horizon of the last full page read: see readPage. */
  private streakHorizon: bigint | null = null;
  /** Pages read ahead, by where they start: see readAll. */
  private readonly ahead = new Map<string, { page: Promise<LogPage>; at: number }>();

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
   * One statement (appendSql.ts): locks, version check and insert run on the server; the command id's unique
   * index is the idempotency claim. A duplicate's earlier answer is read only when the append was refused.
   */
  async append(stream: string, events: DomainEvent[], options: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    // Validate every event against the catalogue before anything touches the log.
    const checked = events.map((e) => checkEvent(e));
    const expected = typeof options.expectedVersion === 'bigint' ? String(options.expectedVersion) : EXPECTED[options.expectedVersion];
    const { commandId } = options.metadata;
    const statement = appendStatement(
      stream,
      expected,
      commandId,
      options.metadata,
      checked.map((e) => ({ type: e.type, version: currentVersion(e.type), data: e.data })),
    );
    // A numeric expectation that collides on (stream, position) is a conflict: the stream is past it. Without
    // one ('any', 'stream_exists') a collision only means the version was read before another append committed.
    const retryCollisions = typeof options.expectedVersion !== 'bigint' && options.expectedVersion !== 'no_stream';
    try {
      for (let attempt = 1; ; attempt++) {
        let row: AppendRow | undefined;
        try {
          row = await this.runAppend(stream, statement);
        } catch (err) {
          const constraint = (err as { constraint?: string }).constraint;
          // The command id is taken: this command was appended before, on this stream or another.
          if (constraint === COMMAND_INDEX) return (await this.findCommand(stream, commandId)) ?? rethrow(err);
          if (constraint !== STREAM_POSITION_INDEX) throw err;
          // Each collision means another append got in first, so this ends; the bound only guards against a bug.
          if (retryCollisions && attempt < MAX_COLLISIONS) continue;
        }
        if (row?.global_position) {
          return {
            nextExpectedVersion: BigInt(row.stream_position!),
            position: { transactionId: BigInt(row.txid!), position: BigInt(row.global_position) },
            duplicate: false,
          };
        }
        // A retry of a command that did append meets the stream it moved on: that is its earlier answer.
        const earlier = await this.findCommand(stream, commandId);
        if (earlier) return earlier;
        // Refused against a version read before a wait: if the version read now matches, that read was stale.
        const actual = await this.streamVersion(stream);
        if (matches(options.expectedVersion, actual) && attempt < MAX_COLLISIONS) continue;
        throw new WrongExpectedVersionError(stream, options.expectedVersion, actual < 0n ? null : actual);
      }
    } finally {
      // Readers held back by this append (it held the horizon) can look again, whatever the outcome. Coalesced
      // over a few milliseconds: a hint per append would cost more than the appends under load.
      this.notifications.notify(APPEND_CHANNEL, '', NOTIFY_COALESCE_MS);
    }
  }

  /**
   * One transaction, one statement (appendSql.ts APPEND_BATCH_SQL) for the common case where every append goes
   * through. If any is refused (a version that moved, a command id already in the log, a version read stale while
   * waiting for a lock), the transaction is rolled back and each append runs on its own: `append` then answers it
   * exactly as it would have alone (its earlier result, a retry, or the conflict).
   */
  async appendMany(appends: readonly StreamAppend[]): Promise<AppendOutcome[]> {
    const batch = prepareBatch(appends);
    if (batch.length === 0) return [];
    if (batch.length > 1) {
      const results = await this.tryBatch(appends, batch);
      if (results) return results;
    }
    return appendEach(this, appends);
  }

  /**
   * The batch statement, and when it is refused, why: every command id already in the log (a retry: the earlier
   * results), a stream that moved (its conflict), or a version read stale while waiting for a lock (again).
   */
  async appendAll(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    const batch = prepareBatch(appends);
    if (batch.length === 0) return [];
    if (batch.length === 1) return [await this.append(appends[0]!.stream, appends[0]!.events, appends[0]!.options)];
    for (let attempt = 1; ; attempt++) {
      const results = await this.tryBatch(appends, batch);
      if (results) return results;
      const earlier = await Promise.all(appends.map((a) => this.findCommand(a.stream, a.options.metadata.commandId)));
      if (earlier.every((e) => e !== null)) return earlier as AppendResult[];
      const versions = await Promise.all(appends.map((a) => this.streamVersion(a.stream)));
      // A command id in the log beside one that is not cannot come from appendAll: it is refused like a conflict.
      const moved = appends.findIndex(
        (a, i) => !earlier[i] && (earlier.some(Boolean) || !matches(a.options.expectedVersion, versions[i]!)),
      );
      if (moved < 0 && attempt < MAX_COLLISIONS) continue;
      const at = Math.max(moved, 0);
      throw new WrongExpectedVersionError(
        appends[at]!.stream,
        appends[at]!.options.expectedVersion,
        versions[at]! < 0n ? null : versions[at]!,
      );
    }
  }

  /** One transaction for the whole batch: its results, or null when any append was refused (nothing written). */
  private async tryBatch(appends: readonly StreamAppend[], batch: BatchedAppend[]): Promise<AppendResult[] | null> {
    let rows: BatchRow[] | null = null;
    try {
      rows = await this.runBatch(appends[0]!.stream, appendBatchStatement(batch), batch.length);
    } catch (err) {
      const { constraint, code } = err as { constraint?: string; code?: string };
      if (constraint !== COMMAND_INDEX && constraint !== STREAM_POSITION_INDEX && !BATCH_FALLBACK_CODES.has(code ?? '')) throw err;
    } finally {
      this.notifications.notify(APPEND_CHANNEL, '', NOTIFY_COALESCE_MS);
    }
    if (!rows) return null;
    const byStream = new Map(rows.map((r) => [r.stream, r]));
    return appends.map(({ stream }) => {
      const row = byStream.get(stream)!;
      return {
        nextExpectedVersion: BigInt(row.stream_position),
        position: { transactionId: BigInt(row.txid), position: BigInt(row.global_position) },
        duplicate: false,
      };
    });
  }

  /** The batch statement in a transaction of its own: committed when every append wrote, else rolled back (null). */
  private async runBatch(
    first: string,
    statement: { name: string; text: string; values: unknown[] },
    count: number,
  ): Promise<BatchRow[] | null> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<BatchRow>(statement);
      if (rows.length !== count) {
        await client.query('ROLLBACK');
        return null;
      }
      await this.options.beforeCommit?.(first);
      await client.query('COMMIT');
      return rows;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  private async streamVersion(stream: string): Promise<bigint> {
    const { rows } = await this.pool.query<{ v: string }>(
      'SELECT coalesce(max(stream_position), -1) AS v FROM event_store.events WHERE stream_id = $1',
      [stream],
    );
    return BigInt(rows[0]!.v);
  }

  private async runAppend(stream: string, statement: { name: string; text: string; values: unknown[] }): Promise<AppendRow | undefined> {
    const hold = this.options.beforeCommit;
    if (!hold) return (await this.pool.query<AppendRow>(statement)).rows[0];
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const row = (await client.query<AppendRow>(statement)).rows[0];
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
    const { rows } = await this.pool.query<{ stream_position: string; txid: string; global_position: string }>({
      name: 'event_store_find_command',
      text: `SELECT stream_position, transaction_id::text AS txid, global_position FROM event_store.events WHERE command_id = $1`,
      values: [commandId],
    });
    const row = rows[0];
    if (!row) return null;
    return {
      nextExpectedVersion: BigInt(row.stream_position),
      position: { transactionId: BigInt(row.txid), position: BigInt(row.global_position) },
      duplicate: true,
    };
  }

  async readStream(stream: string, afterVersion = -1n): Promise<StreamRead> {
    const { rows } = await this.pool.query<EventRow>({
      text: `SELECT ${EVENT_COLUMNS} FROM event_store.events WHERE stream_id = $1 AND stream_position > $2 ORDER BY stream_position`,
      values: [stream, afterVersion.toString()],
      rowMode: 'array',
    });
    const events = rows.map(toRecorded);
    return { version: afterVersion + BigInt(events.length), events };
  }

  async readStreams(streams: readonly string[], after?: ReadonlyMap<string, bigint>): Promise<Map<string, StreamRead>> {
    const names = [...new Set(streams)];
    const from = (s: string) => after?.get(s) ?? -1n;
    const reads = new Map<string, StreamRead>(names.map((s) => [s, { version: from(s), events: [] }]));
    if (names.length === 0) return reads;
    // One index range scan per stream: the lateral subquery (kept apart by its ORDER BY) leaves the planner no
    // hash join, which a plain join to the list takes for a few hundred streams, reading the whole table.
    const { rows } = await this.pool.query<EventRow>({
      name: 'event_store_read_streams',
      text: `SELECT ${EVENT_COLUMNS} FROM unnest($1::text[], $2::bigint[]) AS s(stream, after)
             CROSS JOIN LATERAL (
               SELECT * FROM event_store.events e WHERE e.stream_id = s.stream AND e.stream_position > s.after ORDER BY e.stream_position
             ) AS e
             ORDER BY stream_id, stream_position`,
      values: [names, names.map((s) => String(from(s)))],
      rowMode: 'array',
    });
    for (const event of rows.map(toRecorded)) {
      const read = reads.get(event.stream)!;
      read.events.push(event);
      read.version = event.streamPosition;
    }
    return reads;
  }

  /** The horizon first, then (a later statement, so a later snapshot) the events below it. */
  private async horizon(): Promise<bigint> {
    const { rows } = await this.pool.query<{ h: string }>({
      name: 'event_store_horizon',
      text: 'SELECT event_store.read_horizon()::text AS h',
    });
    return BigInt(rows[0]!.h);
  }

  /**
   * After a full page the next one is read at once on another connection, while the caller parses and applies
   * this one: PostgreSQL and Node work at the same time, which is what a catch-up needs (each took about half
   * of a page's time, one after the other). The page read ahead is served if the caller asks for exactly
   * where it starts, with the same limit and filter, soon enough; otherwise it is dropped.
   */
  async readAll(after: LogPosition, limit: number, filter?: ReadFilter): Promise<LogPage> {
    const key = pageKey(after, limit, filter);
    const early = this.ahead.get(key);
    this.ahead.delete(key);
    const page =
      (early && Date.now() - early.at < READ_AHEAD_MS ? await early.page.catch(() => null) : null) ??
      (await this.readPage(after, limit, filter));
    if (page.more && this.ahead.size < READ_AHEAD_PAGES && !this.closed) {
      const next = this.readPage(page.position, limit, filter);
      next.catch(() => undefined); // seen by the reader that takes it, or dropped
      this.ahead.set(pageKey(page.position, limit, filter), { page: next, at: Date.now() });
    }
    return page;
  }

  /**
   * A horizon stays safe once computed (an append that was not in flight below it never will be), so a reader
   * that got a full page reads its next page below the same horizon: a catch-up pays one query per page. A
   * short page, or none to reuse, asks for a fresh horizon first.
   */
  private async readPage(after: LogPosition, limit: number, filter?: ReadFilter): Promise<LogPage> {
    const reused = this.streakHorizon;
    if (reused !== null && reused > after.transactionId) {
      const page = await this.readBelow(after, limit, reused, filter);
      if (page.more) return page;
    }
    const horizon = await this.horizon();
    const page = await this.readBelow(after, limit, horizon, filter);
    this.streakHorizon = page.more ? horizon : null;
    return page;
  }

  private async readBelow(after: LogPosition, limit: number, horizon: bigint, filter?: ReadFilter): Promise<LogPage> {
    const typed = filter?.types !== undefined;
    const { rows } = await this.pool.query<EventRow>({
      name: typed ? 'event_store_read_typed' : 'event_store_read',
      text: `SELECT ${EVENT_COLUMNS} FROM event_store.events
             WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint) AND transaction_id < $3::text::xid8
               ${typed ? 'AND type = ANY ($5::text[])' : ''}
             ORDER BY events.transaction_id, events.global_position
             LIMIT $4`,
      values: [String(after.transactionId), String(after.position), String(horizon), limit, ...(typed ? [filter!.types] : [])],
      rowMode: 'array',
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
    const { rows } = await this.pool.query<{ readable: boolean; committed: boolean }>(waitStateSql(typed), [
      String(after.transactionId),
      String(after.position),
      String(horizon),
      ...(typed ? [filter!.types] : []),
    ]);
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

function maxPosition(a: LogPosition, b: LogPosition): LogPosition {
  return comparePositions(a, b) >= 0 ? a : b;
}
