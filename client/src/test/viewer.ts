import { act } from '@testing-library/react';
import type { Viewer } from '../session/viewerStorage.ts';
import { viewerSession } from '../session/viewerSession.ts';
import { serve } from './relay.ts';

/**
 * Logs a member in as the site does: the server answers the Viewer query with them. The one place tests say who is
 * logged in, so that a change to how the session is kept is made here once.
 */
export async function logIn(viewer: Partial<Viewer> = {}): Promise<void> {
  serve({ ViewerQuery: { User: () => ({ id: 1, name: 'Mio', unreadNotificationCount: 0, moderatorRoles: [], ...viewer }) } });
  await act(() => viewerSession.refresh({ force: true }));
}

export function logOut(): void {
  act(() => viewerSession.clear());
}
