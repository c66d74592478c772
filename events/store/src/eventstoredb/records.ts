import type { Position } from '@eventstore/db-client';
import { fromStore } from '@tsuzuki/events';
import { LOG_START, type EventMetadata, type RecordedEvent } from '../port.ts';

/** The fields of an EventStoreDB recorded event this adapter uses. */
export interface EsdbEvent {
  streamId: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: unknown;
  position?: Position;
}

/** What the adapter writes as EventStoreDB metadata: the command metadata plus the schema version. */
type StoredMetadata = EventMetadata & { schemaVersion?: number };

/** EventStoreDB's own events ($stats, $metadata, projections...) are not part of the domain log. */
export const isSystemEvent = (event: { streamId: string; type: string }) => event.type.startsWith('$') || event.streamId.startsWith('$');

export function toRecorded(event: EsdbEvent): RecordedEvent {
  const { schemaVersion = 1, ...metadata } = (event.metadata ?? {}) as StoredMetadata;
  // Current-version data was validated on append; only older versions pass through the upcasters.
  const domain = fromStore(event.type, schemaVersion, event.data);
  return {
    stream: event.streamId,
    streamPosition: event.revision,
    logPosition: event.position ? { transactionId: event.position.commit, position: event.position.prepare } : LOG_START,
    ...domain,
    storedVersion: schemaVersion,
    metadata: metadata as EventMetadata,
  };
}
