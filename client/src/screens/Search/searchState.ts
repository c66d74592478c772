import { viewerSession } from '../../session/viewerSession.ts';
import { readStoredViewer } from '../../session/viewerStorage.ts';
import type { SearchViewer } from './rules/variables.ts';

/** The viewer as search sees it: logged-in state and the adult content setting; before the session loads, the stored copy. */
export function searchViewer(): SearchViewer & { titleLanguage: string | null } {
  const viewer = viewerSession.getState().viewer ?? (viewerSession.getState().status === 'unknown' ? readStoredViewer() : null);
  return {
    loggedIn: viewer != null,
    displayAdultContent: viewer?.options?.displayAdultContent === true,
    titleLanguage: viewer?.options?.titleLanguage ?? null,
  };
}
