import { describe, expect, it } from 'vitest';
import {
  GUEST,
  otherTabChange,
  refreshOnTick,
  refreshOnVisible,
  sessionReducer,
  shouldFetchViewer,
  storedViewerAfter,
  UNKNOWN,
  VIEWER_REFRESH_MS,
  type SessionState,
} from './sessionState.ts';
import { parseStoredViewer } from './viewerStorage.ts';
import { homeGuardDecision } from './homeGuardRule.ts';

interface V {
  id: number;
  name: string;
}
const yuki: V = { id: 1, name: 'Yuki' };
const renamed: V = { id: 1, name: 'Yukihana' };
const unknown = UNKNOWN as SessionState<V>;

describe('viewer session states (core §4)', () => {
  it('goes from unknown to cached when a login is stored, and to guest when none is', () => {
    expect(sessionReducer(unknown, { type: 'cacheRead', viewer: yuki })).toEqual({ status: 'cached', viewer: yuki });
    expect(sessionReducer(unknown, { type: 'cacheRead', viewer: null })).toEqual(GUEST);
  });

  it('is confirmed by the server, and deleted (guest) on a 401', () => {
    const cached = sessionReducer(unknown, { type: 'cacheRead', viewer: yuki });
    const confirmed = sessionReducer(cached, { type: 'fetched', viewer: renamed });
    expect(confirmed).toEqual({ status: 'confirmed', viewer: renamed });
    expect(sessionReducer(confirmed, { type: 'unauthorized' })).toEqual(GUEST);
    expect(sessionReducer(cached, { type: 'unauthorized' })).toEqual(GUEST);
  });

  it('keeps the cached viewer when the call fails for another reason', () => {
    const cached = sessionReducer(unknown, { type: 'cacheRead', viewer: yuki });
    expect(sessionReducer(cached, { type: 'fetchFailed' })).toBe(cached);
  });

  it('never lets a stored copy replace what the server said', () => {
    const confirmed = sessionReducer(unknown, { type: 'fetched', viewer: renamed });
    expect(sessionReducer(confirmed, { type: 'cacheRead', viewer: yuki })).toBe(confirmed);
  });

  it('takes a known change to the viewer without changing what the server confirmed', () => {
    const cached = sessionReducer(unknown, { type: 'cacheRead', viewer: yuki });
    expect(sessionReducer(cached, { type: 'patched', patch: { name: 'Yukihana' } })).toEqual({ status: 'cached', viewer: renamed });
    expect(sessionReducer(GUEST as SessionState<V>, { type: 'patched', patch: { name: 'Yukihana' } })).toBe(GUEST);
  });

  it('logs out to guest', () => {
    const confirmed = sessionReducer(unknown, { type: 'fetched', viewer: yuki });
    expect(sessionReducer(confirmed, { type: 'loggedOut' })).toEqual(GUEST);
  });
});

describe('when the viewer is fetched', () => {
  const cached = sessionReducer(unknown, { type: 'cacheRead', viewer: yuki });
  it('only in a browser', () => {
    expect(shouldFetchViewer(cached, { inBrowser: false, forced: true })).toBe(false);
  });
  it('only with a cached login, or when forced (after login)', () => {
    expect(shouldFetchViewer(cached, { inBrowser: true, forced: false })).toBe(true);
    expect(shouldFetchViewer(GUEST, { inBrowser: true, forced: false })).toBe(false);
    expect(shouldFetchViewer(unknown, { inBrowser: true, forced: false })).toBe(false);
    expect(shouldFetchViewer(GUEST, { inBrowser: true, forced: true })).toBe(true);
  });
});

describe('what the auth key holds after a transition', () => {
  const cached: SessionState<V> = { status: 'cached', viewer: yuki };
  it('writes a confirmed viewer and deletes it when the session ends', () => {
    expect(storedViewerAfter(cached, { status: 'confirmed', viewer: renamed })).toBe(renamed);
    expect(storedViewerAfter(cached, GUEST as SessionState<V>)).toBeNull();
  });
  it('leaves it alone otherwise', () => {
    expect(storedViewerAfter(unknown, cached)).toBeUndefined();
    expect(storedViewerAfter(GUEST as SessionState<V>, GUEST as SessionState<V>)).toBeUndefined();
  });
  it('reads only a well-formed stored viewer', () => {
    expect(parseStoredViewer(JSON.stringify(yuki))).toEqual(yuki);
    expect(parseStoredViewer('{"id":"1"}')).toBeNull();
    expect(parseStoredViewer('not json')).toBeNull();
    expect(parseStoredViewer(null)).toBeNull();
  });
});

describe('refresh timing (core §4, §9; social §4)', () => {
  it('refreshes every 5 minutes, never while the page is hidden', () => {
    expect(VIEWER_REFRESH_MS).toBe(300_000);
    expect(refreshOnTick(false)).toBe(true);
    expect(refreshOnTick(true)).toBe(false);
  });
  it('refreshes at once on becoming visible after being hidden longer than the interval', () => {
    expect(refreshOnVisible(0, VIEWER_REFRESH_MS + 1)).toBe(true);
    expect(refreshOnVisible(0, VIEWER_REFRESH_MS)).toBe(false);
    expect(refreshOnVisible(0, 1000)).toBe(false);
    expect(refreshOnVisible(null, 10 * VIEWER_REFRESH_MS)).toBe(false);
  });
});

describe('home guard (core §2)', () => {
  const at = (pathname: string, search = '') => ({ pathname, search, hash: '' });
  it('lets a logged-in viewer in', () => {
    expect(homeGuardDecision(true, null)).toEqual({ kind: 'allow' });
    expect(homeGuardDecision(true, at('/search/anime'))).toEqual({ kind: 'allow' });
  });
  it('sends a guest coming from the bare root to Landing', () => {
    expect(homeGuardDecision(false, at('/'))).toEqual({ kind: 'redirect', to: '/' });
  });
  it('blocks other guest navigations by staying on the page on screen', () => {
    expect(homeGuardDecision(false, at('/search/anime', '?search=x'))).toEqual({ kind: 'stay', at: '/search/anime?search=x' });
  });
  it('sends a guest who opened /home directly to the login page', () => {
    expect(homeGuardDecision(false, null)).toEqual({ kind: 'redirect', to: '/login' });
  });
});

describe('changes from another tab', () => {
  const haruto: V = { id: 2, name: 'Haruto' };
  it('reloads a page whose viewer logged out or was replaced by another account there', () => {
    expect(otherTabChange(yuki, null)).toBe('reload');
    expect(otherTabChange(yuki, haruto)).toBe('reload');
  });
  it('takes over a login or a refreshed copy of the same viewer, and ignores a logout seen as a guest', () => {
    expect(otherTabChange(null, yuki)).toBe('update');
    expect(otherTabChange(yuki, renamed)).toBe('update');
    expect(otherTabChange(null, null)).toBe('none');
  });
});
