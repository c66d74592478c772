import type { RecordedEvent } from '@tsuzuki/event-store';
import { LRUCache } from 'lru-cache';

export interface CachedState {
  /** The stream version the state was folded to. */
  version: bigint;
  state: unknown;
  /** The stream's event at that version (its log position answers a command that changes nothing). */
  last: RecordedEvent;
}

/**
 * Folded states of the streams this process decided on lately. A member's list grows to thousands of events;
 * folding them for every save was most of a save's time. A cached state is only ever a fold of committed events
 * (the handler reads what was appended after its version before deciding), so it cannot be stale; states are
 * never changed in place (folds return new states), so concurrent commands can share one.
 */
export class StateCache {
  private readonly cache: LRUCache<string, CachedState>;

  constructor(maxStreams = 2000) {
    this.cache = new LRUCache({ max: maxStreams });
  }

  get(stream: string): CachedState | undefined {
    return this.cache.get(stream);
  }

  set(stream: string, entry: CachedState): void {
    // A slower concurrent command may come back with an older fold: keep the newer one.
    const current = this.cache.get(stream);
    if (!current || current.version <= entry.version) this.cache.set(stream, entry);
  }
}
