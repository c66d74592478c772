import { useSyncExternalStore } from 'react';
import { viewerSession, type ViewerSessionState } from './viewerSession.ts';
import type { Viewer } from './viewerStorage.ts';

/** The whole session state (status and viewer), for screens that wait for the server's confirmation. */
export function useViewerSession(): ViewerSessionState {
  return useSyncExternalStore(viewerSession.subscribe, viewerSession.getState);
}

/** The logged-in viewer (cached or confirmed), or null for a guest. */
export function useViewer(): Viewer | null {
  return useViewerSession().viewer;
}
