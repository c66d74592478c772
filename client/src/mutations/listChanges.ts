import { useEffect, useRef } from 'react';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { environment } from '../system/relayEnvironment.ts';

// A saved or deleted list entry changes more than its own record: the list sections, the home previews, the
// activities and the member's statistics are other queries' answers that the mutation's payload cannot patch.
// Two ways keep them in step without a reload:
// - the records holding lists are invalidated, so a screen loaded later (store-or-network) asks the server again;
// - screens already on show subscribe with useListChanges and refetch themselves.

/** Record types whose fields are lists of entries, or figures computed from them. */
const LIST_HOLDERS = new Set(['MediaListCollection', 'MediaListGroup']);
/** Fields of Page (and of User) that answer from the lists. */
const LIST_FIELD = /^(mediaList|activities|statistics)(\(|$)/;

/**
 * Inside a mutation's updater: marks stale every stored record that holds a list (or something counted from one),
 * so that any query reading it is fetched again the next time it is loaded.
 */
export function invalidateLists(store: RecordSourceSelectorProxy): void {
  const source = environment.getStore().getSource();
  for (const id of source.getRecordIDs()) {
    const record = source.get(id);
    if (!record) continue;
    const typename = record.__typename;
    const holds = (typeof typename === 'string' && LIST_HOLDERS.has(typename))
      || ((typename === 'Page' || typename === 'User') && Object.keys(record).some((key) => LIST_FIELD.test(key)));
    if (holds) store.get(id)?.invalidateRecord();
  }
}

export interface ListChange {
  readonly mediaId: number;
  readonly kind: 'saved' | 'deleted';
}

type Listener = (change: ListChange) => void;
const listeners = new Set<Listener>();

/** Told after a list entry was saved or deleted (the store already shows what the payload carried). */
export function announceListChange(change: ListChange): void {
  listeners.forEach((listener) => listener(change));
}

export function subscribeToListChanges(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `onChange` after each list save or delete while the component is mounted (e.g. to refetch its lists). */
export function useListChanges(onChange: Listener): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => subscribeToListChanges((change) => latest.current(change)), []);
}
