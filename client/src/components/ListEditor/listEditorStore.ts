import { useSyncExternalStore } from 'react';

// Which media the list editor overlay is open for (core §2): anything can open it (media header, media cards,
// activity cards, list rows); the Layout mounts it only for a logged-in viewer while it is open.
export interface ListEditorTarget {
  readonly mediaId: number;
  /** Bumped on every open, so that opening the same media again starts from a fresh load. */
  readonly openCount: number;
}

type Listener = () => void;
let target: ListEditorTarget | null = null;
let opened = 0;
const listeners = new Set<Listener>();

function emit(next: ListEditorTarget | null): void {
  target = next;
  listeners.forEach((listener) => listener());
}

/** Opens the list editor for a media (its entry, or a new one, is loaded by the editor). */
export function openListEditor(mediaId: number): void {
  opened += 1;
  emit({ mediaId, openCount: opened });
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
