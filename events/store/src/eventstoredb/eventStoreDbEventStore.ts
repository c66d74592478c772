import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AppendExpectedRevision,
  type JSONType,
  type Position,
  type ReadPosition,
} from '@eventstore/db-client';
import { checkEvent, currentVersion, type DomainEvent } from '@tsuzuki/events';
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
  type RecordedEvent,
  type StreamAppend,
  type StreamRead,
} from '../port.ts';
import { appendEach, checkAppends } from '../appendEach.ts';
import { eventIdFor } from './eventIds.ts';
import { isSystemEvent, toRecorded, type EsdbEvent } from './records.ts';

export interface EventStoreDbOptions {
  /** e.g. esdb://localhost:2113?tls=false */
  connectionString: string;
}

/** How far back a stream is searched for an earlier append of the same command id. */
const DEDUP_WINDOW = 200n;
const PAGE = 200;

const toLog = (p: Position): LogPosition => ({ transactionId: p.commit, position: p.prepare });
const toEsdb = (p: LogPosition): ReadPosition =>
  comparePositions(p, LOG_START) === 0 ? START : { commit: p.transactionId, prepare: p.position };

function toRevision(expected: ExpectedVersion): AppendExpectedRevision {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (expected === 'any') return ANY;
  return expected;
}

/**
 * EventStoreDB adapter. The log position is the (commit, prepare) pair of $all, which EventStoreDB already
 * orders by commit, so a reader that checkpoints the pair never skips a late commit. Idempotency rests on
 * event ids derived from the command id: EventStoreDB acknowledges ids it already holds without writing them.
 */
export class EventStoreDbEventStore implements EventStore {
  readonly kind = 'eventstoredb' as const;

  private constructor(readonly client: EventStoreDBClient) {}

  static async connect(options: EventStoreDbOptions): Promise<EventStoreDbEventStore> {
    const store = new EventStoreDbEventStore(EventStoreDBClient.connectionString(options.connectionString));
    try {
      await store.headPosition(); // fail at start-up, not on the first command
    } catch (err) {
      await store.close();
      throw err;
    }
    return store;
  }

  async append(stream: string, events: DomainEvent[], options: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    // Validate every event against the catalogue before anything touches the log.
    const checked = events.map((e) => checkEvent(e));
    const { metadata } = options;
    const earlier = await this.findCommand(stream, metadata.commandId);
    if (earlier) return earlier;
    const proposed = checked.map((e, i) =>
      jsonEvent({
        id: eventIdFor(metadata.commandId, i),
        type: e.type,
        data: e.data as JSONType,
        metadata: { ...metadata, schemaVersion: currentVersion(e.type) },
      }),
    );
    let written;
    try {
      written = await this.client.appendToStream(stream, proposed, { expectedRevision: toRevision(options.expectedVersion) });
    } catch (err) {
      if (!(err instanceof EsdbWrongExpectedVersionError)) throw err;
      // A concurrent append of the same command may have won the race: that is a duplicate, not a conflict.
      const winner = await this.findCommand(stream, metadata.commandId);
      if (winner) return winner;
      const actual = err.actualVersion === NO_STREAM ? null : (err.actualVersion as bigint);
      throw new WrongExpectedVersionError(stream, options.expectedVersion, actual);
    }
    // The server answers an append of ids it already holds with success but no position.
    if (!written.position) {
      const original = await this.findCommand(stream, metadata.commandId);
      if (original) return original;
    }
    return {
      nextExpectedVersion: written.nextExpectedRevision,
      position: await this.positionOf(stream, written.nextExpectedRevision, checked.length, written.position),
      duplicate: false,
    };
  }

  /**
   * One append after another: EventStoreDB has no transaction across streams, so a failure leaves the appends
   * before it written (not atomic; the demo importer, its one user, runs a batch again by its command ids).
   */
  async appendMany(appends: readonly StreamAppend[]): Promise<AppendOutcome[]> {
    checkAppends(appends);
    return appendEach(this, appends);
  }

  /** Not atomic here (no transaction across streams): one append after another, the first conflict thrown. */
  async appendAll(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    checkAppends(appends);
    const results: AppendResult[] = [];
    for (const { stream, events, options } of appends) results.push(await this.append(stream, events, options));
    return results;
  }

  /** The position of the last event of an append (the server may report another event of the batch). */
  private async positionOf(stream: string, revision: bigint, count: number, reported?: Position): Promise<LogPosition> {
    if (reported && count === 1) return toLog(reported);
    for await (const resolved of this.client.readStream(stream, { fromRevision: revision, maxCount: 1 })) {
      if (resolved.event?.position) return toLog(resolved.event.position);
    }
    if (reported) return toLog(reported);
    throw new Error(`Stream ${stream}: no position for revision ${revision}`);
  }

  /** The result of an earlier append of `commandId` to this stream, searched in the newest DEDUP_WINDOW events. */
  async findCommand(stream: string, commandId: string): Promise<AppendResult | null> {
    try {
      for await (const resolved of this.client.readStream(stream, { direction: BACKWARDS, fromRevision: END, maxCount: DEDUP_WINDOW })) {
        const event = resolved.event;
        if (!event || (event.metadata as { commandId?: string } | undefined)?.commandId !== commandId) continue;
        if (!event.position) throw new Error(`Stream ${stream}: event ${event.revision} has no position`);
        return { nextExpectedVersion: event.revision, position: toLog(event.position), duplicate: true };
      }
    } catch (err) {
      if (err instanceof StreamNotFoundError) return null;
      throw err;
    }
    return null;
  }

  async readStream(stream: string, afterVersion = -1n): Promise<StreamRead> {
    const events: RecordedEvent[] = [];
    let version = afterVersion;
    try {
      const fromRevision = afterVersion < 0n ? START : afterVersion + 1n;
      for await (const resolved of this.client.readStream(stream, { direction: FORWARDS, fromRevision })) {
        if (!resolved.event) continue;
        version = resolved.event.revision;
        events.push(toRecorded(resolved.event as EsdbEvent));
      }
    } catch (err) {
      if (err instanceof StreamNotFoundError) return { version: -1n, events: [] };
      throw err;
    }
    return { version, events };
  }

  async readStreams(streams: readonly string[], after?: ReadonlyMap<string, bigint>): Promise<Map<string, StreamRead>> {
    const names = [...new Set(streams)];
    const reads = await Promise.all(names.map((s) => this.readStream(s, after?.get(s))));
    return new Map(names.map((s, i) => [s, reads[i]!]));
  }

  async readAll(after: LogPosition, limit: number, filter?: ReadFilter): Promise<LogPage> {
    const events: RecordedEvent[] = [];
    const wanted = filter?.types ? new Set(filter.types) : null;
    let cursor = after;
    // System events ($-prefixed) and filtered types are skipped without being decoded, so a page may yield
    // fewer events than asked: read on. The cursor moves over skipped events, so a filtered reader's
    // checkpoint moves on too.
    for (;;) {
      let seen = 0;
      for await (const resolved of this.client.readAll({ fromPosition: toEsdb(cursor), maxCount: PAGE, direction: FORWARDS })) {
        seen++;
        const event = resolved.event;
        if (!event) continue;
        const position = toLog(event.position);
        // fromPosition is inclusive: the event at the cursor was read already.
        if (comparePositions(position, cursor) <= 0) continue;
        cursor = position;
        if (isSystemEvent(event) || (wanted && !wanted.has(event.type))) continue;
        events.push(toRecorded(event));
        if (events.length === limit) return { events, position: cursor, more: true };
      }
      if (seen < PAGE) return { events, position: cursor, more: false };
    }
  }

  /** EventStoreDB orders $all by commit: nothing committed waits behind anything. */
  async heldBack(): Promise<boolean> {
    return false;
  }

  async headPosition(): Promise<LogPosition> {
    let from: ReadPosition = END;
    for (;;) {
      let seen = 0;
      let last: Position | undefined;
      for await (const resolved of this.client.readAll({ fromPosition: from, maxCount: PAGE, direction: BACKWARDS })) {
        seen++;
        const event = resolved.event;
        if (!event) continue;
        if (!isSystemEvent(event)) return toLog(event.position);
        last = event.position;
      }
      if (seen < PAGE || !last) return LOG_START;
      from = last;
    }
  }

  waitForEvents(after: LogPosition, timeoutMs: number, signal?: AbortSignal, filter?: ReadFilter): Promise<void> {
    if (signal?.aborted) return Promise.resolve();
    const wanted = filter?.types ? new Set(filter.types) : null;
    return new Promise<void>((resolve) => {
      // A catch-up subscription from `after` delivers at once what is already there, then what comes next.
      const subscription = this.client.subscribeToAll({ fromPosition: toEsdb(after), filter: excludeSystemEvents() });
      let settled = false;
      const finish = () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', finish);
        subscription.unsubscribe().catch(() => undefined);
        resolve();
      };
      const timer = Number.isFinite(timeoutMs) ? setTimeout(finish, timeoutMs) : undefined;
      signal?.addEventListener('abort', finish, { once: true });
      subscription.on('data', (resolved) => {
        const event = resolved.event;
        if (!event?.position || (wanted && !wanted.has(event.type))) return;
        if (comparePositions(toLog(event.position), after) > 0) finish();
      });
      // A broken subscription costs latency only: the caller reads the log again either way.
      subscription.on('error', finish);
    });
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}
