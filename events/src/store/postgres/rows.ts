import { currentVersion, isKnownEventType, upcast, type DomainEvent } from '../../catalogue/index.ts';
import type { EventMetadata, RecordedEvent } from '../port.ts';

export interface EventRow {
  global_position: string;
  /** The transaction id as text (bigint-safe). Not named transaction_id: in ORDER BY that name would mean this text. */
  txid: string;
  stream_id: string;
  stream_position: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
}

export const EVENT_COLUMNS =
  'global_position, transaction_id::text AS txid, stream_id, stream_position, type, schema_version, data, metadata';

/**
 * Data written at the current version was validated by the catalogue schema on append, so it is used as
 * stored; only older versions go through the upcasters (which validate the result). This keeps catch-up fast.
 */
export function toRecorded(row: EventRow): RecordedEvent {
  const current = isKnownEventType(row.type) && currentVersion(row.type) === row.schema_version;
  const event = current ? ({ type: row.type, data: row.data } as DomainEvent) : upcast(row.type, row.schema_version, row.data);
  return {
    stream: row.stream_id,
    streamPosition: BigInt(row.stream_position),
    logPosition: { transactionId: BigInt(row.txid), position: BigInt(row.global_position) },
    type: event.type,
    data: event.data,
    storedVersion: row.schema_version,
    metadata: row.metadata,
  };
}
