import type { ModActionRecord } from '../catalogue/moderation.ts';
import type { EventStore } from '../store/port.ts';
import { MODLOG_STREAM } from '../streams.ts';
import { verifyChain, type ChainVerdict } from './chain.ts';

export interface ModLogVerdict extends ChainVerdict {
  /** The store could not read the log at all (an event changed past its schema): why. */
  unreadable?: string;
}

/** Reads the whole mod-action log from the store and recomputes its chain: the one verdict the CLI and the dashboard give. */
export async function verifyModLog(store: Pick<EventStore, 'readStream'>): Promise<ModLogVerdict> {
  let read;
  try {
    read = await store.readStream(MODLOG_STREAM);
  } catch (err) {
    return { valid: false, checked: 0, total: 0, head: null, unreadable: err instanceof Error ? err.message : String(err) };
  }
  return verifyChain(read.events.map((e) => ({ streamPosition: e.streamPosition, data: e.data as ModActionRecord })));
}
