import type { EventData, MediaFields } from '@tsuzuki/events';
import type { RecordedEvent } from '@tsuzuki/event-store';
import { occurredAt } from '../framework/time.ts';

type Added = EventData<'MediaAdded'>;

/**
 * A batch of media events folded per media, so that each table needs one statement per batch whatever
 * the batch holds. The fold keeps the meaning of applying the events one by one:
 * - MediaAdded: the first one per media counts (a media is added once; the insert ignores repeats);
 * - MediaUpdated: the changes of all updates merged in log order (a later value of a field wins, and
 *   edge lists are whole values, so the last list present wins);
 * - MediaStatisticsImported: only its time (the statistics themselves are folded by media/statistics.ts);
 * - touchedAt: occurredAt of the last event of that media in the batch, the row's updated_at;
 * - MediaDeleted, MediaMerged: the media leaves the catalogue (`removed`); nothing of it is written after, so the
 *   read models delete its rows at the end of the batch (ADR 22).
 * A MediaUpdated never precedes its media's MediaAdded in the log: the command-service appends it with
 * the expected version of an existing stream.
 */
export interface MediaBatch {
  added: Map<number, { data: Added; at: number }>;
  updates: Map<number, Partial<MediaFields>>;
  touchedAt: Map<number, number>;
  removed: Set<number>;
}

export function foldMediaEvents(events: readonly RecordedEvent[]): MediaBatch {
  const batch: MediaBatch = { added: new Map(), updates: new Map(), touchedAt: new Map(), removed: new Set() };
  for (const e of events) {
    const at = occurredAt(e);
    switch (e.type) {
      case 'MediaAdded': {
        const data = e.data;
        if (!batch.added.has(data.mediaId)) batch.added.set(data.mediaId, { data, at });
        batch.touchedAt.set(data.mediaId, at);
        break;
      }
      case 'MediaUpdated': {
        const { mediaId, changes } = e.data;
        batch.updates.set(mediaId, { ...batch.updates.get(mediaId), ...changes });
        batch.touchedAt.set(mediaId, at);
        break;
      }
      case 'MediaDeleted':
      case 'MediaMerged': {
        batch.removed.add(e.data.mediaId);
        break;
      }
      case 'MediaStatisticsImported': {
        batch.touchedAt.set(e.data.mediaId, at);
        break;
      }
      default:
        break;
    }
  }
  return batch;
}

export const has = <K extends keyof MediaFields>(changes: Partial<MediaFields>, field: K): boolean => Object.hasOwn(changes, field);
