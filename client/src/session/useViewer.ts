import { useSyncExternalStore } from 'react';
import { viewerSession } from './viewerSession.ts';
import type { Viewer } from './viewerStorage.ts';

/** The logged-in viewer (cached or confirmed), or null for a guest: the Relay store's, re-rendering as it changes. */
export function useViewer(): Viewer | null {
  return useSyncExternalStore(viewerSession.subscribe, viewerSession.viewer, () => null);
}
