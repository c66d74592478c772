// core §4 Viewer session: unknown, then loaded from the cached hint, then confirmed by the server, or deleted when
// the server answers 401 (guest). The viewer itself lives in the Relay store (viewerSession.ts); this is only where
// the session stands, pure, so that the rules can be tested without a browser.

export type SessionStatus = 'unknown' | 'cached' | 'confirmed' | 'guest';

export type SessionEvent =
  /** The stored hint was read (found: a viewer was stored). */
  | { readonly type: 'cacheRead'; readonly found: boolean }
  /** The server answered the Viewer query (found: a viewer for this session). */
  | { readonly type: 'fetched'; readonly found: boolean }
  /** The server refused the session (401). */
  | { readonly type: 'unauthorized' }
  /** The call failed for another reason (network, 5xx): keep what we have and try again on the next refresh. */
  | { readonly type: 'fetchFailed' }
  | { readonly type: 'loggedOut' };

export function nextStatus(status: SessionStatus, event: SessionEvent): SessionStatus {
  switch (event.type) {
    case 'cacheRead':
      // The cache only speaks before the server has: a confirmed viewer is never replaced by a stored copy.
      if (status !== 'unknown') return status;
      return event.found ? 'cached' : 'guest';
    case 'fetched':
      return event.found ? 'confirmed' : 'guest';
    case 'unauthorized':
    case 'loggedOut':
      return 'guest';
    case 'fetchFailed':
      return status;
  }
}

/** The viewer is fetched only in a browser, and only when a cached login exists or a fetch is forced (login). */
export function shouldFetchViewer(status: SessionStatus, options: { inBrowser: boolean; forced: boolean }): boolean {
  if (!options.inBrowser) return false;
  return options.forced || status === 'cached' || status === 'confirmed';
}

/**
 * What the first-paint hint in local storage does after a change: 'write' the store's viewer while the server's
 * word stands (confirmed), 'delete' it when the session has ended, otherwise 'keep' it.
 */
export function hintAfter(previous: SessionStatus, next: SessionStatus): 'write' | 'delete' | 'keep' {
  if (next === 'confirmed') return 'write';
  if (next === 'guest' && previous !== 'guest') return 'delete';
  return 'keep';
}

// Refresh: at start, then every 5 minutes (core §9: viewer refresh interval 5, in minutes as social §4 says);
// never while the page is hidden; at once when it becomes visible after being hidden longer than the interval.
export const VIEWER_REFRESH_MS = 5 * 60_000;

export function refreshOnTick(pageHidden: boolean): boolean {
  return !pageHidden;
}

export function refreshOnVisible(hiddenSince: number | null, now: number, intervalMs = VIEWER_REFRESH_MS): boolean {
  return hiddenSince !== null && now - hiddenSince > intervalMs;
}

/**
 * Another tab changed the stored login (the storage event). 'reload' when the viewer on this page is gone (logged out,
 * or replaced by another account): its private data is still in memory and on screen, so the page loads afresh as the
 * new state (a guarded page then sends the guest to /login). 'update' when the stored viewer can simply be taken over
 * (a login, or the same viewer refreshed); 'none' when nothing changes for this page.
 */
export function otherTabChange<V extends { id: number }>(current: V | null, stored: V | null): 'reload' | 'update' | 'none' {
  if (current && (!stored || stored.id !== current.id)) return 'reload';
  return stored ? 'update' : 'none';
}
