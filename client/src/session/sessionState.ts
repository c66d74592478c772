// core §4 Viewer session: unknown, then loaded from cache, then confirmed by the server, or deleted when the server
// answers 401 (guest). Pure, so that the rules can be tested without a browser.

export type SessionState<V> =
  | { readonly status: 'unknown'; readonly viewer: null }
  | { readonly status: 'cached'; readonly viewer: V }
  | { readonly status: 'confirmed'; readonly viewer: V }
  | { readonly status: 'guest'; readonly viewer: null };

export type SessionEvent<V> =
  /** The stored login was read (null: nothing stored). */
  | { readonly type: 'cacheRead'; readonly viewer: V | null }
  /** The server answered the Viewer query (null: no viewer for this session). */
  | { readonly type: 'fetched'; readonly viewer: V | null }
  /** The server refused the session (401). */
  | { readonly type: 'unauthorized' }
  /** The call failed for another reason (network, 5xx): keep what we have and try again on the next refresh. */
  | { readonly type: 'fetchFailed' }
  /** A change the client knows the server made (notifications read): shown now rather than at the next refresh. */
  | { readonly type: 'patched'; readonly patch: Partial<V> }
  | { readonly type: 'loggedOut' };

export const UNKNOWN: SessionState<never> = { status: 'unknown', viewer: null };
export const GUEST: SessionState<never> = { status: 'guest', viewer: null };

export function sessionReducer<V>(state: SessionState<V>, event: SessionEvent<V>): SessionState<V> {
  switch (event.type) {
    case 'cacheRead':
      // The cache only speaks before the server has: a confirmed viewer is never replaced by a stored copy.
      if (state.status !== 'unknown') return state;
      return event.viewer ? { status: 'cached', viewer: event.viewer } : GUEST;
    case 'fetched':
      return event.viewer ? { status: 'confirmed', viewer: event.viewer } : GUEST;
    case 'unauthorized':
    case 'loggedOut':
      return GUEST;
    case 'fetchFailed':
      return state;
    case 'patched':
      if (state.status !== 'cached' && state.status !== 'confirmed') return state;
      return { status: state.status, viewer: { ...state.viewer, ...event.patch } };
  }
}

/** The viewer is fetched only in a browser, and only when a cached login exists or a fetch is forced (login). */
export function shouldFetchViewer(state: SessionState<unknown>, options: { inBrowser: boolean; forced: boolean }): boolean {
  if (!options.inBrowser) return false;
  return options.forced || state.status === 'cached' || state.status === 'confirmed';
}

/** What the local storage should hold after a transition: the viewer to write, null to delete, undefined to keep. */
export function storedViewerAfter<V>(previous: SessionState<V>, next: SessionState<V>): V | null | undefined {
  if (next.status === 'confirmed' && next.viewer !== previous.viewer) return next.viewer;
  if (next.status === 'guest' && previous.status !== 'guest') return null;
  return undefined;
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
