import type { DomainEvent, EventData, EventType } from '@tsuzuki/events';

/**
 * A point in the global log. For PostgreSQL it is (transaction id, global position); for EventStoreDB it
 * is (commit position, prepare position). Both are compared as a pair, first field first. A consumer
 * checkpoints the whole pair: a position alone skips events that a slower transaction committed later.
 */
export interface LogPosition {
  readonly transactionId: bigint;
  readonly position: bigint;
}

export const LOG_START: LogPosition = Object.freeze({ transactionId: 0n, position: 0n });

export function comparePositions(a: LogPosition, b: LogPosition): number {
  if (a.transactionId !== b.transactionId) return a.transactionId < b.transactionId ? -1 : 1;
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  return 0;
}

/** Serialised form used in HTTP payloads and job data: "<transactionId>:<position>". */
export function formatPosition(p: LogPosition): string {
  return `${p.transactionId}:${p.position}`;
}

export function parsePosition(s: string): LogPosition {
  const m = /^(\d+):(\d+)$/.exec(s);
  if (!m) throw new Error(`Invalid log position "${s}"`);
  return { transactionId: BigInt(m[1]!), position: BigInt(m[2]!) };
}

export interface EventMetadata {
  /** Idempotency key of the command that produced the event. */
  commandId: string;
  /** User id of the actor, or null for the system and importers. */
  actorId: number | null;
  /** ISO timestamp chosen by the command handler (never by decide). */
  occurredAt: string;
  correlationId?: string;
}

/**
 * An event as read from the store: one member per event type, so that `switch (event.type)` narrows `data`.
 * `RecordedEvent<'ReviewWritten' | 'ReviewEdited'>` is the union of those two only.
 */
export type RecordedEvent<T extends EventType = EventType> = Extract<AnyRecorded, { readonly type: T }>;

// Extract rather than a mapped type over T: a conditional type is assignable to its union even while T is generic,
// so code generic in the handled types (defineProjection) can narrow a RecordedEvent to RecordedEvent<T>.
type AnyRecorded = { [K in EventType]: Recorded<K> }[EventType];

interface Recorded<T extends EventType> {
  readonly stream: string;
  /** 0-based position inside its stream. */
  readonly streamPosition: bigint;
  readonly logPosition: LogPosition;
  readonly type: T;
  /** Always the current shape: older versions are upcast on read. */
  readonly data: EventData<T>;
  /** The version the event was stored with. */
  readonly storedVersion: number;
  readonly metadata: EventMetadata;
}

/** 'no_stream': the stream must not exist; 'any': no check; a number: the stream's current version (events - 1). */
export type ExpectedVersion = 'any' | 'no_stream' | 'stream_exists' | bigint;

export interface AppendOptions {
  expectedVersion: ExpectedVersion;
  metadata: Omit<EventMetadata, 'commandId'> & { commandId: string };
}

export interface AppendResult {
  /** The stream version after the append (last stream position). */
  nextExpectedVersion: bigint;
  /** Log position of the last appended event. */
  position: LogPosition;
  /** True when this command id had already been appended; nothing new was written. */
  duplicate: boolean;
}

export class WrongExpectedVersionError extends Error {
  readonly code = 'WRONG_EXPECTED_VERSION';
  constructor(
    readonly stream: string,
    readonly expected: ExpectedVersion,
    readonly actual: bigint | null,
  ) {
    super(`Stream ${stream}: expected version ${String(expected)}, actual ${actual === null ? 'none' : String(actual)}`);
  }
}

/** One append of a batch (appendMany). */
export interface StreamAppend {
  readonly stream: string;
  readonly events: DomainEvent[];
  readonly options: AppendOptions;
}

/** What appendMany answers for one append: what append would have answered, or the conflict append would have thrown. */
export type AppendOutcome = AppendResult | WrongExpectedVersionError;

export interface StreamRead {
  /** -1n when the stream does not exist. */
  version: bigint;
  events: RecordedEvent[];
}

/** Which events a reader wants; types it does not name are skipped in the store, never decoded or upcast. */
export interface ReadFilter {
  readonly types?: readonly string[];
}

export interface LogPage {
  /** The events of the page, in log order. */
  readonly events: RecordedEvent[];
  /**
   * Checkpoint this: everything up to it in log order has been scanned. When the page is not full it lies
   * past the last event (the horizon that was scanned), so a filtered reader moves on over events it skips.
   */
  readonly position: LogPosition;
  /** The page stopped at the limit: more may be readable at once. */
  readonly more: boolean;
}

export interface EventStore {
  readonly kind: 'postgres' | 'eventstoredb';
  append(stream: string, events: DomainEvent[], options: AppendOptions): Promise<AppendResult>;
  /**
   * Appends to several distinct streams at once, each answered as `append` would answer it (in order): a result,
   * a duplicate's earlier result, or the WrongExpectedVersionError append would throw. PostgreSQL writes them in
   * one transaction when none is refused, and otherwise each on its own as append would; EventStoreDB appends
   * them one after another, so the appends before a failure stay written (not atomic). Invalid events throw
   * before anything is written; the streams must differ (an append's version check reads the stream as it was
   * before the batch).
   */
  appendMany(appends: readonly StreamAppend[]): Promise<AppendOutcome[]>;
  /**
   * All or nothing: every append written in one transaction, or (a stream moved) none, with the
   * WrongExpectedVersionError of the first stream that moved. A retry of appends written together before answers
   * their earlier results. For a change that must not be in the log without its companion (a mod action and its
   * entry in the mod-action log, ADR 19). EventStoreDB has no transaction across streams: there the appends go one
   * after another and a conflict after the first leaves the first written.
   */
  appendAll(appends: readonly StreamAppend[]): Promise<AppendResult[]>;
  /**
   * A stream's events in order: all of them, or those after `afterVersion` (a caller that folded the stream up
   * to that version before). `version` is the stream's current version either way.
   */
  readStream(stream: string, afterVersion?: bigint): Promise<StreamRead>;
  /**
   * Several streams at once, in one round trip where the store can (streams that do not exist: version -1): whole,
   * or for a stream named in `after`, only its events after that version (as readStream with `afterVersion`).
   */
  readStreams(streams: readonly string[], after?: ReadonlyMap<string, bigint>): Promise<Map<string, StreamRead>>;
  /** The answer of an earlier append of this command id, or null: one command id appends once. */
  findCommand(stream: string, commandId: string): Promise<AppendResult | null>;
  /** Events strictly after `after`, in log order, that no append still in flight can precede. */
  readAll(after: LogPosition, limit: number, filter?: ReadFilter): Promise<LogPage>;
  /** The position of the newest event a reader can see now (LOG_START when empty). */
  headPosition(): Promise<LogPosition>;
  /** True when events after `after` are committed but held back behind an append still in flight. */
  heldBack(after: LogPosition, filter?: ReadFilter): Promise<boolean>;
  /** Resolves when events after `after` are readable, after `timeoutMs` (Infinity: no limit), or on abort. */
  waitForEvents(after: LogPosition, timeoutMs: number, signal?: AbortSignal, filter?: ReadFilter): Promise<void>;
  close(): Promise<void>;
}
