import { useSyncExternalStore } from 'react';
import { loadQuery, type PreloadedQuery } from 'react-relay';
import { environment } from '../../system/relayEnvironment.ts';
import type { ListEditorQuery } from './__generated__/ListEditorQuery.graphql';
import listEditorQueryParameters from './__generated__/ListEditorQuery$parameters';

// Which media the list editor overlay is open for (core §2): anything can open it (media header, media cards,
// activity cards, list rows); the Layout mounts it only for a logged-in viewer while it is open.
export interface ListEditorTarget {
  readonly mediaId: number;
  /** Bumped on every open, so that opening the same media again starts from a fresh load. */
  readonly openCount: number;
  /**
   * The editor's data, asked for in the click that opened it: the request goes out at once, by the query's persisted
   * id (@preloadable), while the editor's code chunk loads; the chunk brings the query itself and reads the answer.
   */
  readonly queryRef: PreloadedQuery<ListEditorQuery>;
}

type Listener = () => void;
let target: ListEditorTarget | null = null;
let opened = 0;
const listeners = new Set<Listener>();

function emit(next: ListEditorTarget | null): void {
  const previous = target;
  target = next;
  listeners.forEach((listener) => listener());
  // Released once the editor that read it is gone from the screen.
  previous?.queryRef.dispose();
}

/** Opens the list editor for a media (its entry, or a new one, is loaded with it). */
export function openListEditor(mediaId: number): void {
  opened += 1;
  // Always from the server: the form must start from the entry's latest revision.
  const queryRef = loadQuery<ListEditorQuery>(environment, listEditorQueryParameters, { mediaId }, { fetchPolicy: 'network-only' });
  emit({ mediaId, openCount: opened, queryRef });
}

export function closeListEditor(): void {
  if (target) emit(null);
}

export const listEditorStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): ListEditorTarget | null => target,
};

export function useListEditorTarget(): ListEditorTarget | null {
  return useSyncExternalStore(listEditorStore.subscribe, listEditorStore.getSnapshot, () => null);
}
