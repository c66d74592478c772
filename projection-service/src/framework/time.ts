import type { FuzzyDate } from '@tsuzuki/events';
import type { RecordedEvent } from '@tsuzuki/event-store';

/** created_at/updated_at columns hold unix seconds of the event's metadata.occurredAt. */
export function occurredAt(event: RecordedEvent): number {
  const ms = Date.parse(event.metadata.occurredAt);
  if (Number.isNaN(ms)) throw new Error(`Event ${event.stream}@${event.streamPosition} has no valid occurredAt`);
  return Math.floor(ms / 1000);
}

/** AniList's FuzzyDateInt: yyyymmdd with unknown parts 0; null when nothing is known. */
export function fuzzyDateInt(date: FuzzyDate): number | null {
  if (date.year === null && date.month === null && date.day === null) return null;
  return (date.year ?? 0) * 10000 + (date.month ?? 0) * 100 + (date.day ?? 0);
}
