import { redirect } from 'react-router-dom';
import { viewerSession } from '../../session/viewerSession.ts';

/** The edit forms need a signed-in member (core §2: Edit shows only when logged in); the history is public. */
export function requireSignedIn(): void {
  if (!viewerSession.getState().viewer) throw redirect('/login');
}
