import { dataOf, MODLOG_STREAM, verifyChain, type ChainVerdict } from '@tsuzuki/events';
import type { EventStore } from './port.ts';

export interface ModLogVerdict extends ChainVerdict {
  /** The store could not read the log at all (an event changed past its schema, or one that is no mod action): why. */
  unreadable?: string;
}

/** Reads the whole mod-action log from the store and recomputes its chain: the one verdict the CLI and the dashboard give. */
export async function verifyModLog(store: Pick<EventStore, 'readStream'>): Promise<ModLogVerdict> {
  let chain;
  try {
    const read = await store.readStream(MODLOG_STREAM);
    chain = read.events.map((e) => ({ streamPosition: e.streamPosition, data: dataOf('ModActionRecorded')(e) }));
  } catch (err) {
    return { valid: false, checked: 0, total: 0, head: null, unreadable: err instanceof Error ? err.message : String(err) };
  }
  return verifyChain(chain);
}
